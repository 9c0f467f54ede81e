// The audit log's vocabulary: actions, entity types, their labels and where each entity is edited.

/** Free text in the database, so a new kind of change needs no migration. */
export const AUDIT_ACTIONS = [
  "create",
  "update",
  "delete",
  "feature",
  "unfeature",
  "import",
  "set-role",
  "ban",
  "unban",
  "revoke-sessions",
  "mark-read",
  "mark-unread",
  "link-check",
  "stop",
  "stats-refresh",
  "approve",
  "reject",
  "discover",
  "hold",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITY_TYPES = [
  "channel",
  "niche",
  "channel_type",
  "faceless_idea",
  "did_you_know_fact",
  "user",
  "contact_message",
  "link_check",
  "job",
  "discovery_query",
  "discovery_candidate",
  "site_setting",
  "demo_catalogue",
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

const AUDIT_ROW_ENTITY_TYPES = [
  "channel",
  "niche",
  "channel_type",
  "faceless_idea",
  "did_you_know_fact",
  "user",
  "contact_message",
] as const satisfies readonly AuditEntityType[];

export function isAuditRowEntityType(entityType: string): boolean {
  return (AUDIT_ROW_ENTITY_TYPES as readonly string[]).includes(entityType);
}

export const CATALOGUE_ENTITY_TYPES = [
  "channel",
  "niche",
  "channel_type",
  "faceless_idea",
  "did_you_know_fact",
] as const satisfies readonly AuditEntityType[];

const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: "Created",
  update: "Updated",
  delete: "Deleted",
  feature: "Featured",
  unfeature: "Unfeatured",
  import: "Imported",
  "set-role": "Changed role of",
  ban: "Banned",
  unban: "Unbanned",
  "revoke-sessions": "Signed out",
  "mark-read": "Marked read",
  "mark-unread": "Marked unread",
  "link-check": "Checked links of",
  stop: "Stopped",
  "stats-refresh": "Refreshed stats of",
  approve: "Approved",
  reject: "Rejected",
  discover: "Ran discovery of",
  hold: "Held for review",
};

const AUDIT_ENTITY_TYPE_LABELS: Record<AuditEntityType, string> = {
  channel: "Channel",
  niche: "Niche",
  channel_type: "Channel type",
  faceless_idea: "Faceless idea",
  did_you_know_fact: "Did-you-know fact",
  user: "User",
  contact_message: "Contact message",
  link_check: "Link check",
  job: "Job",
  discovery_query: "Discovery query",
  discovery_candidate: "Discovery candidate",
  site_setting: "Site setting",
  demo_catalogue: "Demo catalogue",
};

function isKnown<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

export function auditActionLabel(action: string): string {
  return isKnown(AUDIT_ACTIONS, action) ? AUDIT_ACTION_LABELS[action] : action;
}

export function auditEntityTypeLabel(entityType: string): string {
  return isKnown(AUDIT_ENTITY_TYPES, entityType) ? AUDIT_ENTITY_TYPE_LABELS[entityType] : entityType;
}

/** A user's e-mail (`label`) finds them in the user list; list pages open their edit form from `?edit=<id>`. */
export function auditEntityHref(entityType: string, entityId: string | null, label?: string | null): string | null {
  const edit = (path: string) => (entityId ? `${path}?edit=${encodeURIComponent(entityId)}` : null);
  switch (entityType) {
    case "channel":
      return entityId ? `/admin/channels/edit/${encodeURIComponent(entityId)}` : null;
    case "niche":
      return edit("/admin/niches");
    case "channel_type":
      return edit("/admin/channel-types");
    case "faceless_idea":
      return edit("/admin/faceless-ideas");
    case "did_you_know_fact":
      return edit("/admin/did-you-know-facts");
    case "user":
      return entityId ? `/admin/users?q=${encodeURIComponent(label ?? entityId)}` : null;
    case "contact_message":
      return "/admin/contact-messages";
    case "link_check":
      return "/admin/tools/link-checker";
    case "discovery_query":
    case "discovery_candidate":
      return "/admin/discovery";
    case "site_setting":
    case "demo_catalogue":
      return "/admin/settings";
    default:
      return null;
  }
}

const LABEL_FIELDS = ["channelTitle", "channel_title", "title", "name", "label", "email", "subject", "query"] as const;

export function snapshotLabel(snapshot: unknown): string | null {
  if (!snapshot || typeof snapshot !== "object" || Array.isArray(snapshot)) return null;
  const record = snapshot as Record<string, unknown>;
  for (const field of LABEL_FIELDS) {
    const value = record[field];
    if (typeof value === "string" && value.trim() !== "") return value.trim();
  }
  return null;
}
