// A catalogue of any size for the fake YouTube server, computed on demand instead of held in
// memory: channel n and its uploads follow from n, a seed and a clock, so a million channels cost
// nothing until asked for, and a simulated day later they have new uploads and more views.
// Channel and video ids encode their numbers, so videos.list finds a video from its id alone.
//
// Behaviours (the shares are options): "active" channels upload about every other day, the
// "occasional" ones every month or so, "dormant" ones stopped uploading long ago. The refresh's
// tiers (domain/refresh-plan.ts) then come out of what the channels did: an occasional channel
// is hot for the week after an upload. Views of a video grow towards a peak over its first weeks.
import type { youtube_v3 } from "@googleapis/youtube";
import type { FakeYoutubeCatalogue } from "./youtube-server.ts";
import type { FakeYoutubeChannel } from "./channels.ts";

const DAY_MS = 86_400_000;

export type GeneratedBehaviour = "active" | "occasional" | "dormant";

export interface GeneratedCatalogueOptions {
  /** The simulated clock: what exists, and with how many views, is computed at now(). */
  now: () => Date;
  /** Shares of the behaviours (default: the 40/35/25 hot/quiet/dormant mix, see MIX_FOR_40_35_25). */
  mix?: Record<GeneratedBehaviour, number>;
  /** Uploads a day of each behaviour while uploading. */
  rates?: Partial<Record<GeneratedBehaviour, number>>;
  seed?: number;
}

/**
 * Shares that give about 40 % hot, 35 % quiet and 25 % dormant channels in the refresh's tiers:
 * every active channel is hot; an occasional one (an upload every 33 days) is hot about 19 % of
 * the time and dormant (90 days without one) about 7 %; a dormant one always is.
 */
const MIX_FOR_40_35_25: Record<GeneratedBehaviour, number> = { active: 0.31, occasional: 0.46, dormant: 0.23 };
const DEFAULT_RATES: Record<GeneratedBehaviour, number> = { active: 0.5, occasional: 0.03, dormant: 0.03 };

