// Phrase matching shared by the format classifier, the faceless assessment and the niche suggestion, so all
// three read a channel's text the same way and report evidence in one shape.

export interface ChannelText {
  title?: string | null;
  description?: string | null;
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

export interface TextEvidence {
  phrase: string;
  field: ChannelTextField;
  count: number;
  weight: number;
}

const MAX_FIELD_CHARS = 5_000;
const MAX_RECENT_TITLES = 50;
const MAX_KEYWORDS = 100;

export interface PreparedChannelText {
  title: string;
  keywords: string;
  description: string;
  recentTitles: readonly string[];
}

/** Padded with spaces so a phrase matches on word boundaries by looking for " phrase ". */
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

/** Words separated by spaces; "*" ends match any ending ("react*": reacts, reaction) and "#" any number. */
function phrasePattern(phrase: string): RegExp {
  const cached = phrasePatternCache.get(phrase);
  if (cached) return cached;
  const words = normaliseText(phrase.replace(/\*/g, "STARMARK").replace(/#/g, "NUMMARK"))
    .trim()
    .split(" ")
    .filter((word) => word !== "");
  const body = words.map((word) => word.replace(/starmark/g, "\\p{L}*").replace(/nummark/g, "\\p{N}+")).join(" ");
  const pattern = new RegExp(`(?:^| |\\|)${body}(?= |\\||$)`, "u");
  phrasePatternCache.set(phrase, pattern);
  return pattern;
}

/** A phrase right after one of these is negated ("no voiceover", "without a face cam"). */
const NEGATIONS = new Set(["no", "not", "without", "never", "zero", "non"]);

function negated(normalised: string, index: number): boolean {
  const before = normalised
    .slice(Math.max(0, index - 12), index)
    .trim()
    .split(/[ |]/);
  return NEGATIONS.has(before[before.length - 1] ?? "");
}

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
    from = start + words.length;
  }
  return null;
}

export interface PhraseFinding {
  field: ChannelTextField;
  count: number;
  matched: string;
}

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

/** Leaves out a finding inside a longer one of the same field ("sounds" in "rain sounds"). */
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

export type WeightedPhrase = readonly [phrase: string, weight: number];

/** Title and keywords are what the channel says it is; the description wanders. Recent titles count per title, capped. */
const FIELD_WEIGHTS: Record<ChannelTextField, number> = { title: 3, keywords: 2, description: 1, recentTitles: 1 };
const MAX_COUNTED_RECENT_TITLES = 4;

function findingWeight(finding: PhraseFinding, phraseWeight: number): number {
  const times = finding.field === "recentTitles" ? Math.min(finding.count, MAX_COUNTED_RECENT_TITLES) : 1;
  return phraseWeight * FIELD_WEIGHTS[finding.field] * times;
}

export function scorePhrases(
  text: PreparedChannelText,
  phrases: readonly WeightedPhrase[],
): { score: number; evidence: TextEvidence[] } {
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
