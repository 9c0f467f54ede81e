// The admin dashboard's stats refresh buttons: "Refresh now" and Stop (server/jobs/stats-refresh.server.ts).
import { z } from "zod";

export const statsRefreshActionSchema = z.object({
  intent: z.enum(["refresh-now", "stop-refresh"], "That action is not available here."),
});

export const STATS_REFRESH_MESSAGES = {
  started: "Stats refresh started",
  alreadyRunning: "A stats refresh is already running: showing its progress.",
  notConfigured: "Set YOUTUBE_API_KEY to refresh channel stats from YouTube.",
  notRunning: "No stats refresh is running.",
} as const;
