// Template risk read from a channel's own public uploads. YouTube's inauthentic-content rule
// (mass-produced or repetitive videos) and its reused-content rule are enforced per channel, on
// its themes, upload patterns and metadata (domain/policy-risk has the rules and the per-format
// map). A type says where a format tends to land; these signals say what one channel's recent
// uploads look like:
//
//   alike titles         at least 3 in 5 of the recent titles share one title skeleton (below)
//                        that keeps at least 3 words
//   alike durations      at least 3 in 4 of the recent long-form uploads (at least 8 of them) run
//                        within a tenth of their median length
//   young-channel pace   5 or more uploads a week on a channel under 6 months old
//   reused-clip format   the channel's type is one the reused-content rule is about
//
// Recent uploads: the newest 20 published in the 90 days before the uploads were read (the
// channel's last sync); with fewer than 8 there is no reading — "too few to read", never "clean".
// A channel looks templated with two signals or more. These are observations with their evidence,
// never a probability of demonetization: the product shows no percentages for risk.
import { z } from "zod";
import { CHANNEL_TYPE_CATALOGUE } from "#domain/channel-type-catalogue";
import { OUTLIER_THRESHOLD, median } from "#domain/outlier-score";
import { POLICY_RULES, type PolicyRuleId, REUSED_CONTENT_TYPE_IDS } from "#domain/policy-risk";
import { SHORTS_MAX_SECONDS } from "#domain/video-format";

const DAY_MS = 86_400_000;

/** Uploads published this many days before the reading, at most. */
export const TEMPLATE_WINDOW_DAYS = 90;
/** The newest this many uploads of the window are read. */
export const TEMPLATE_MAX_UPLOADS = 20;
/** Fewer recent uploads than this and there is no reading. */
export const TEMPLATE_MIN_UPLOADS = 8;

/** A title word stays in the skeleton when at least this share of the recent titles has it (1 in 2). */
const SKELETON_WORD_SHARE = { atLeast: 1, outOf: 2 } as const;
/** A skeleton with fewer kept words than this ("episode # …") is a naming habit, not a template. */
const SKELETON_MIN_WORDS = 3;
/** Alike titles: at least this share of the recent titles follows one skeleton (3 in 5). */
const ALIKE_TITLES_SHARE = { atLeast: 3, outOf: 5 } as const;

/** Long-form uploads within median ÷ this of their median length count as "the same length" (a tenth). */
const DURATION_BAND_DIVISOR = 10;
/** Alike durations: at least this share of the recent long-form uploads is within the band (3 in 4). */
const ALIKE_DURATIONS_SHARE = { atLeast: 3, outOf: 4 } as const;
/** Fewer recent long-form uploads than this and their lengths are not read (in the demo catalogue, 5 of 6 or 6 of 8 in the band happened by chance). */
const DURATION_MIN_UPLOADS = 8;

/** A channel younger than this many months is young… */
const YOUNG_CHANNEL_MONTHS = 6;
/** …and uploading this many times a week or more is a fast pace for it. */
const YOUNG_CHANNEL_UPLOADS_A_WEEK = 5;

/** Two signals or more and a channel looks templated. */
export const TEMPLATED_MIN_SIGNALS = 2;

/** A niche's breakout channels: those with an outlier published in this many days before the reading. */
const BREAKOUT_WINDOW_DAYS = 90;
/** Under this many breakout channels read, a niche's share says too little. */
const MIN_BREAKOUT_CHANNELS = 3;

/** The placeholder of words that vary from title to title. */
const SKELETON_GAP = "…";

const TEMPLATE_SIGNAL_IDS = ["alike-titles", "alike-durations", "young-channel-pace", "reused-clip-format"] as const;
export type TemplateSignalId = (typeof TEMPLATE_SIGNAL_IDS)[number];

/** A signal as stored: its id and the facts its evidence is worded from. */
export type TemplateSignal =
  | { id: "alike-titles"; skeleton: string; matching: number; titles: number }
  | { id: "alike-durations"; medianSeconds: number; within: number; longUploads: number }
  | { id: "young-channel-pace"; uploads: number; days: number; startDate: string }
  | { id: "reused-clip-format"; typeId: string };

/** One reading of a channel's recent uploads (stored in youtube_channels.template_signals). */
export interface TemplateReading {
  /** Recent uploads read. */
  uploads: number;
  signals: TemplateSignal[];
}

export interface TemplateUpload {
  title: string;
  publishedAt: Date | null;
  durationSeconds: number | null;
}

