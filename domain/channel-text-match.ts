/**
 * Phrase matching over a channel's public text (what channels.list returns plus the titles of
 * its recent uploads). Shared by the format classifier, the faceless assessment and the niche
 * suggestion so that all three read the text the same way and report evidence in one shape.
 */

/** A channel's text, as the API or the admin form gives it. Every part may be missing. */
export interface ChannelText {
  title?: string | null;
  description?: string | null;
  /** brandingSettings.channel.keywords: a list, or YouTube's one string with quoted phrases. */
  keywords?: readonly string[] | string | null;
  recentTitles?: readonly string[] | null;
}

type ChannelTextField = "title" | "keywords" | "description" | "recentTitles";

const CHANNEL_TEXT_FIELD_LABELS: Record<ChannelTextField, string> = {
  title: "title",
  keywords: "keywords",
  description: "description",
  recentTitles: "recent video titles",
};

/** One phrase found in one field. For recent titles, `count` is how many titles hold it. */
export interface TextEvidence {
  phrase: string;
  field: ChannelTextField;
  count: number;
  /** What this finding added to (or, when negative, took from) the score. */
  weight: number;
}

/** Long descriptions are cut: the opening says what a channel is; link lists and sponsor blurbs follow. */
const MAX_FIELD_CHARS = 5_000;
const MAX_RECENT_TITLES = 50;
const MAX_KEYWORDS = 100;

/** The text of one channel, normalised once and ready for many phrases. */
export interface PreparedChannelText {
  title: string;
  keywords: string;
  description: string;
  recentTitles: readonly string[];
}

/**
 * Lower case, accents off, every run of characters other than letters and digits to one space,
 * padded with spaces so a phrase matches on word boundaries by looking for " phrase ".
 */
export function normaliseText(text: string): string {
  const plain = text
    .slice(0, MAX_FIELD_CHARS)
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  return plain === "" ? "" : ` ${plain} `;
}

/** YouTube keeps keywords as one string: words separated by spaces, phrases in double quotes. */
export function splitKeywordString(keywords: string): string[] {
  const out: string[] = [];
  for (const match of keywords.matchAll(/"([^"]*)"|(\S+)/g)) {
    const value = (match[1] ?? match[2] ?? "").trim();
    if (value !== "") out.push(value);
  }
  return out;
}

export function prepareChannelText(text: ChannelText): PreparedChannelText {
  const keywordList = typeof text.keywords === "string" ? splitKeywordString(text.keywords) : (text.keywords ?? []);
  return {
    title: normaliseText(text.title ?? ""),
    // " | " keeps two keywords from forming a phrase neither holds.
    keywords: keywordList
      .slice(0, MAX_KEYWORDS)
      .map((keyword) => normaliseText(String(keyword)))
      .filter((keyword) => keyword !== "")
      .join("|"),
    description: normaliseText(text.description ?? ""),
    recentTitles: (text.recentTitles ?? [])
      .slice(0, MAX_RECENT_TITLES)
      .map((title) => normaliseText(String(title)))
      .filter((title) => title !== ""),
  };
}

const phrasePatternCache = new Map<string, RegExp>();

/**
 * A phrase is words separated by spaces; a word ending in "*" matches any ending
 * ("react*" matches react, reacts, reaction) and "#" matches any number.
 */
