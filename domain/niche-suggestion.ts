/** Suggests a channel's niche (niches passed in, so the rule stays pure) and country (unknown rather than a guess). */
import {
  type ChannelText,
  type TextEvidence,
  type WeightedPhrase,
  prepareChannelText,
  scorePhrases,
} from "#domain/channel-text-match";
import { COUNTRY_CODES, type CountryCode, OTHER_COUNTRY } from "#domain/countries";

export interface NicheForSuggestion {
  id: string;
  name: string;
  keywords?: readonly string[] | null;
}

export interface NicheSuggestion {
  nicheId: string;
  name: string;
  score: number;
  /** 0–1 on the format classifier's scale and bands (domain/channel-format-classifier.ts). */
  confidence: number;
  evidence: TextEvidence[];
  runnerUp: { nicheId: string; name: string; score: number } | null;
}

/** One keyword in the title, or two in the description: less is a coincidence. */
const MIN_NICHE_SCORE = 2;

/**
 * Niche scores run smaller than format scores (weights 1–3), so the scale is 6, not 12: a niche's
 * name word alone in the title (4.5) is about 0.5, two keywords in the description (2) about 0.3.
 */
const NICHE_SCORE_SCALE = 6;

/** As the format's: the amount of evidence times the lead over the runner-up. */
function nicheConfidence(best: number, second: number): number {
  const strength = 1 - Math.exp(-best / NICHE_SCORE_SCALE);
  const lead = (best - Math.max(0, second)) / best;
  return Math.round(strength * (0.4 + 0.6 * lead) * 100) / 100;
}

const NAME_WEIGHT = 3;
const NAME_WORD_WEIGHT = 1.5;
const KEYWORD_WEIGHT = 1;
const NAME_STOP_WORDS = new Set([
  "and",
  "the",
  "of",
  "for",
  "a",
  "an",
  "to",
  "in",
  "on",
  "with",
  "style",
  "only",
  "explained",
  "analysis",
]);

function words(value: string): string[] {
  return value
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2 && !NAME_STOP_WORDS.has(word));
}

/** Words of four letters or more also match other endings ("planets" for "planet"). */
function stem(word: string): string {
  return word.length >= 4 ? `${word}*` : word;
}

/** A word several niches share ("explained") says less, so its weight is divided among them. */
function nichePhrases(niches: readonly NicheForSuggestion[]): Map<string, WeightedPhrase[]> {
  const perNiche = niches.map((niche) => {
    const phrases = new Map<string, number>();
    const name = niche.name.trim();
    if (words(name).length > 1) phrases.set(name, NAME_WEIGHT);
    for (const word of words(name)) phrases.set(stem(word), Math.max(phrases.get(stem(word)) ?? 0, NAME_WORD_WEIGHT));
    for (const keyword of niche.keywords ?? []) {
      const clean = keyword.trim().toLowerCase();
      if (clean.length < 2) continue;
      const phrase = clean.includes(" ") ? clean : stem(clean);
      phrases.set(phrase, Math.max(phrases.get(phrase) ?? 0, KEYWORD_WEIGHT));
    }
    return { id: niche.id, phrases };
  });
  const sharedBy = new Map<string, number>();
  for (const { phrases } of perNiche) for (const phrase of phrases.keys()) sharedBy.set(phrase, (sharedBy.get(phrase) ?? 0) + 1);
  return new Map(
    perNiche.map(({ id, phrases }) => [
      id,
      [...phrases].map(([phrase, weight]) => [phrase, weight / (sharedBy.get(phrase) ?? 1)] as const),
    ]),
  );
}

