// Members-only CSV exports (RFC 4180, UTF-8). Cells a spreadsheet would read as a formula are written as text
// (OWASP "CSV injection"): anyone can name a channel "=HYPERLINK(…)".
import type { ChannelListItem, RankingRow } from "#domain/read-models/channel";
import type { NicheListItem } from "#domain/read-models/guides";

export const CSV_EXPORT_MAX_ROWS = 10_000;

/** Tab and carriage return can hide a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

type CsvCell = string | number | null | undefined;
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvCell;
}

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

const sourced = (label: string, source: "YouTube data" | "computed from YouTube data" | "estimate", method: string) =>
  `${label} (${source}; /how-it-works#${method})`;
const round = (value: number | null | undefined, decimals: number) =>
  value === null || value === undefined ? value : Math.round(value * 10 ** decimals) / 10 ** decimals;

export function channelSearchColumns(
  origin: string,
  withRevenue: boolean,
  typeLabels: Readonly<Record<string, string>> = {},
): CsvColumn<ChannelListItem>[] {
  const columns: CsvColumn<ChannelListItem>[] = [
    { header: "Channel", value: (c) => c.title },
    { header: "Page", value: (c) => `${origin}/channel/${encodeURIComponent(c.slug)}` },
    { header: "Channel type", value: (c) => (c.channelType ? (typeLabels[c.channelType] ?? c.channelType) : null) },
    { header: "Niche", value: (c) => c.niche },
    { header: "Country", value: (c) => c.country },
    { header: sourced("Subscribers", "YouTube data", "data"), value: (c) => c.subscribers },
    { header: sourced("Views", "YouTube data", "data"), value: (c) => c.views },
    { header: sourced("Videos", "YouTube data", "data"), value: (c) => c.videoCount },
    {
      header: sourced("Videos per month", "computed from YouTube data", "upload-rate"),
      value: (c) => round(c.videosPerMonth, 1),
    },
    { header: sourced("Estimated RPM, USD per 1,000 views (creator)", "estimate", "rates"), value: (c) => round(c.rpm, 2) },
    {
      header: sourced("Estimated CPM, USD per 1,000 ads (advertiser)", "estimate", "rates"),
      value: (c) => round(c.advertiserCpm, 2),
    },
    { header: sourced("Started", "YouTube data", "data"), value: (c) => c.startDate },
    { header: "Numbers as of", value: (c) => c.numbersAsOf.slice(0, 10) },
  ];
  if (!withRevenue) return columns;
  return [
    ...columns,
    {
      header: sourced("Estimated revenue per month, USD", "estimate", "revenue"),
      value: (c) => round(c.revenue?.revenuePerMonth, 2),
    },
    {
      header: sourced("Estimated revenue per video, USD", "estimate", "revenue"),
      value: (c) => round(c.revenue?.revenuePerVideo, 2),
    },
    {
      header: sourced("Estimated revenue per subscriber a month, USD", "estimate", "revenue"),
      value: (c) => round(c.revenue?.revenuePerSubscriber, 4),
    },
  ];
}

export function exportFileName(kind: string, day: Date): string {
  return `faceless-atlas-${kind.replace(/[^a-z0-9-]+/gi, "-")}-${day.toISOString().slice(0, 10)}.csv`;
}

export function rankingColumns(origin: string, metricLabel: string): CsvColumn<RankingRow>[] {
  return [
    { header: "Rank", value: (r) => r.rank },
    { header: "Channel", value: (r) => r.title },
    { header: "Page", value: (r) => `${origin}/channel/${encodeURIComponent(r.slug)}` },
    { header: "Niche", value: (r) => r.niche },
    { header: sourced("Subscribers", "YouTube data", "data"), value: (r) => r.subscribers },
    {
      header: sourced(
        `Estimated ${metricLabel.toLowerCase()}${metricLabel.toLowerCase().includes("subscriber") ? " a month" : ""}, USD`,
        "estimate",
        "revenue",
      ),
      value: (r) => r.value,
    },
    { header: "Numbers as of", value: (r) => r.asOf.slice(0, 10) },
  ];
}

/** The niche list (/niches/export.csv): each niche with its figures, verdict and life stage. */
export function nicheColumns(origin: string): CsvColumn<NicheListItem>[] {
  return [
    { header: "Niche", value: (n) => n.name },
    { header: "Page", value: (n) => `${origin}/niches/${encodeURIComponent(n.slug)}` },
    { header: "Category", value: (n) => n.category },
    { header: sourced("RPM low, USD", "estimate", "rates"), value: (n) => n.rpmLow },
    { header: sourced("RPM high, USD", "estimate", "rates"), value: (n) => n.rpmHigh },
    { header: "Channels listed", value: (n) => n.channelCount },
    { header: sourced("Monetization risk", "estimate", "monetization-risk"), value: (n) => n.monetizationRisk.level },
    { header: sourced("Opportunity score (0-100)", "estimate", "opportunity-score"), value: (n) => n.opportunity.score },
    { header: sourced("Verdict", "estimate", "verdict"), value: (n) => n.verdict.verdictLabel ?? "Not enough data" },
    { header: sourced("Life stage", "estimate", "verdict"), value: (n) => n.verdict.stageLabel },
    {
      header: "Reasons",
      value: (n) => (n.verdict.status === "judged" ? n.verdict.reasons.map((r) => r.text) : n.verdict.notEnoughData).join(" | "),
    },
    { header: "What would change it", value: (n) => n.verdict.wouldChange },
    {
      header: sourced("Channels with an outlier, last 30 days", "computed from YouTube data", "verdict"),
      value: (n) => n.verdict.evidence.breakoutChannels,
    },
    { header: "Verdict as of", value: (n) => n.verdict.asOf || null },
  ];
}