function phrasePattern(phrase: string): RegExp {
  const cached = phrasePatternCache.get(phrase);
  if (cached) return cached;
  const words = normaliseText(phrase.replace(/\*/g, "STARMARK").replace(/#/g, "NUMMARK"))
    .trim()
    .split(" ")
    .filter((word) => word !== "");
  const body = words
    .map((word) => word.replace(/starmark/g, "\\p{L}*").replace(/nummark/g, "\\p{N}+"))
    .join(" ");
  const pattern = new RegExp(`(?:^| |\\|)${body}(?= |\\||$)`, "u");
  phrasePatternCache.set(phrase, pattern);
  return pattern;
}

/** A phrase right after one of these is negated ("no voiceover", "without a face cam"). */
const NEGATIONS = new Set(["no", "not", "without", "never", "zero", "non"]);

function negated(normalised: string, index: number): boolean {
  const before = normalised.slice(Math.max(0, index - 12), index).trim().split(/[ |]/);
  return NEGATIONS.has(before[before.length - 1] ?? "");
}

/** The words a phrase matched in a text ("reacts" for "react*"), or null. Negated mentions do not count. */
export function matchPhrase(normalised: string, phrase: string): string | null {
  if (normalised === "") return null;
  const pattern = phrasePattern(phrase);
  let from = 0;
  while (from < normalised.length) {
    const match = pattern.exec(normalised.slice(from));
    if (!match) return null;
    const words = match[0].replace(/^[ |]/, "");
    const start = from + match.index + match[0].length - words.length;
    if (!negated(normalised, start)) return words;
    // The match ends at a space, a "|" or the end, so the next search starts on a word boundary.
    from = start + words.length;
  }
  return null;
}

export interface PhraseFinding {
  field: ChannelTextField;
  /** 1, or for recent titles how many of them hold the phrase. */
  count: number;
  /** The words as they matched, e.g. "reacting" for "react*". */
  matched: string;
}

/** Where a phrase occurs: the fields holding it, and for recent titles how many. */
export function findPhrase(text: PreparedChannelText, phrase: string): PhraseFinding[] {
  const found: PhraseFinding[] = [];
  for (const field of ["title", "keywords", "description"] as const) {
    const matched = matchPhrase(text[field], phrase);
    if (matched !== null) found.push({ field, count: 1, matched });
  }
  let count = 0;
  let first: string | null = null;
  for (const title of text.recentTitles) {
    const matched = matchPhrase(title, phrase);
    if (matched === null) continue;
    count += 1;
    first ??= matched;
  }
  if (first !== null) found.push({ field: "recentTitles", count, matched: first });
  return found;
}

/**
 * "“reaction” in the title, “reacts” in 3 recent video titles". A finding inside a longer one of
 * the same field ("sounds" within "rain sounds") is left out: it says nothing new to a reader.
 */
export function describeEvidence(evidence: readonly TextEvidence[], limit = 4): string {
  const shown = evidence.filter(
    (item, index) =>
      !evidence.some(
        (other, otherIndex) =>
          otherIndex !== index &&
          other.field === item.field &&
          other.count >= item.count &&
          other.phrase !== item.phrase &&
          ` ${other.phrase} `.includes(` ${item.phrase} `),
      ),
  );
  return shown
    .slice(0, limit)
    .map((item) => {
      const where =
        item.field === "recentTitles"
          ? `${item.count} recent video title${item.count === 1 ? "" : "s"}`
          : `the ${CHANNEL_TEXT_FIELD_LABELS[item.field]}`;
      return `“${item.phrase}” in ${where}`;
    })
    .join(", ");
}

/** A phrase and how strongly it points at a conclusion (1 hints, 3 and up nearly decides). */
export type WeightedPhrase = readonly [phrase: string, weight: number];

/**
 * How much a finding counts by where it is. The title and keywords are what the channel says it
 * is; the description wanders (links, sponsors, other shows). Recent titles count per matching
 * title, so one odd upload does not outweigh a channel's steady pattern, up to a cap so a long
 * list does not drown the rest.
 */
const FIELD_WEIGHTS: Record<ChannelTextField, number> = { title: 3, keywords: 2, description: 1, recentTitles: 1 };
const MAX_COUNTED_RECENT_TITLES = 4;

function findingWeight(finding: PhraseFinding, phraseWeight: number): number {
  const times = finding.field === "recentTitles" ? Math.min(finding.count, MAX_COUNTED_RECENT_TITLES) : 1;
  return phraseWeight * FIELD_WEIGHTS[finding.field] * times;
}

/** The summed weight of every phrase found, and the findings, strongest first. */
export function scorePhrases(text: PreparedChannelText, phrases: readonly WeightedPhrase[]): { score: number; evidence: TextEvidence[] } {
  const evidence: TextEvidence[] = [];
  let score = 0;
  for (const [phrase, phraseWeight] of phrases) {
    for (const finding of findPhrase(text, phrase)) {
      const weight = findingWeight(finding, phraseWeight);
      score += weight;
      evidence.push({ phrase: finding.matched, field: finding.field, count: finding.count, weight });
    }
  }
  evidence.sort((a, b) => b.weight - a.weight);
  return { score, evidence };
}
