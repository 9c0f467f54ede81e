import { Link } from "react-router";
import { auditActionLabel, auditEntityHref, auditEntityTypeLabel, isAuditRowEntityType } from "#domain/admin/audit-entities";

export interface AuditEntityView {
  action: string;
  entityType: string;
  entityId: string | null;
  entity: { exists: boolean; label: string | null };
}

/**
 * What changed: "Updated niche True Crime", the name linking to where the entity is edited while
 * it still exists, and its id underneath.
 */
export function AuditEntity({ entry, showId = true }: { entry: AuditEntityView; showId?: boolean }) {
  const isRow = isAuditRowEntityType(entry.entityType);
  // A row links only while it exists; other kinds (link checks) link to their page.
  const href = !isRow || entry.entity.exists ? auditEntityHref(entry.entityType, entry.entityId, entry.entity.label) : null;
  const gone = isRow && !entry.entity.exists && entry.entityId !== null;
  const name = entry.entity.label ?? entry.entityId ?? "";
  return (
    <span className="flex min-w-0 flex-col gap-0.5">
      <span className="min-w-0 break-words">
        <span className="font-medium">{auditActionLabel(entry.action)}</span>{" "}
        <span className="text-muted-foreground">{auditEntityTypeLabel(entry.entityType).toLowerCase()}</span>{" "}
        {name ? (
          href ? (
            <Link to={href} className="font-medium text-primary underline-offset-4 hover:underline">
              {name}
            </Link>
          ) : (
            <span className="font-medium">{name}</span>
          )
        ) : null}
        {gone ? <span className="text-muted-foreground"> (no longer exists)</span> : null}
      </span>
      {showId && entry.entityId && entry.entityId !== name ? (
        <span className="font-mono text-xs break-all text-muted-foreground">
          <span className="sr-only">id </span>
          {entry.entityId}
        </span>
      ) : null}
    </span>
  );
}