export function suggestNiche(text: ChannelText, niches: readonly NicheForSuggestion[]): NicheSuggestion | null {
  const prepared = prepareChannelText(text);
  const phrases = nichePhrases(niches);
  const scored = niches
    .map((niche) => ({ niche, ...scorePhrases(prepared, phrases.get(niche.id) ?? []) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.niche.name.localeCompare(b.niche.name));
  const best = scored[0];
  if (!best || best.score < MIN_NICHE_SCORE) return null;
  const second = scored[1];
  return {
    nicheId: best.niche.id,
    name: best.niche.name,
    score: Math.round(best.score * 100) / 100,
    confidence: nicheConfidence(best.score, second?.score ?? 0),
    evidence: best.evidence.slice(0, 8),
    runnerUp: second ? { nicheId: second.niche.id, name: second.niche.name, score: Math.round(second.score * 100) / 100 } : null,
  };
}

type CountrySource = "youtube" | "language" | "script";

export interface CountrySuggestion {
  country: CountryCode | null;
  source: CountrySource | null;
  evidence: string | null;
}

const UNKNOWN_COUNTRY: CountrySuggestion = { country: null, source: null, evidence: null };

function listedCountry(code: string): CountryCode | null {
  const upper = code.toUpperCase();
  return upper !== OTHER_COUNTRY.toUpperCase() && (COUNTRY_CODES as readonly string[]).includes(upper)
    ? (upper as CountryCode)
    : null;
}

/** English, Spanish, Portuguese, French, German, Arabic and Chinese are left out: too many countries to guess one. */
const SINGLE_COUNTRY_LANGUAGES: Readonly<Record<string, CountryCode>> = {
  ja: "JP",
  ko: "KR",
  it: "IT",
  pl: "PL",
  sv: "SE",
  nb: "NO",
  no: "NO",
  nn: "NO",
  da: "DK",
  fi: "FI",
  th: "TH",
  id: "ID",
  tr: "TR",
  el: "GR",
  he: "IL",
  iw: "IL",
};

const SINGLE_COUNTRY_SCRIPTS: readonly { pattern: RegExp; country: CountryCode; name: string }[] = [
  { pattern: /[\p{Script=Hiragana}\p{Script=Katakana}]/gu, country: "JP", name: "Japanese kana" },
  { pattern: /\p{Script=Hangul}/gu, country: "KR", name: "Korean Hangul" },
  { pattern: /\p{Script=Thai}/gu, country: "TH", name: "Thai script" },
  { pattern: /\p{Script=Greek}/gu, country: "GR", name: "Greek script" },
  { pattern: /\p{Script=Hebrew}/gu, country: "IL", name: "Hebrew script" },
];

const SCRIPT_SHARE = 0.3;
const MIN_LETTERS = 8;

/** A declared snippet.country always wins (outside the list: "Other"); else a single-country language or script hints. */
export function suggestCountry(input: {
  country?: string | null;
  defaultLanguage?: string | null;
  text?: ChannelText | null;
}): CountrySuggestion {
  const declared = input.country?.trim() ?? "";
  if (/^[A-Za-z]{2}$/.test(declared)) {
    return {
      country: listedCountry(declared) ?? OTHER_COUNTRY,
      source: "youtube",
      evidence: `YouTube country: ${declared.toUpperCase()}`,
    };
  }

  const language = input.defaultLanguage?.trim() ?? "";
  const [primary, ...subtags] = language.split(/[-_]/);
  const region = subtags.find((part) => /^[A-Za-z]{2}$/.test(part));
  const fromLanguage = (region ? listedCountry(region) : null) ?? SINGLE_COUNTRY_LANGUAGES[(primary ?? "").toLowerCase()] ?? null;
  if (fromLanguage) return { country: fromLanguage, source: "language", evidence: `default language: ${language}` };

  const sample = `${input.text?.title ?? ""} ${input.text?.description ?? ""}`.slice(0, 5_000);
  const letters = sample.match(/\p{L}/gu)?.length ?? 0;
  if (letters < MIN_LETTERS) return UNKNOWN_COUNTRY;
  for (const script of SINGLE_COUNTRY_SCRIPTS) {
    const count = sample.match(script.pattern)?.length ?? 0;
    if (count / letters >= SCRIPT_SHARE)
      return { country: script.country, source: "script", evidence: `written in ${script.name}` };
  }
  return UNKNOWN_COUNTRY;
}