export interface TemplateRiskInput {
  /** When the uploads were read from YouTube (the channel's last sync). */
  asOf: Date;
  /** The channel's creation day on YouTube (YYYY-MM-DD), null when unknown. */
  startDate: string | null;
  /** The channel's effective type. */
  typeId: string | null;
  uploads: readonly TemplateUpload[];
}

const LABELS: Record<TemplateSignalId, string> = {
  "alike-titles": "Alike titles",
  "alike-durations": "Near-identical lengths",
  "young-channel-pace": "Fast pace on a young channel",
  "reused-clip-format": "Reused-clip format",
};

// What each signal relates to, in the policy's own terms (FACTS.md "Inauthentic-content policy").
const POLICY: Record<TemplateSignalId, { rule: PolicyRuleId; detail: string }> = {
  "alike-titles": {
    rule: "inauthentic",
    detail: "Its named examples are videos with only superficial differences; titles are among the metadata it reviews.",
  },
  "alike-durations": {
    rule: "inauthentic",
    detail: "Videos made to one mould, differing only superficially, are what it names.",
  },
  "young-channel-pace": {
    rule: "inauthentic",
    detail: "Upload patterns are among what a channel is reviewed on; mass production is what the rule names.",
  },
  "reused-clip-format": {
    rule: "reused",
    detail: "Compilations and clips without meaningful commentary are what it names.",
  },
};

function meets(count: number, total: number, share: { atLeast: number; outOf: number }): boolean {
  return total > 0 && count * share.outOf >= share.atLeast * total;
}

/** The uploads a reading looks at: published in the window before `asOf`, newest first, at most TEMPLATE_MAX_UPLOADS. */
export function recentUploads<T extends TemplateUpload>(uploads: readonly T[], asOf: Date): T[] {
  const end = asOf.getTime();
  const start = end - TEMPLATE_WINDOW_DAYS * DAY_MS;
  return uploads
    .filter((upload) => {
      const at = upload.publishedAt?.getTime();
      return at !== undefined && Number.isFinite(at) && at > start && at <= end;
    })
    .sort((a, b) => (b.publishedAt as Date).getTime() - (a.publishedAt as Date).getTime())
    .slice(0, TEMPLATE_MAX_UPLOADS);
}

/** A title's words: lower-case runs of letters, digits and apostrophes, every run of digits as '#'. */
function titleWords(title: string): string[] {
  return (
    title
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}'’]+/gu) ?? []
  ).map((word) => word.replace(/’/g, "'").replace(/\p{N}+/gu, "#"));
}

/**
 * The skeletons of a set of titles, in order: each title's words, a word kept when at least half
 * the titles have it (SKELETON_WORD_SHARE), every run of other words one SKELETON_GAP.
 * "7 Facts About Sharks You Didn't Know" among titles made the same way → "# facts about … you didn't know".
 */
export function titleSkeletons(titles: readonly string[]): string[] {
  const words = titles.map(titleWords);
  const titlesWith = new Map<string, number>();
  for (const title of words) for (const word of new Set(title)) titlesWith.set(word, (titlesWith.get(word) ?? 0) + 1);
  return words.map((title) => {
    const parts: string[] = [];
    for (const word of title) {
      const kept = meets(titlesWith.get(word) ?? 0, titles.length, SKELETON_WORD_SHARE);
      const part = kept ? word : SKELETON_GAP;
      if (part === SKELETON_GAP && parts.at(-1) === SKELETON_GAP) continue;
      parts.push(part);
    }
    return parts.join(" ");
  });
}

function alikeTitles(uploads: readonly TemplateUpload[]): TemplateSignal | null {
  const skeletons = titleSkeletons(uploads.map((upload) => upload.title));
  const counts = new Map<string, number>();
  for (const skeleton of skeletons) {
    const kept = skeleton.split(" ").filter((part) => part !== SKELETON_GAP && part !== "");
    if (kept.length >= SKELETON_MIN_WORDS) counts.set(skeleton, (counts.get(skeleton) ?? 0) + 1);
  }
  let best: [string, number] | null = null;
  for (const entry of counts) if (!best || entry[1] > best[1]) best = entry;
  if (!best || !meets(best[1], uploads.length, ALIKE_TITLES_SHARE)) return null;
  return { id: "alike-titles", skeleton: best[0], matching: best[1], titles: uploads.length };
}

