// Importing channels from YouTube (YouTube Data API): one channel from /admin/channels/add, or many from a
// CSV (or pasted lines) of channel URLs, @handles or ids on /admin/channels/import. The limits,
// the headers a CSV's column may carry, the per-row outcomes and the page's form live here; the
// server parses the file (server/services/channel-import-csv.server.ts) and runs the import.
import { z } from "zod";
import { parseYoutubeChannelRef, type YoutubeChannelRef } from "#domain/youtube-channel-ref";

export const CHANNEL_IMPORT_PATH = "/admin/channels/import";

/**
 * One file or paste: at most 1 MB and 500 channels. A run of 500 costs 1,500–2,500 of the 10,000
 * daily quota units (channelImportCost), so a full file still leaves room for the daily refresh.
 */
export const CHANNEL_IMPORT_LIMITS = { maxBytes: 1_000_000, maxRows: 500 } as const;

/**
 * Headers that name the column of channel references (compared without case, spaces, "_" or
 * "-"), in order of preference. Without one of them the first row is data too, and the column
 * is the first whose first value reads as a channel reference.
 */
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

/** How the recognised headers read on the page. */
export const CHANNEL_IMPORT_HEADERS_TEXT = "url, channel url, youtube url, link, handle, channel handle, channel id, youtube channel id, id, channel, youtube or reference";

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

/** What happened to one row of an import. */
export type ChannelImportOutcome = "created" | "updated" | "failed";

export const CHANNEL_IMPORT_OUTCOME_LABELS: Record<ChannelImportOutcome, string> = {
  created: "Added",
  updated: "Updated",
  failed: "Failed",
};

/** One readable row of a CSV: its line in the file and the reference in it. */
export interface ChannelImportRow {
  line: number;
  reference: string;
  /** What an approved discovery candidate brings: its accepted type and niche (a CSV row has none). */
  channelType?: string | null;
  nicheId?: string | null;
}

/** A row the import will skip before asking YouTube, with the reason. */
export interface ChannelImportSkippedRow extends ChannelImportRow {
  message: string;
}

const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
// A file input left empty still posts a nameless, empty file.
const noFileToUndefined = (value: unknown) =>
  value === "" || (typeof File !== "undefined" && value instanceof File && value.size === 0 && value.name === "") ? undefined : value;

/** Whether a chosen file can be a CSV (by its type or name; browsers send spreadsheets' CSVs under several types). */
export function isCsvFile(file: { name: string; type: string }): boolean {
  return /\.(csv|txt)$/i.test(file.name) || ["text/csv", "text/plain", "application/csv", "application/vnd.ms-excel"].includes(file.type);
}

/**
 * Step 1, "preview": a .csv file or pasted lines, one of the two. The server then reads the text
 * and shows what will be imported. Checked in the browser too (before a large upload).
 */
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
    lines: z.preprocess(emptyToUndefined, z.string().max(CHANNEL_IMPORT_LIMITS.maxBytes, { error: CHANNEL_IMPORT_MESSAGES.tooLarge }).optional()),
  })
  .superRefine((value, ctx) => {
    if (value.file && value.lines) ctx.addIssue({ code: "custom", path: ["lines"], message: CHANNEL_IMPORT_MESSAGES.both });
    if (!value.file && !value.lines) ctx.addIssue({ code: "custom", path: ["file"], message: CHANNEL_IMPORT_MESSAGES.empty });
  });

/**
 * Step 2, "start": the previewed text posted back (a hidden field), so the server imports
 * exactly what was shown, with the same line numbers.
 */
export const channelImportStartSchema = z.object({
  csv: z.string({ error: CHANNEL_IMPORT_MESSAGES.empty }).trim().min(1, { error: CHANNEL_IMPORT_MESSAGES.empty }).max(CHANNEL_IMPORT_LIMITS.maxBytes, { error: CHANNEL_IMPORT_MESSAGES.tooLarge }),
});

export const CHANNEL_IMPORT_INTENTS = { preview: "preview", start: "start", stop: "stop" } as const;

/** "1 channel", "12 channels". */
export function channelCount(n: number): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? "channel" : "channels"}`;
}

/** A range: what a run costs when every guess goes its cheapest way, and its dearest. */
export interface CostRange {
  low: number;
  high: number;
}

/**
 * What importing these references spends, by allowance (FACTS: 1 unit a list call; search.list 1
 * call in its own bucket of 100 a day). Per row, finding the channel: an id or @handle is one
 * channels.list; an old /user/ name is tried as a username, then as a handle (1–2); a /c/ name is
 * tried as a handle (1) and only then searched for (1 search + channels.list for the hits).
 * Storing it: one uploads page and one or two videos.list calls (2–3 units), and a new channel's
 * all-time top videos are one search (none for a channel already in the catalogue, or once the
 * day's searches are spent: it is then stored without them). Unreadable rows cost nothing.
 */
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
