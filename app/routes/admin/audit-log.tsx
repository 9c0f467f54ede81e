// /admin/audit-log (admin area: "every admin change recorded (who, what, when, before and after),
// viewable and filterable"): newest first, 50 a page, filters in the URL.
import { Link, redirect, useNavigation } from "react-router";
import { auditLogHref, parseAuditFilters } from "#domain/admin/audit-filters";
import { formatNumber } from "#domain/format";
import type { Route } from "./+types/audit-log";
import { AuditEntryList } from "~/components/admin/audit-entry-list";
import { AuditFiltersForm } from "~/components/admin/audit-filters-form";
import { StatusPanel } from "~/components/guides/status-panel";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { appContext } from "#server/app-context";
import { pageMeta } from "~/lib/page-meta";
import { PrevNextNav } from "~/components/prev-next-nav";

/** Admins only: visitors go to /admin/login with this path, members home (spec §4). */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { accounts, services } = context.get(appContext);
  await accounts.requireAdmin(request, url);
  const filters = parseAuditFilters(url.searchParams);
  // The filter form sends its empty fields too; keep the address to the filters in effect.
  if ([...url.searchParams.values()].some((value) => value.trim() === "")) {
    throw redirect(auditLogHref(filters.values, filters.page));
  }
  const result = await services.audit.list({
    entityType: filters.values.type,
    action: filters.values.action,
    query: filters.values.q,
    from: filters.fromInstant,
    to: filters.toInstant,
    page: filters.page,
  });
  return { ...result, values: filters.values, now: new Date() };
}

const TITLE = "Audit log";
const DESCRIPTION = "Every change made in the admin area: who, what, when, before and after.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function AdminAuditLogPage({ loaderData }: Route.ComponentProps) {
  const { entries, total, page, pageSize, values, now } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/audit-log";
  const filtered = Object.values(values).some(Boolean);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader title={TITLE} description={DESCRIPTION} />
      <AuditFiltersForm values={values} />
      <section aria-labelledby="audit-entries-heading" aria-busy={loading} className="flex flex-col gap-4">
        <h2 id="audit-entries-heading" className="sr-only">
          Entries
        </h2>
        {entries.length === 0 ? (
          <StatusPanel
            tone="empty"
            title={filtered ? "No entries match these filters" : page > 1 ? "No entries on this page" : "No admin changes yet"}
            description={
              filtered
                ? "Try another type or action, a wider date range, or part of an e-mail or id."
                : page > 1
                  ? "This page is past the last entry."
                  : "Every change made in the admin area (channels, catalogue, users, messages) is recorded here."
            }
            action={
              filtered || page > 1 ? (
                <Button asChild variant="outline">
                  <Link to="/admin/audit-log">{filtered ? "Clear filters" : "Go to the first page"}</Link>
                </Button>
              ) : null
            }
          />
        ) : (
          <>
            <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite" data-testid="audit-count">
              Showing {formatNumber(first)}–{formatNumber(first + entries.length - 1)} of {formatNumber(total)}{" "}
              {total === 1 ? "entry" : "entries"}
              {filtered ? " matching the filters" : ""}. Times in UTC on hover.
            </p>
            <AuditEntryList entries={entries} now={now} />
            {pages > 1 ? (
              <PrevNextNav
                prev={page > 1 ? { href: auditLogHref(values, page - 1), label: "Newer" } : null}
                next={page < pages ? { href: auditLogHref(values, page + 1), label: "Older" } : null}
              >
                Page {formatNumber(page)} of {formatNumber(pages)}
              </PrevNextNav>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
