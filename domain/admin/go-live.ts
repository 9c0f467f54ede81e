// Going live: removing the generated demo catalogue (channels marked is_demo, with their videos,
// snapshots, idea examples and follows) in one step, after the admin types the phrase. Niches,
// channel types, ideas and facts are the site's editorial content and stay.
import { z } from "zod";
import { formatNumber } from "#domain/format";

export const GO_LIVE_PHRASE = "GO LIVE";

export interface DemoCatalogueSize {
  channels: number;
  videos: number;
}

export const goLiveForm = z.object({
  intent: z.literal("go-live"),
  confirm: z.string().max(100),
});

/** Whether the typed text is the phrase (case and surrounding spaces aside). */
export function confirmsGoLive(typed: string): boolean {
  return typed.trim().toUpperCase() === GO_LIVE_PHRASE;
}

export function describeDemoCatalogue(size: DemoCatalogueSize): string {
  const channels = size.channels === 1 ? "1 demo channel" : `${formatNumber(size.channels)} demo channels`;
  const videos = size.videos === 1 ? "1 video" : `${formatNumber(size.videos)} videos`;
  return `${channels} with ${videos}`;
}

export const GO_LIVE_MESSAGES = {
  notConfirmed: `Type ${GO_LIVE_PHRASE} to remove the demo catalogue.`,
  nothingToRemove: "There is no demo catalogue to remove: the catalogue is live.",
  removed: (size: DemoCatalogueSize) => `Removed ${describeDemoCatalogue(size)}. The catalogue is live.`,
} as const;
