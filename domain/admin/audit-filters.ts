// The audit log's filters, in the URL. Read leniently: values come from hand-edited URLs, so a nonsensical
// one is dropped rather than an error.
import { z } from "zod";

const AUDIT_FILTER_PARAMS = ["type", "action", "q", "from", "to"] as const;
type AuditFilterParam = (typeof AUDIT_FILTER_PARAMS)[number];

export type AuditFilterValues = Partial<Record<AuditFilterParam, string>>;

export interface AuditFilters {
  values: AuditFilterValues;
  page: number;
  fromInstant?: Date;
  toInstant?: Date;
}

export const AUDIT_QUERY_MAX_LENGTH = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

// Types and actions are free text in the database too; only the shape is checked.
const token = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9_-]+$/);
const query = z.string().trim().min(1).max(AUDIT_QUERY_MAX_LENGTH);
const day = z.iso.date();
const page = z.coerce.number().int().min(1).max(100_000);

function pick<T>(schema: z.ZodType<T>, raw: string | null): T | undefined {
  if (raw === null) return undefined;
  const result = schema.safeParse(raw);
  return result.success ? result.data : undefined;
}

export function parseAuditFilters(params: URLSearchParams): AuditFilters {
  const values: AuditFilterValues = {};
  const type = pick(token, params.get("type"));
  const action = pick(token, params.get("action"));
  const q = pick(query, params.get("q"));
  let from = pick(day, params.get("from"));
  let to = pick(day, params.get("to"));
  if (from && to && from > to) [from, to] = [to, from];
  if (type) values.type = type;
  if (action) values.action = action;
  if (q) values.q = q;
  if (from) values.from = from;
  if (to) values.to = to;
  return {
    values,
    page: pick(page, params.get("page")) ?? 1,
    ...(from ? { fromInstant: new Date(`${from}T00:00:00.000Z`) } : {}),
    ...(to ? { toInstant: new Date(new Date(`${to}T00:00:00.000Z`).getTime() + DAY_MS) } : {}),
  };
}

export function auditLogHref(values: AuditFilterValues, page = 1): string {
  const params = new URLSearchParams();
  for (const name of AUDIT_FILTER_PARAMS) {
    const value = values[name];
    if (value) params.set(name, value);
  }
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return `/admin/audit-log${search ? `?${search}` : ""}`;
}
