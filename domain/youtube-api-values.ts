// YouTube Data API values into ours: counts as decimal strings, keywords as one quoted string, topics as Wikipedia URLs.

export function parseYoutubeCount(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return null;
  const count = Number(text);
  return Number.isSafeInteger(count) ? count : null;
}

/** Duplicates (ignoring case) dropped, order kept. */
export function parseYoutubeKeywords(value: string | null | undefined): string[] {
  if (!value) return [];
  const keywords: string[] = [];
  const seen = new Set<string>();
  for (const match of value.matchAll(/"([^"]*)"|(\S+)/g)) {
    const keyword = (match[1] ?? match[2] ?? "")
      .replace(/\s+/g, " ")
      .replace(/^"+|"+$/g, "")
      .trim();
    const key = keyword.toLowerCase();
    if (keyword && !seen.has(key)) {
      seen.add(key);
      keywords.push(keyword);
    }
  }
  return keywords;
}

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

export function youtubeVideoUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}
