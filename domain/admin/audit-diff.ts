// An audit entry's before/after reduced to the keys that changed, so a long row stays readable.

export interface AuditFieldChange {
  key: string;
  /** Null when the key was absent. */
  before: string | null;
  after: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function auditValueText(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value, null, 2);
}

// Snapshots come from jsonb, which sorts keys itself, so equal values serialise equally.
function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A non-object value compares as one field named "value". */
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
