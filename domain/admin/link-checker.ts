// The link checker page's sources, URL filters (read leniently) and button forms.
import { z } from "zod";

/** Same list as link_checks.source; a server test keeps them equal. */
export const LINK_CHECK_SOURCES = ["channel_url", "channel_screenshot", "channel_type_image", "video_link"] as const;
export type LinkCheckSource = (typeof LINK_CHECK_SOURCES)[number];

export const LINK_SOURCE_LABELS: Record<LinkCheckSource, string> = {
  channel_url: "Channel link",
  channel_screenshot: "Screenshot",
  channel_type_image: "Type image",
  video_link: "Video link",
};

const LINK_OUTCOMES = ["broken", "ok"] as const;
type LinkOutcome = (typeof LINK_OUTCOMES)[number];

export interface LinkCheckFilters {
  outcome?: LinkOutcome;
  source?: LinkCheckSource;
  page: number;
}

const page = z.coerce.number().int().min(1).max(100_000);

export function parseLinkCheckFilters(params: URLSearchParams): LinkCheckFilters {
  const outcome = z.enum(LINK_OUTCOMES).safeParse(params.get("outcome"));
  const source = z.enum(LINK_CHECK_SOURCES).safeParse(params.get("source"));
  const pageNumber = page.safeParse(params.get("page") ?? undefined);
  return {
    ...(outcome.success ? { outcome: outcome.data } : {}),
    ...(source.success ? { source: source.data } : {}),
    page: pageNumber.success ? pageNumber.data : 1,
  };
}

export const LINK_CHECKER_PATH = "/admin/tools/link-checker";

export function linkCheckerHref(filters: Partial<LinkCheckFilters>): string {
  const params = new URLSearchParams();
  if (filters.outcome) params.set("outcome", filters.outcome);
  if (filters.source) params.set("source", filters.source);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const search = params.toString();
  return `${LINK_CHECKER_PATH}${search ? `?${search}` : ""}`;
}

export const linkCheckActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("check-all") }),
  z.object({ intent: z.literal("stop") }),
  z.object({ intent: z.literal("check-broken") }),
  z.object({ intent: z.literal("recheck"), id: z.uuid("That link result does not exist.") }),
]);
