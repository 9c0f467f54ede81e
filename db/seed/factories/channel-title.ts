// Channel names that read like real faceless channels ("Cash Flow Chronicles",
// "Midnight Archives"), built from a niche's keywords.
import type { Faker } from "@faker-js/faker";

const MOODS = [
  "Midnight",
  "Golden",
  "Silent",
  "Hidden",
  "Curious",
  "Quiet",
  "Epic",
  "Lost",
  "Simple",
  "Smart",
  "Urban",
  "Wild",
  "Infinite",
  "Tiny",
  "Bright",
  "Late Night",
  "Pocket",
  "Deep",
  "Daily",
  "Modern",
  "Secret",
  "Rapid",
  "Clever",
  "Ancient",
  "Weekend",
  "Sunday",
  "Northern",
  "Neon",
  "Velvet",
  "Iron",
  "Crystal",
  "Cosmic",
  "Dusty",
  "Paper",
  "Blue Hour",
  "First Light",
  "Open",
  "Honest",
  "Brave",
  "Odd",
];

// Nouns that work after "The" or a keyword ("The Budget Lab", "Midnight Archives").
const NOUNS = [
  "Chronicles",
  "Archives",
  "Lab",
  "Files",
  "Vault",
  "Academy",
  "Insider",
  "Digest",
  "Stories",
  "Club",
  "Theory",
  "Journal",
  "Atlas",
  "Report",
  "Minute",
  "Mindset",
  "HQ",
  "Studio",
  "Notes",
  "Room",
  "Library",
  "Factory",
  "Compass",
  "Signal",
  "Station",
  "Diaries",
  "Breakdown",
  "Channel",
  "Network",
  "Weekly",
  "Guide",
  "Corner",
  "Playbook",
];

// Participles that only follow a keyword ("Stocks Decoded", never "The Curious Decoded").
const PARTICIPLES = ["Explained", "Decoded", "Unpacked", "Uncovered", "Simplified", "Unboxed"];

const KEYWORD_SPELLING: Record<string, string> = {
  ai: "AI",
  diy: "DIY",
  etf: "ETF",
  ceo: "CEO",
  abc: "ABC",
  defi: "DeFi",
  lofi: "Lo-Fi",
};

/**
 * Niche keywords that are real organisations, products or trademarks: fine to search by, but a
 * made-up channel must not carry them in its name ("NASA Uncovered" reads as NASA's channel). A
 * plain word of the same topic stands in, in channel and video titles.
 */
export const BRAND_STAND_INS: Readonly<Record<string, string>> = {
  nasa: "orbit",
  reddit: "forum",
  bitcoin: "coin",
  ethereum: "token",
  python: "code",
  javascript: "web dev",
  hollywood: "showbiz",
};

/** The keyword as a demo name may use it: a brand replaced by its stand-in. */
export function nameKeyword(keyword: string): string {
  return BRAND_STAND_INS[keyword.toLowerCase()] ?? keyword;
}

function titleWord(keyword: string): string {
  return nameKeyword(keyword)
    .split(" ")
    .map((word) => KEYWORD_SPELLING[word] ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** A plausible channel name from the given niche keywords (at least one). */
export function buildChannelTitle(faker: Faker, keywords: readonly string[]): string {
  const keyword = titleWord(faker.helpers.arrayElement(keywords));
  const mood = faker.helpers.arrayElement(MOODS);
  const noun = faker.helpers.arrayElement(NOUNS);
  const pattern = faker.number.int({ min: 0, max: 7 });
  switch (pattern) {
    case 0:
      return `${mood} ${noun}`;
    case 1:
      return `The ${keyword} ${noun}`;
    case 2:
      return `${mood} ${keyword}`;
    case 3:
      return `${keyword} ${faker.helpers.arrayElement(PARTICIPLES)}`;
    case 4:
      return `${faker.person.firstName()}'s ${keyword} ${noun}`;
    case 5:
      return `${keyword} in ${faker.number.int({ min: 2, max: 10 })} Minutes`;
    case 6:
      return `${mood} ${keyword} ${noun}`;
    default:
      return `${keyword} ${noun}`;
  }
}

/** A YouTube-style handle (letters and digits) derived from a title. */
export function handleFromTitle(title: string): string {
  const letters = title.normalize("NFKD").replace(/[^A-Za-z0-9]/g, "");
  return letters.slice(0, 24) || "channel";
}