/** A float in [0, 1) from integers (a 32-bit mix, enough for spreading numbers). */
function hash01(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h = Math.imul(h ^ (part | 0), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return (h >>> 0) / 2 ** 32;
}

const pad = (value: number, width: number) => value.toString(36).padStart(width, "0");

/** "UCg" and 21 characters: a 24-character channel id, like YouTube's. */
export function generatedChannelId(n: number): string {
  return `UCg${pad(n, 21)}`;
}

function generatedChannelNumber(id: string): number | null {
  const match = /^UC[gG]([0-9a-z]{21})$/.exec(id);
  return match ? Number.parseInt(match[1]!, 36) : null;
}

/** "g", the channel in 5 base-36 characters, the upload in 4, and "x": 11 characters. */
function generatedVideoId(n: number, k: number): string {
  return `g${pad(n, 5)}${pad(k, 4)}x`;
}

function videoNumbers(id: string): { n: number; k: number } | null {
  const match = /^g([0-9a-z]{5})([0-9a-z]{4})x$/.exec(id);
  return match ? { n: Number.parseInt(match[1]!, 36), k: Number.parseInt(match[2]!, 36) } : null;
}

const iso = (at: number) => new Date(at).toISOString().replace(/\.\d{3}Z$/, "Z");

export function createGeneratedCatalogue(options: GeneratedCatalogueOptions) {
  const seed = options.seed ?? 1;
  const mix = options.mix ?? MIX_FOR_40_35_25;
  const rates = { ...DEFAULT_RATES, ...options.rates };
  // The clock's value when the catalogue was made: channel histories are laid out around it.
  const epoch = options.now().getTime();

  function behaviour(n: number): GeneratedBehaviour {
    const u = hash01(seed, n, 1);
    if (u < mix.active) return "active";
    if (u < mix.active + mix.occasional) return "occasional";
    return "dormant";
  }

  /** How channel n uploads: from `origin`, `rate` a day, until `stop` (dormant channels stopped long ago). */
  function shape(n: number) {
    const kind = behaviour(n);
    const rate = rates[kind];
    const origin = epoch - (300 + 700 * hash01(seed, n, 2)) * DAY_MS;
    const stop = kind === "dormant" ? epoch - (120 + 400 * hash01(seed, n, 3)) * DAY_MS : Number.POSITIVE_INFINITY;
    return { kind, rate, origin, stop };
  }

  /** When upload k of channel n goes public: evenly spaced at its rate, each jittered within ±40 % of a gap. */
  function uploadTime(n: number, k: number, s = shape(n)): number {
    return s.origin + ((k + 0.5 + 0.8 * (hash01(seed, n, 10 + k) - 0.5)) / s.rate) * DAY_MS;
  }

  /** The number of channel n's newest upload public at `at`, or -1 before the first. */
  function latestUpload(n: number, at: number, s = shape(n)): number {
    const until = Math.min(at, s.stop);
    if (until < s.origin) return -1;
    let k = Math.floor(((until - s.origin) / DAY_MS) * s.rate) + 1;
    while (k >= 0 && uploadTime(n, k, s) > until) k -= 1;
    return k;
  }

  function video(n: number, k: number, at: number, s = shape(n)): youtube_v3.Schema$Video {
    const published = uploadTime(n, k, s);
    const ageDays = Math.max(0, (at - published) / DAY_MS);
    // Most videos peak in the hundreds to tens of thousands; one in 40 is a hit of ten times that.
    const peak = 150 * Math.exp(5 * hash01(seed, n, k, 20)) * (hash01(seed, n, k, 21) < 0.025 ? 10 : 1);
    const views = Math.round(peak * (1 - Math.exp(-ageDays / 6)) + peak * 0.002 * ageDays);
    const shorts = hash01(seed, n, k, 22) < 0.35;
    const seconds = shorts ? 15 + Math.floor(44 * hash01(seed, n, k, 23)) : 240 + Math.floor(1500 * hash01(seed, n, k, 23));
    const id = generatedVideoId(n, k);
    return {
      kind: "youtube#video",
      etag: `etag-${id}`,
      id,
      snippet: {
        publishedAt: iso(published),
        channelId: generatedChannelId(n),
        title: `Video ${k + 1} of generated channel ${n}`,
        description: "",
        channelTitle: `Generated channel ${n}`,
        liveBroadcastContent: "none",
      },
      contentDetails: {
        duration: `PT${Math.floor(seconds / 60) ? `${Math.floor(seconds / 60)}M` : ""}${seconds % 60}S`,
        definition: "hd",
        caption: "false",
        licensedContent: false,
        dimension: "2d",
        projection: "rectangular",
      },
      statistics: {
        viewCount: String(views),
        likeCount: String(Math.round(views * 0.03)),
        favoriteCount: "0",
        commentCount: String(Math.round(views * 0.003)),
      },
    };
  }

  /** Channel n at the clock, with its `uploads` newest uploads. */
  /** Channel n's subscriber and view counts at `at` (ms), with `latest` its newest upload's number. */
  function statistics(
    n: number,
    at: number,
    s: ReturnType<typeof shape>,
    latest: number,
  ): { subscribers: number; views: number } {
    const base = 500 * Math.exp(6 * hash01(seed, n, 4));
    const days = Math.max(0, (at - s.origin) / DAY_MS);
    const growth = s.kind === "active" ? 0.003 : s.kind === "occasional" ? 0.0005 : 0.00005;
    return {
      subscribers: Math.round(base * (1 + growth * days)),
      views: Math.round(base * 60 + (latest + 1) * base * 0.8 + days * base * 0.05),
    };
  }

  function channel(n: number, uploads: number): FakeYoutubeChannel {
    const at = options.now().getTime();
    const s = shape(n);
    const latest = latestUpload(n, at, s);
    const id = generatedChannelId(n);
    const counts = statistics(n, at, s, latest);
    const videos: youtube_v3.Schema$Video[] = [];
    for (let k = latest; k >= 0 && videos.length < uploads; k--) videos.push(video(n, k, at, s));
    return {
      channel: {
        kind: "youtube#channel",
        etag: `etag-${id}`,
        id,
        snippet: {
          title: `Generated channel ${n}`,
          description: "A generated faceless channel.",
          customUrl: `@generated${n}`,
          publishedAt: iso(s.origin),
        },
        contentDetails: { relatedPlaylists: { likes: "", uploads: `UU${id.slice(2)}` } },
        statistics: {
          viewCount: String(counts.views),
          subscriberCount: String(counts.subscribers),
          hiddenSubscriberCount: false,
          videoCount: String(latest + 1),
        },
      },
      videos,
    };
  }

  const catalogue: FakeYoutubeCatalogue & {
    behaviour: (n: number) => GeneratedBehaviour;
    /** Channel n's uploads public at `at`, newest first, at most `max`. */
    uploads: (n: number, at: Date, max: number) => youtube_v3.Schema$Video[];
    /** How many uploads channel n has public at `at`. */
    videoCount: (n: number, at: Date) => number;
    /** Channel n's subscribers and views at `at`, as channels.list answers them then. */
    statistics: (n: number, at: Date) => { subscribers: number; views: number };
  } = {
    channel(id, uploads) {
      const n = generatedChannelNumber(id);
      return n === null ? undefined : channel(n, uploads);
    },
    // An uploads page's worth.
    channelOfPlaylist(playlistId) {
      const n = generatedChannelNumber(`UC${playlistId.slice(2)}`);
      return n === null ? undefined : channel(n, 50);
    },
    video(id) {
      const numbers = videoNumbers(id);
      if (!numbers) return undefined;
      const at = options.now().getTime();
      const s = shape(numbers.n);
      return numbers.k <= latestUpload(numbers.n, at, s) ? video(numbers.n, numbers.k, at, s) : undefined;
    },
    behaviour,
    videoCount: (n, at) => latestUpload(n, at.getTime()) + 1,
    statistics(n, at) {
      const s = shape(n);
      return statistics(n, at.getTime(), s, latestUpload(n, at.getTime(), s));
    },
    uploads(n, at, max) {
      const s = shape(n);
      const videos: youtube_v3.Schema$Video[] = [];
      for (let k = latestUpload(n, at.getTime(), s); k >= 0 && videos.length < max; k--)
        videos.push(video(n, k, at.getTime(), s));
      return videos;
    },
  };
  return catalogue;
}

export type GeneratedCatalogue = ReturnType<typeof createGeneratedCatalogue>;
