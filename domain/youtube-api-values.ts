// Values as the YouTube Data API writes them, turned into ours: counts come as decimal strings,
// channel keywords as one space-separated string with quoted phrases, topics as Wikipedia URLs.

/** A count string ("12345") as a number; null when absent or not a whole non-negative number. */
export function parseYoutubeCount(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return null;
  const count = Number(text);
  return Number.isSafeInteger(count) ? count : null;
}

/**
 * brandingSettings.channel.keywords: words separated by spaces, phrases in double quotes
 * (`tech "consumer electronics" reviews`). Duplicates (ignoring case) are dropped, order kept.
 */
export function parseYoutubeKeywords(value: string | null | undefined): string[] {
  if (!value) return [];
  const keywords: string[] = [];
  const seen = new Set<string>();
  for (const match of value.matchAll(/"([^"]*)"|(\S+)/g)) {
    const keyword = (match[1] ?? match[2] ?? "").replace(/\s+/g, " ").replace(/^"+|"+$/g, "").trim();
    const key = keyword.toLowerCase();
    if (keyword && !seen.has(key)) {
      seen.add(key);
      keywords.push(keyword);
    }
  }
  return keywords;
}

/** topicDetails.topicCategories hold Wikipedia URLs; ".../wiki/Video_game_culture" → "Video game culture". */
export function topicNameFromUrl(url: string): string | null {
  const match = /\/wiki\/([^/?#]+)/.exec(url);
  if (!match) return null;
  let title: string;
  try {
    title = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  return title.replace(/_/g, " ").trim() || null;
}

/** A video's watch page. */
export function youtubeVideoUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