function alikeDurations(uploads: readonly TemplateUpload[]): TemplateSignal | null {
  const lengths = uploads
    .map((upload) => upload.durationSeconds)
    .filter((seconds): seconds is number => seconds !== null && seconds > SHORTS_MAX_SECONDS);
  if (lengths.length < DURATION_MIN_UPLOADS) return null;
  const middle = median(lengths) as number;
  const within = lengths.filter((seconds) => Math.abs(seconds - middle) <= middle / DURATION_BAND_DIVISOR).length;
  if (!meets(within, lengths.length, ALIKE_DURATIONS_SHARE)) return null;
  return { id: "alike-durations", medianSeconds: Math.round(middle), within, longUploads: lengths.length };
}

/** The day `months` calendar months before `date` (UTC). */
function monthsBefore(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  result.setUTCMonth(result.getUTCMonth() - months);
  return result;
}

/**
 * Uploads a week: the recent uploads ÷ the weeks from the oldest of them to the reading (at
 * least one week, so a burst of uploads in a day is not multiplied up).
 */
function uploadsAWeek(uploads: number, days: number): number {
  return uploads / Math.max(1, days / 7);
}

function youngChannelPace(input: TemplateRiskInput, uploads: readonly TemplateUpload[]): TemplateSignal | null {
  if (!input.startDate || !/^\d{4}-\d{2}-\d{2}$/.test(input.startDate)) return null;
  const started = new Date(`${input.startDate}T00:00:00.000Z`);
  if (started.getTime() <= monthsBefore(input.asOf, YOUNG_CHANNEL_MONTHS).getTime()) return null;
  const oldest = uploads.at(-1)?.publishedAt as Date;
  const days = Math.max(1, Math.ceil((input.asOf.getTime() - oldest.getTime()) / DAY_MS));
  if (uploadsAWeek(uploads.length, days) < YOUNG_CHANNEL_UPLOADS_A_WEEK) return null;
  return { id: "young-channel-pace", uploads: uploads.length, days, startDate: input.startDate };
}

function reusedClipFormat(typeId: string | null): TemplateSignal | null {
  return typeId && REUSED_CONTENT_TYPE_IDS.includes(typeId) ? { id: "reused-clip-format", typeId } : null;
}

/** The reading of a channel's recent uploads; null with fewer than TEMPLATE_MIN_UPLOADS of them. */
export function readTemplateSignals(input: TemplateRiskInput): TemplateReading | null {
  const uploads = recentUploads(input.uploads, input.asOf);
  if (uploads.length < TEMPLATE_MIN_UPLOADS) return null;
  const signals = [
    alikeTitles(uploads),
    alikeDurations(uploads),
    youngChannelPace(input, uploads),
    reusedClipFormat(input.typeId),
  ];
  return { uploads: uploads.length, signals: signals.filter((signal) => signal !== null) };
}

/** The stated rule: two signals or more. */
export function looksTemplated(signals: readonly { id: TemplateSignalId }[]): boolean {
  return signals.length >= TEMPLATED_MIN_SIGNALS;
}

const TEMPLATE_RISK_METHOD = "Method: /how-it-works#template-risk";
const computed = (what: string) => `Computed from YouTube data: ${what}. ${TEMPLATE_RISK_METHOD}`;

/** A signal as a page shows it: a label, the evidence in words, and the policy text it relates to. */
const templateSignalViewSchema = z.object({
  id: z.enum(TEMPLATE_SIGNAL_IDS),
  label: z.string(),
  evidence: z.string().describe("What the channel's recent uploads show, in words (counts, never a percentage)"),
  policyRule: z.enum(["inauthentic", "reused"]).describe("The YouTube rule the signal relates to"),
  policy: z.string().describe("The rule's text, as the policy map (/how-it-works#policy-risk) words it"),
});
export type TemplateSignalView = z.infer<typeof templateSignalViewSchema>;

const readAtSchema = z.string().describe("The as-of date of the uploads read (the channel's last sync; ISO timestamp)");
const windowDaysSchema = z.number().describe(computed("how many days back the recent uploads go"));

/** What the channel page and the API show: not read yet, too few uploads to read, or the reading. */
export const templateRiskSchema = z
  .discriminatedUnion("state", [
    z.object({ state: z.literal("not-read") }),
    z.object({
      state: z.literal("too-few-uploads"),
      readAt: readAtSchema,
      minimumUploads: z.number().describe(computed("the recent uploads a reading needs")),
      windowDays: windowDaysSchema,
    }),
    z.object({
      state: z.literal("read"),
      readAt: readAtSchema,
      uploads: z.number().describe(computed("recent uploads read")),
      windowDays: windowDaysSchema,
      looksTemplated: z.boolean().describe(`True with ${TEMPLATED_MIN_SIGNALS} signals or more`),
      signals: z.array(templateSignalViewSchema),
    }),
  ])
  .describe(
    `Template risk read from the channel's own recent uploads (alike titles, near-identical lengths, a young channel's pace, a reused-clip format), each signal beside the YouTube rule it relates to; observations, never a probability of demonetization. ${TEMPLATE_RISK_METHOD}`,
  );
