// What a member can follow and the follow form's rules, shared by the action, the buttons and the watchlist.
import { z } from "zod";
import { isUuid } from "#domain/channel-slug";

const FOLLOW_KINDS = ["channel", "niche", "type"] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

/** The watchlist reads them all on every visit. */
export const FOLLOW_LIMIT = 200;
export const FOLLOW_LIMIT_MESSAGE = `You can follow at most ${FOLLOW_LIMIT} channels, niches and types. Unfollow something first.`;

export const FOLLOW_NOT_FOUND_MESSAGE: Record<FollowKind, string> = {
  channel: "That channel does not exist (it may have been removed).",
  niche: "That niche does not exist (it may have been renamed or removed).",
  type: "That channel type does not exist.",
};

/** Each shaped as the catalogue stores it, so a malformed value never reaches a query. */
const TARGET_RULES: Record<FollowKind, { test: (value: string) => boolean; message: string }> = {
  channel: { test: isUuid, message: "target must be a channel id" },
  niche: {
    test: (value) => value.length <= 120 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value),
    message: "target must be a niche slug",
  },
  type: { test: (value) => value.length <= 64 && /^[a-z0-9_]+$/.test(value), message: "target must be a channel type id" },
};

export const followTargetSchema = z
  .object({
    kind: z.enum(FOLLOW_KINDS, { error: `kind must be one of ${FOLLOW_KINDS.join(", ")}` }),
    target: z.string({ error: "target is required" }).trim().min(1, "target is required").max(200, "target is too long"),
  })
  .superRefine((value, ctx) => {
    const rule = TARGET_RULES[value.kind];
    if (!rule.test(value.target)) ctx.addIssue({ code: "custom", path: ["target"], message: rule.message });
  });

export type FollowTarget = z.infer<typeof followTargetSchema>;

const FOLLOW_INTENTS = ["follow", "unfollow"] as const;
export type FollowIntent = (typeof FOLLOW_INTENTS)[number];

export function isFollowIntent(value: unknown): value is FollowIntent {
  return typeof value === "string" && (FOLLOW_INTENTS as readonly string[]).includes(value);
}

export function followedMessage(intent: FollowIntent, name: string): string {
  return intent === "follow" ? `Following ${name}. It is on your watchlist.` : `Unfollowed ${name}.`;
}
