// Reads a channel's public uploads feed (https://www.youtube.com/feeds/videos.xml?channel_id=…):
// Atom, the 15 newest uploads, free of quota (FACTS: "the usual way to learn which channels have
// new uploads"). No XML library is a dependency and the feed's shape is small and fixed, so this
// reads only what the refresh needs — each entry's video id, title, dates and view count — and
// rejects anything that is not an Atom feed. Text may be escaped (&amp;, &#39;…) or in CDATA.
// YouTube answers these feeds with a 404 or 500 now and then; the caller treats that as "unknown".
import { decodeXmlEntities } from "#domain/html-entities";

interface UploadsFeedEntry {
  videoId: string;
  title: string;
  publishedAt: Date;
  /** Null when the entry has no parsable <updated>. */
  updatedAt: Date | null;
  /** media:statistics views; null when absent. */
  views: number | null;
}

export interface UploadsFeed {
  /** The feed header's yt:channelId as written (since late 2023 without the "UC"; the entries keep it), or null. */
  channelId: string | null;
  title: string;
  /** Newest first, as YouTube lists them. */
  entries: UploadsFeedEntry[];
}

export type UploadsFeedResult = { ok: true; feed: UploadsFeed } | { ok: false; message: string };

/** An element's text: references decoded outside CDATA sections, CDATA taken as written. */
export function decodeXmlText(text: string): string {
  // split() with a capture group puts each CDATA's content at the odd indexes.
  return text
    .split(/<!\[CDATA\[([\s\S]*?)\]\]>/)
    .map((part, index) => (index % 2 === 1 ? part : decodeXmlEntities(part)))
    .join("");
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// Each pattern built once: a refresh reads hundreds of thousands of feeds a day.
const elementPatterns = new Map<string, RegExp>();
const attributePatterns = new Map<string, RegExp>();

function cached(cache: Map<string, RegExp>, key: string, source: () => string): RegExp {
  let pattern = cache.get(key);
  if (!pattern) cache.set(key, (pattern = new RegExp(source())));
  return pattern;
}

/** The text of the first <tag> element in `xml` (not nested ones of the same name), or null. */
function elementText(xml: string, tag: string): string | null {
  const name = escapeRegExp(tag);
  const match = cached(elementPatterns, tag, () => `<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`).exec(xml);
  return match ? decodeXmlText(match[1]!).trim() : null;
}

function attribute(xml: string, tag: string, name: string): string | null {
  const element = cached(elementPatterns, `${tag} attributes`, () => `<${escapeRegExp(tag)}\\s([^>]*?)/?>`).exec(xml);
  if (!element) return null;
  const value = cached(attributePatterns, name, () => `(?:^|\\s)${escapeRegExp(name)}\\s*=\\s*("([^"]*)"|'([^']*)')`).exec(
    element[1]!,
  );
  return value ? decodeXmlText(value[2] ?? value[3] ?? "") : null;
}

function date(value: string | null): Date | null {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

const VIDEO_ID = /^[\w-]{1,64}$/;

/** The feed's entries, newest first; entries without a video id or a publish date are left out. */
export function parseUploadsFeed(xml: string): UploadsFeedResult {
  // Comments could hide or fake elements; they carry nothing we read.
  const text = xml.replace(/<!--[\s\S]*?-->/g, "");
  if (!/<feed[\s>]/.test(text) || !/<\/feed>/.test(text)) return { ok: false, message: "Not an Atom feed (no <feed> element)." };
  const head = text.slice(0, text.search(/<entry[\s>]/) === -1 ? undefined : text.search(/<entry[\s>]/));
  const entries: UploadsFeedEntry[] = [];
  for (const match of text.matchAll(/<entry(?:\s[^>]*)?>([\s\S]*?)<\/entry>/g)) {
    const body = match[1]!;
    const videoId = elementText(body, "yt:videoId");
    const publishedAt = date(elementText(body, "published"));
    if (!videoId || !VIDEO_ID.test(videoId) || !publishedAt) continue;
    const views = attribute(body, "media:statistics", "views");
    const count = views !== null && /^\d+$/.test(views) ? Number(views) : null;
    entries.push({
      videoId,
      title: elementText(body, "title") ?? "",
      publishedAt,
      updatedAt: date(elementText(body, "updated")),
      views: count,
    });
  }
  const channelId = elementText(head, "yt:channelId");
  return { ok: true, feed: { channelId: channelId || null, title: elementText(head, "title") ?? "", entries } };
}