export type TemplateRisk = z.infer<typeof templateRiskSchema>;

function minutesAndSeconds(seconds: number): string {
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

function typeLabel(typeId: string): string {
  return CHANNEL_TYPE_CATALOGUE.find((entry) => entry.id === typeId)?.label ?? typeId;
}

/** The evidence of one signal, in words. */
function templateSignalEvidence(signal: TemplateSignal): string {
  switch (signal.id) {
    case "alike-titles":
      return `${signal.matching} of ${signal.titles} recent titles follow "${signal.skeleton}"`;
    case "alike-durations": {
      const band = signal.medianSeconds / DURATION_BAND_DIVISOR;
      return `${signal.within} of ${signal.longUploads} recent long-form uploads run ${minutesAndSeconds(signal.medianSeconds - band)}–${minutesAndSeconds(signal.medianSeconds + band)}, within 1/${DURATION_BAND_DIVISOR} of their median length of ${minutesAndSeconds(signal.medianSeconds)}`;
    }
    case "young-channel-pace": {
      const perWeek = Math.round(uploadsAWeek(signal.uploads, signal.days) * 10) / 10;
      return `${signal.uploads} uploads in ${signal.days} days (${perWeek} a week) on a channel started ${signal.startDate}, under ${YOUNG_CHANNEL_MONTHS} months before`;
    }
    case "reused-clip-format":
      return `Its format, ${typeLabel(signal.typeId)}, is built from other people's clips or recordings`;
  }
}

export function templateSignalView(signal: TemplateSignal): TemplateSignalView {
  const policy = POLICY[signal.id];
  return {
    id: signal.id,
    label: LABELS[signal.id],
    evidence: templateSignalEvidence(signal),
    policyRule: policy.rule,
    policy: `${POLICY_RULES[policy.rule]}. ${policy.detail}`,
  };
}

/** `stored` as read from the row (unknown JSON: anything unexpected reads as not read yet), `readAt` its date. */
export function templateRiskOf(stored: unknown, readAt: Date | null): TemplateRisk {
  if (!readAt) return { state: "not-read" };
  const at = readAt.toISOString();
  if (stored === null || stored === undefined)
    return { state: "too-few-uploads", readAt: at, minimumUploads: TEMPLATE_MIN_UPLOADS, windowDays: TEMPLATE_WINDOW_DAYS };
  const reading = parseReading(stored);
  if (!reading) return { state: "not-read" };
  return {
    state: "read",
    readAt: at,
    uploads: reading.uploads,
    windowDays: TEMPLATE_WINDOW_DAYS,
    looksTemplated: looksTemplated(reading.signals),
    signals: reading.signals.map(templateSignalView),
  };
}

function parseReading(value: unknown): TemplateReading | null {
  const reading = (typeof value === "string" ? JSON.parse(value) : value) as Partial<TemplateReading> | null;
  if (!reading || typeof reading.uploads !== "number" || !Array.isArray(reading.signals)) return null;
  const signals = reading.signals.filter(
    (signal): signal is TemplateSignal =>
      typeof signal === "object" && signal !== null && (TEMPLATE_SIGNAL_IDS as readonly string[]).includes(signal.id),
  );
  return { uploads: reading.uploads, signals };
}

/** True when the channel had an outlier (score ≥ OUTLIER_THRESHOLD) published in the BREAKOUT_WINDOW_DAYS before `asOf`. */
export function isBreakoutChannel(
  videos: readonly { outlierScore: number | null; publishedAt: Date | null }[],
  asOf: Date,
): boolean {
  const start = asOf.getTime() - BREAKOUT_WINDOW_DAYS * DAY_MS;
  return videos.some((video) => {
    const at = video.publishedAt?.getTime();
    return (
      video.outlierScore !== null &&
      video.outlierScore >= OUTLIER_THRESHOLD &&
      at !== undefined &&
      at > start &&
      at <= asOf.getTime()
    );
  });
}

/** A niche's breakout channels that look templated: a share with its counts, or not enough data. */
export type TemplatedBreakoutShare =
  | { kind: "not-enough-data"; breakoutChannels: number; minimum: number; words: string }
  | { kind: "share"; breakoutChannels: number; templated: number; share: number; words: string };

/**
 * Of a niche's breakout channels, the share that look templated: `read` is how many had their
 * uploads read (a channel not read yet, or with too few uploads, counts in neither number),
 * `templated` how many of those look templated. Under MIN_BREAKOUT_CHANNELS read there is not
 * enough data.
 */
export function templatedBreakoutShare({ read, templated }: { read: number; templated: number }): TemplatedBreakoutShare {
  if (read < MIN_BREAKOUT_CHANNELS)
    return {
      kind: "not-enough-data",
      breakoutChannels: read,
      minimum: MIN_BREAKOUT_CHANNELS,
      words: `Not enough data: ${read} breakout ${read === 1 ? "channel" : "channels"} read, ${MIN_BREAKOUT_CHANNELS} needed`,
    };
  return {
    kind: "share",
    breakoutChannels: read,
    templated,
    share: templated / read,
    words: `${templated} of ${read} breakout channels look templated`,
  };
}

/** The method as /how-it-works states it, built from the constants above (the loader sends it, so it stays on the server). */
export function templateRiskMethod() {
  const exampleTitles = [
    "7 Facts About Sharks You Didn't Know",
    "12 Facts About the Moon You Didn't Know",
    "5 Facts About Volcanoes You Didn't Know",
  ];
  return {
    window: `The newest ${TEMPLATE_MAX_UPLOADS} uploads published in the ${TEMPLATE_WINDOW_DAYS} days before the channel's last sync. With fewer than ${TEMPLATE_MIN_UPLOADS} there is no reading: "too few recent uploads to read", never "no signals".`,
    signals: [
      {
        label: LABELS["alike-titles"],
        rule: `Each title is lower-cased and every number becomes "#"; a word stays when at least ${SKELETON_WORD_SHARE.atLeast} in ${SKELETON_WORD_SHARE.outOf} of the recent titles have it, and each run of other words becomes "${SKELETON_GAP}". Flagged when at least ${ALIKE_TITLES_SHARE.atLeast} in ${ALIKE_TITLES_SHARE.outOf} of the titles share one skeleton that keeps ${SKELETON_MIN_WORDS} words or more (so "Episode 12: …" is a naming habit, not a template).`,
        policy: POLICY_RULES[POLICY["alike-titles"].rule],
      },
      {
        label: LABELS["alike-durations"],
        rule: `Flagged when at least ${ALIKE_DURATIONS_SHARE.atLeast} in ${ALIKE_DURATIONS_SHARE.outOf} of the recent long-form uploads (longer than ${SHORTS_MAX_SECONDS} seconds, ${DURATION_MIN_UPLOADS} or more of them) run within 1/${DURATION_BAND_DIVISOR} of their median length. Shorts are left out: they are all short.`,
        policy: POLICY_RULES[POLICY["alike-durations"].rule],
      },
      {
        label: LABELS["young-channel-pace"],
        rule: `Flagged at ${YOUNG_CHANNEL_UPLOADS_A_WEEK} or more uploads a week (the recent uploads ÷ the weeks since the oldest of them, at least one week) on a channel started under ${YOUNG_CHANNEL_MONTHS} months before.`,
        policy: POLICY_RULES[POLICY["young-channel-pace"].rule],
      },
      {
        label: LABELS["reused-clip-format"],
        rule: `Flagged when the channel's type is one whose policy signal is high under the reused-content rule: ${REUSED_CONTENT_TYPE_IDS.map(typeLabel).join(", ")}.`,
        policy: POLICY_RULES[POLICY["reused-clip-format"].rule],
      },
    ],
    looksTemplated: `A channel looks templated with ${TEMPLATED_MIN_SIGNALS} signals or more. The signals are observations with their evidence, never a probability of demonetization: YouTube reviews each channel as a whole.`,
    niche: `For a niche, its breakout channels are those with an outlier (×${OUTLIER_THRESHOLD} or more) published in the last ${BREAKOUT_WINDOW_DAYS} days; the share of them that look templated counts only channels whose uploads were read, and says "not enough data" under ${MIN_BREAKOUT_CHANNELS} of them.`,
    example: { titles: exampleTitles, skeleton: titleSkeletons(exampleTitles)[0] ?? "" },
  };
}
export type TemplateRiskMethodText = ReturnType<typeof templateRiskMethod>;
