// POST /watchlist/follow (intent follow | unfollow, kind, target, optional redirect): the Follow
// buttons of the channel, niche and channel-type pages and the watchlist's Unfollow.
import { redirect } from "react-router";
import { firstIssueMessage } from "#domain/request-values";
import { followTargetSchema, followedMessage, isFollowIntent } from "#domain/follow-target";
import { safeRedirectTarget } from "#domain/redirect-target";
import { appContext } from "#server/app-context";
import { readFormData } from "~/lib/form-data";
import { replyOk, replyRefused } from "~/routes/account/member-tool-reply.server";
import type { Route } from "./+types/follow";

export async function action({ request, context }: Route.ActionArgs) {
  const { accounts, services } = context.get(appContext);
  const form = await readFormData(request);
  const redirectField = form.get("redirect");
  const back = redirectField === null ? null : safeRedirectTarget(redirectField, "/watchlist");
  // A visitor signs in and comes back to the page they pressed Follow on.
  const viewer = await accounts.requireUser(request, back ?? "/watchlist");
  const intent = form.get("intent");
  if (!isFollowIntent(intent)) return replyRefused(null, 400, "intent must be follow or unfollow");
  const parsed = followTargetSchema.safeParse({ kind: form.get("kind") ?? undefined, target: form.get("target") ?? undefined });
  if (!parsed.success) return replyRefused(null, 400, firstIssueMessage(parsed.error));
  const outcome =
    intent === "follow"
      ? await services.follows.follow(viewer.id, parsed.data)
      : await services.follows.unfollow(viewer.id, parsed.data);
  if (!outcome.ok) return replyRefused(back, outcome.status, outcome.message);
  return replyOk(back, followedMessage(intent, outcome.name), { following: outcome.following });
}

/** Opening the address goes to the watchlist. */
export function loader() {
  return redirect("/watchlist");
}
