// CSV exports of the directory (members only): RFC 4180 records, UTF-8 with a header row, at
// most CSV_EXPORT_MAX_ROWS rows. A cell that a spreadsheet would read as a formula is written
// as text: OWASP's "CSV injection" advice, since channel titles and descriptions come from
// YouTube and anyone can name a channel "=HYPERLINK(…)".
import type { ChannelListItem, RankingRow } from "#domain/read-models/channel";

export const CSV_EXPORT_MAX_ROWS = 10_000;

/** Spreadsheets start a formula with these (tab and carriage return can hide one). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text that would start a formula gets a leading apostrophe, which spreadsheets show as text. */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

type CsvCell = string | number | null | undefined;
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvCell;
}

/** One record: numbers as numbers, missing values empty, every text cell neutralized. */
export function csvRecord<Row>(columns: readonly CsvColumn<Row>[], row: Row): string[] {
  return columns.map((column) => {
    const value = column.value(row);
    if (value === null || value === undefined) return "";
    if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
    return neutralizeFormula(value);
  });
}

export function csvHeader<Row>(columns: readonly CsvColumn<Row>[]): string[] {
  return columns.map((column) => neutralizeFormula(column.header));
}

/** The columns of a channel-search export; the revenue columns only when the caller may see revenue. */
export function channelSearchColumns(origin: string, withRevenue: boolean): CsvColumn<ChannelListItem>[] {
  const columns: CsvColumn<ChannelListItem>[] = [
    { header: "Channel", value: (c) => c.title },
    { header: "Page", value: (c) => `${origin}/channel/${encodeURIComponent(c.slug)}` },
    { header: "Channel type", value: (c) => c.channelType },
    { header: "Niche", value: (c) => c.niche },
    { header: "Country", value: (c) => c.country },
    { header: "Subscribers", value: (c) => c.subscribers },
    { header: "Views", value: (c) => c.views },
    { header: "Videos", value: (c) => c.videoCount },
    { header: "Videos per month", value: (c) => c.videosPerMonth },
    { header: "Estimated CPM (USD)", value: (c) => c.cpm },
    { header: "Started", value: (c) => c.startDate },
  ];
  if (!withRevenue) return columns;
  return [
    ...columns,
    { header: "Estimated revenue per month (USD)", value: (c) => c.revenue?.revenuePerMonth },
    { header: "Estimated revenue per video (USD)", value: (c) => c.revenue?.revenuePerVideo },
    { header: "Estimated revenue per subscriber (USD)", value: (c) => c.revenue?.revenuePerSubscriber },
  ];
}

/** The file name a download is saved under: the export, the day, no characters a file system minds. */
export function exportFileName(kind: string, day: Date): string {
  return `faceless-atlas-${kind.replace(/[^a-z0-9-]+/gi, "-")}-${day.toISOString().slice(0, 10)}.csv`;
}

/** The columns of a rankings export: the table of /channel-rankings with the channel's page. */
export function rankingColumns(origin: string, metricLabel: string): CsvColumn<RankingRow>[] {
  return [
    { header: "Rank", value: (r) => r.rank },
    { header: "Channel", value: (r) => r.title },
    { header: "Page", value: (r) => `${origin}/channel/${encodeURIComponent(r.slug)}` },
    { header: "Niche", value: (r) => r.niche },
    { header: "Subscribers", value: (r) => r.subscribers },
    { header: `Estimated ${metricLabel.toLowerCase()} (USD)`, value: (r) => r.value },
  ];
}
