// Importing channels from YouTube, one or many (CSV or pasted lines): limits, headers, outcomes and the form.
import { z } from "zod";
import type { ImportSuggestions } from "#domain/admin/import-review";
import { parseYoutubeChannelRef, type YoutubeChannelRef } from "#domain/youtube-channel-ref";

export const CHANNEL_IMPORT_PATH = "/admin/channels/import";

/** A run of 500 costs 1,500–2,500 of the 10,000 daily units, leaving room for the daily refresh. */
export const CHANNEL_IMPORT_LIMITS = { maxBytes: 1_000_000, maxRows: 500 } as const;

/** Compared without case, spaces, "_" or "-". Without one, the first row is data and the column is guessed. */
export const CHANNEL_IMPORT_HEADERS = [
  "url",
  "channel url",
  "youtube url",
  "link",
  "handle",
  "channel handle",
  "channel id",
  "youtube channel id",
  "id",
  "channel",
  "youtube",
  "reference",
] as const;

export const CHANNEL_IMPORT_HEADERS_TEXT =
  "url, channel url, youtube url, link, handle, channel handle, channel id, youtube channel id, id, channel, youtube or reference";

export const CHANNEL_IMPORT_MESSAGES = {
  empty: "Choose a .csv file or paste at least one channel URL, @handle or id.",
  both: "Choose a file or paste lines, not both.",
  notCsv: "That file isn't a CSV. Choose a .csv or .txt file with one channel per row.",
  tooLarge: `That file is larger than 1 MB. Split it into files of at most ${CHANNEL_IMPORT_LIMITS.maxRows} rows.`,
  tooManyRows: `That's more than ${CHANNEL_IMPORT_LIMITS.maxRows} channels. Split it into files of at most ${CHANNEL_IMPORT_LIMITS.maxRows} rows.`,
  unreadable: "We couldn't read that as CSV. Check for an unclosed quote, or paste the channels one per line.",
  noRows: "We found no channel URLs, @handles or ids in that. Put one per row, in one column.",
  duplicate: "Listed again on an earlier row: imported once.",
  alreadyRunning: "An import is already running: showing its progress.",
} as const;

/** "held": its suggested type or niche was below the floor, so it waits in the review list (domain/admin/import-review.ts). */
export type ChannelImportOutcome = "created" | "updated" | "held" | "failed";

export const CHANNEL_IMPORT_OUTCOME_LABELS: Record<ChannelImportOutcome, string> = {
  created: "Added",
  updated: "Updated",
  held: "Waiting for review",
  failed: "Failed",
};

export interface ChannelImportRow {
  line: number;
  reference: string;
  channelType?: string | null;
  nicheId?: string | null;
  /** Discovery's stored suggestions behind channelType and nicheId, shown on the results. */
  importSuggestions?: ImportSuggestions | null;
}

export interface ChannelImportSkippedRow extends ChannelImportRow {
  message: string;
}

const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
// A file input left empty still posts a nameless, empty file.
const noFileToUndefined = (value: unknown) =>
  value === "" || (typeof File !== "undefined" && value instanceof File && value.size === 0 && value.name === "")
    ? undefined
    : value;

export function isCsvFile(file: { name: string; type: string }): boolean {
  return (
    /\.(csv|txt)$/i.test(file.name) ||
    ["text/csv", "text/plain", "application/csv", "application/vnd.ms-excel"].includes(file.type)
  );
}

/** Step 1: a file or pasted lines; checked in the browser too, before a large upload. */
export const channelImportPreviewSchema = z
  .object({
    file: z.preprocess(
      noFileToUndefined,
      z
        .custom<File>((value) => typeof File !== "undefined" && value instanceof File, { error: CHANNEL_IMPORT_MESSAGES.notCsv })
        .refine((file) => isCsvFile(file), { error: CHANNEL_IMPORT_MESSAGES.notCsv })
        .refine((file) => file.size <= CHANNEL_IMPORT_LIMITS.maxBytes, { error: CHANNEL_IMPORT_MESSAGES.tooLarge })
        .optional(),
    ),
    lines: z.preprocess(
      emptyToUndefined,
      z.string().max(CHANNEL_IMPORT_LIMITS.maxBytes, { error: CHANNEL_IMPORT_MESSAGES.tooLarge }).optional(),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.file && value.lines) ctx.addIssue({ code: "custom", path: ["lines"], message: CHANNEL_IMPORT_MESSAGES.both });
    if (!value.file && !value.lines) ctx.addIssue({ code: "custom", path: ["file"], message: CHANNEL_IMPORT_MESSAGES.empty });
  });

/** Step 2: the previewed text posted back, so the server imports exactly what was shown. */
export const channelImportStartSchema = z.object({
  csv: z
    .string({ error: CHANNEL_IMPORT_MESSAGES.empty })
    .trim()
    .min(1, { error: CHANNEL_IMPORT_MESSAGES.empty })
    .max(CHANNEL_IMPORT_LIMITS.maxBytes, { error: CHANNEL_IMPORT_MESSAGES.tooLarge }),
});

export const CHANNEL_IMPORT_INTENTS = { preview: "preview", start: "start", stop: "stop" } as const;

export function channelCount(n: number): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? "channel" : "channels"}`;
}

export interface CostRange {
  low: number;
  high: number;
}

/** FACTS: 1 unit a list call, search.list in its own bucket of 100 a day; a /c/ name may need a search. */
export function channelImportCost(references: string[]): { units: CostRange; searches: CostRange } {
  const units = { low: 0, high: 0 };
  const searches = { low: 0, high: 0 };
  for (const reference of references) {
    const parsed = parseYoutubeChannelRef(reference);
    if (!parsed.ok) continue;
    const find = FIND_COST[parsed.ref.kind];
    units.low += find.units.low + 2;
    units.high += find.units.high + 3;
    searches.high += find.searches + 1;
  }
  return { units, searches };
}

const FIND_COST: Record<YoutubeChannelRef["kind"], { units: CostRange; searches: number }> = {
  id: { units: { low: 1, high: 1 }, searches: 0 },
  handle: { units: { low: 1, high: 1 }, searches: 0 },
  username: { units: { low: 1, high: 2 }, searches: 0 },
  custom: { units: { low: 1, high: 2 }, searches: 1 },
};
