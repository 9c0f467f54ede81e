// The admin user list: its filters, row-action forms, and the words an admin and a banned user read.
import { z } from "zod";

/** db/schema/auth.ts constrains users.role to these. */
export const USER_ROLES = ["member", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const USER_ROLE_LABELS: Record<UserRole, string> = { member: "Member", admin: "Admin" };

export const USER_LIST_PAGE_SIZE = 25;
export const USER_SEARCH_MAX = 100;
export const BAN_REASON_MAX = 500;

const USER_ROLE_FILTERS = ["all", ...USER_ROLES] as const;
const USER_STATUS_FILTERS = ["all", "active", "banned"] as const;
type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];

export interface UserListParams {
  query: string;
  role: (typeof USER_ROLE_FILTERS)[number];
  status: UserStatusFilter;
  page: number;
}

export function parseUserListParams(params: URLSearchParams): UserListParams {
  const role = params.get("role");
  const status = params.get("status");
  const page = Number.parseInt(params.get("page") ?? "", 10);
  return {
    query: (params.get("q") ?? "").trim().slice(0, USER_SEARCH_MAX),
    role: (USER_ROLE_FILTERS as readonly string[]).includes(role ?? "") ? (role as UserListParams["role"]) : "all",
    status: (USER_STATUS_FILTERS as readonly string[]).includes(status ?? "") ? (status as UserStatusFilter) : "all",
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1,
  };
}

export interface AdminUserRow {
  id: string;
  name: string;
  email: string;
  username: string | null;
  displayName: string | null;
  role: UserRole;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  banned: boolean;
  banReason: string | null;
  banExpires: Date | null;
  createdAt: Date;
  /** Kept on the account: signing out deletes the session. */
  lastSignInAt: Date | null;
  sessionCount: number;
  /** Made admin by the server at every sign-in. */
  adminByEnv: boolean;
}

export const BAN_DURATIONS = [
  { value: "permanent", label: "Until unbanned", days: null },
  { value: "1d", label: "1 day", days: 1 },
  { value: "7d", label: "7 days", days: 7 },
  { value: "30d", label: "30 days", days: 30 },
  { value: "90d", label: "90 days", days: 90 },
] as const;
export type BanDuration = (typeof BAN_DURATIONS)[number]["value"];
const BAN_DURATION_VALUES = BAN_DURATIONS.map((d) => d.value) as [BanDuration, ...BanDuration[]];

export function banExpiry(duration: BanDuration, now: Date = new Date()): Date | null {
  const days = BAN_DURATIONS.find((d) => d.value === duration)?.days ?? null;
  return days === null ? null : new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}

/** Better Auth lifts an ended ban only at the next sign-in. */
export function isBanActive(user: { banned: boolean | null; banExpires: Date | null }, now: Date = new Date()): boolean {
  return !!user.banned && (user.banExpires === null || user.banExpires.getTime() > now.getTime());
}

export const USER_ACTION_MESSAGES = {
  invalidUser: "Choose a user from the list.",
  invalidRole: "Choose Member or Admin.",
  invalidDuration: "Choose how long the ban lasts.",
  reasonTooLong: `Keep the reason to ${BAN_REASON_MAX} characters or fewer.`,
  notFound: "That user no longer exists. The list has been refreshed.",
  lastAdmin: "This is the only admin account. Make another user an admin first, so someone can still manage the site.",
  selfDelete: "You can't delete your own account here. Another admin can do it.",
  selfBan: "You can't ban your own account.",
  selfDemote: "You can't remove your own admin role. Another admin can do it.",
  selfRevoke: "You can't end your own sessions here. Use Log out instead.",
  adminByEnv:
    "This admin is set by ADMIN_EMAILS on the server, so the role would come back at their next sign-in. Remove the address from ADMIN_EMAILS first.",
} as const;

const userId = z.string({ error: USER_ACTION_MESSAGES.invalidUser }).trim().min(1, { error: USER_ACTION_MESSAGES.invalidUser });

export const userActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("set-role"), userId, role: z.enum(USER_ROLES, { error: USER_ACTION_MESSAGES.invalidRole }) }),
  z.object({
    intent: z.literal("ban"),
    userId,
    reason: z.string().trim().max(BAN_REASON_MAX, { error: USER_ACTION_MESSAGES.reasonTooLong }).optional(),
    duration: z.enum(BAN_DURATION_VALUES, { error: USER_ACTION_MESSAGES.invalidDuration }),
  }),
  z.object({ intent: z.literal("unban"), userId }),
  z.object({ intent: z.literal("revoke-sessions"), userId }),
  z.object({ intent: z.literal("delete"), userId }),
]);

export const banUserSchema = userActionSchema.options[1];

/** Kind, says whether it ends and where to turn; never the admin's reason. */
export function bannedSignInMessage(banExpires: Date | null, now: Date = new Date()): string {
  const until =
    banExpires && banExpires.getTime() > now.getTime()
      ? ` until ${banExpires.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" })}`
      : "";
  return `This account has been suspended${until}, so you can't sign in right now. If you think this is a mistake, please write to us through the contact page.`;
}
