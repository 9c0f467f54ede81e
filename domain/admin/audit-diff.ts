// Before/after of an audit entry reduced to what changed: the audit log shows only the keys whose
// values differ, each value as text (objects and lists as JSON), so a long row stays readable.

export interface AuditFieldChange {
  key: string;
  /** The value as text, or null when the key was absent (created, removed, or a create/delete entry). */
  before: string | null;
  after: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A stored JSON value as the text an admin reads: strings as they are, the rest as JSON. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value, null, 2);
}

// Compared by their JSON form: snapshots come from jsonb, so equal values serialise equally
// (jsonb sorts object keys itself).
function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields that differ between `before` and `after`, in the order they first appear. A
 * create (no before) or delete (no after) lists every field of the side that exists. Values that
 * are not objects (a bare string or number) compare as one field named "value".
 */
export function auditChanges(before: unknown, after: unknown): AuditFieldChange[] {
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  if (!hasBefore && !hasAfter) return [];
  const left = isRecord(before) ? before : hasBefore ? { value: before } : {};
  const right = isRecord(after) ? after : hasAfter ? { value: after } : {};
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  const changes: AuditFieldChange[] = [];
  for (const key of keys) {
    const inLeft = Object.hasOwn(left, key);
    const inRight = Object.hasOwn(right, key);
    if (inLeft && inRight && sameValue(left[key], right[key])) continue;
    changes.push({
      key,
      before: inLeft ? auditValueText(left[key]) : null,
      after: inRight ? auditValueText(right[key]) : null,
    });
  }
  return changes;
}
