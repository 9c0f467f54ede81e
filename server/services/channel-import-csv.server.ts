// Reads the import CSV (or pasted lines): one column of channel references, header optional. Rows keep their line
// so the report can say "row 7: not found"; the 1 MB / 500-row limit keeps a whole-text parse small.
import { parse } from "csv-parse/sync";
import {
  CHANNEL_IMPORT_HEADERS,
  CHANNEL_IMPORT_LIMITS,
  CHANNEL_IMPORT_MESSAGES,
  type ChannelImportRow,
  type ChannelImportSkippedRow,
} from "#domain/admin/channel-import";
import { parseYoutubeChannelRef, type YoutubeChannelRef } from "#domain/youtube-channel-ref";

export type ParsedChannelImport =
  | {
      ok: true;
      header: string | null;
      /** An unreadable value stays in (reported as failed without asking YouTube), so the report covers every row. */
      rows: ChannelImportRow[];
      skipped: ChannelImportSkippedRow[];
    }
  | { ok: false; message: string };

const normalizedHeader = (value: string) =>
  value
    .replace(/^\uFEFF/, "")
    .toLowerCase()
    .replace(/[\s_-]+/g, " ")
    .trim();

const HEADER_RANK = new Map<string, number>(
  CHANNEL_IMPORT_HEADERS.map((header, index) => [header.replace(/[\s_-]+/g, " "), index]),
);

/** Handles are case-insensitive: "@Name" and "youtube.com/@name" are one channel. */
function refKey(ref: YoutubeChannelRef): string {
  switch (ref.kind) {
    case "id":
      return `id:${ref.id}`;
    case "handle":
      return `handle:${ref.handle.toLowerCase()}`;
    case "username":
      return `user:${ref.username.toLowerCase()}`;
    case "custom":
      return `custom:${ref.name.toLowerCase()}`;
  }
}

const SNIFF_ROWS = 20;

const readable = (cell: string | undefined) => cell !== undefined && parseYoutubeChannelRef(cell).ok;
// A first value that can't be a header: it is reported as unreadable.
const looksLikeReference = (cell: string) => /^@|youtube\.|^UC|^https?:|\//i.test(cell.trim());

/** A recognised header wins; otherwise the column with the most readable values in the first rows. */
function pickColumn(records: string[][]): { column: number; header: string | null } {
  const first = records[0] ?? [];
  let named: { column: number; rank: number } | null = null;
  first.forEach((cell, column) => {
    const rank = HEADER_RANK.get(normalizedHeader(cell));
    if (rank !== undefined && (named === null || rank < named.rank)) named = { column, rank };
  });
  if (named !== null) {
    const { column } = named;
    return { column, header: first[column]!.replace(/^\uFEFF/, "").trim() };
  }
  const sample = records.slice(0, SNIFF_ROWS);
  const width = Math.max(...sample.map((record) => record.length));
  let column = 0;
  let most = -1;
  for (let c = 0; c < width; c += 1) {
    const hits = sample.filter((record) => readable(record[c])).length;
    if (hits > most) [column, most] = [c, hits];
  }
  const head = first[column] ?? "";
  const isHeader = records.length > 1 && head !== "" && !readable(head) && !looksLikeReference(head) && most > 0;
  return { column, header: isHeader ? head.replace(/^\uFEFF/, "").trim() : null };
}

export function parseChannelImportCsv(text: string): ParsedChannelImport {
  if (new TextEncoder().encode(text).length > CHANNEL_IMPORT_LIMITS.maxBytes)
    return { ok: false, message: CHANNEL_IMPORT_MESSAGES.tooLarge };
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      // Pasted lists and spreadsheet exports leave ragged rows and blank lines.
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch {
    return { ok: false, message: CHANNEL_IMPORT_MESSAGES.unreadable };
  }
  if (records.length === 0) return { ok: false, message: CHANNEL_IMPORT_MESSAGES.noRows };

  const { column, header } = pickColumn(records.map((r) => r.record));
  const data = header === null ? records : records.slice(1);
  const rows: ChannelImportRow[] = [];
  const skipped: ChannelImportSkippedRow[] = [];
  const seen = new Set<string>();
  for (const { record, info } of data) {
    const reference = (record[column] ?? "").trim();
    // The line the record ends on; a quoted value can span lines, rarely here.
    const line = info.lines;
    if (reference === "") continue;
    const parsed = parseYoutubeChannelRef(reference);
    const key = parsed.ok ? refKey(parsed.ref) : `text:${reference}`;
    if (seen.has(key)) {
      skipped.push({ line, reference, message: CHANNEL_IMPORT_MESSAGES.duplicate });
      continue;
    }
    seen.add(key);
    rows.push({ line, reference });
  }
  if (rows.length > CHANNEL_IMPORT_LIMITS.maxRows) return { ok: false, message: CHANNEL_IMPORT_MESSAGES.tooManyRows };
  if (!rows.some((row) => parseYoutubeChannelRef(row.reference).ok))
    return { ok: false, message: CHANNEL_IMPORT_MESSAGES.noRows };
  return { ok: true, header, rows, skipped };
}
