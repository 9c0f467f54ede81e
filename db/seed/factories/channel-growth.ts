// How a generated channel grew from its start date to its current numbers. Snapshots, the
// "recent monthly views" behind revenue_per_month and video dates all read this one curve, so
// the demo data agrees with itself.
import type { ChannelRecord } from "#db/schema/catalogue";
import { daysBetween, parseIsoDay } from "#db/seed/factories/reference-date";

/** A channel's start and current numbers (`lastSyncedAt`: the day they were measured). */
export type GrowthFields = Pick<
  ChannelRecord,
  "id" | "startDate" | "lastSyncedAt" | "totalViews" | "totalSubscribers" | "videoCount"
>;

export interface MetricsAt {
  views: number;
  subscribers: number;
  videoCount: number;
}

/**
 * Growth exponent p of the curve share(t) = (elapsed / age)^p, between 1.1 (steady) and 2.2
 * (accelerating), derived from the channel id (FNV-1a) so it needs no stored state.
 */
function growthExponent(id: string): number {
  return 1.1 + ((idHash(id) % 1000) / 1000) * 1.1;
}

/** FNV-1a of a channel id: per-channel choices that draw nothing from the faker stream. */
function idHash(id: string, salt = ""): number {
  let hash = 0x811c9dc5;
  const text = salt + id;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Share of demo channels that are newcomers, started in the last year (see newcomerAgeDays). */
const NEWCOMER_SHARE = 0.12;
/** A newcomer's age: 30 days to 11 months, so the 6- and 12-month cohorts both fill. */
const NEWCOMER_AGE_DAYS = { min: 30, max: 335 } as const;

/**
 * The age in days of a channel the demo makes a newcomer, or null. Decided by the id's hash, not
 * drawn, so every other channel of the catalogue keeps the numbers it had: breaking-in figures
 * and time-to-1,000 projections need channels started in the last months, some still below
 * 1,000 subscribers and growing.
 */
export function newcomerAgeDays(id: string): number | null {
  if (idHash(id, "newcomer") % 1000 >= NEWCOMER_SHARE * 1000) return null;
  const span = NEWCOMER_AGE_DAYS.max - NEWCOMER_AGE_DAYS.min;
  return NEWCOMER_AGE_DAYS.min + (idHash(id, "age") % (span + 1));
}

/**
 * How much of an established channel's views a video of a newcomer gets: its age in years
 * (a three-month-old channel's videos get a quarter), so young channels are small, many below
 * 1,000 subscribers.
 */
export function newcomerViewsFactor(ageDays: number): number {
  return Math.min(1, Math.max(0.05, ageDays / 365.25));
}

/** Fraction of the channel's lifetime (start → last sync) elapsed at `at`, in [0, 1]. */
function lifetimeShare(channel: GrowthFields, at: Date): number {
  if (!channel.startDate || !channel.lastSyncedAt) return 1;
  const age = daysBetween(parseIsoDay(channel.startDate), channel.lastSyncedAt);
  if (age <= 0) return 1;
  const elapsed = daysBetween(parseIsoDay(channel.startDate), at);
  return Math.min(1, Math.max(0, elapsed / age));
}

/** The channel's numbers at an earlier moment; equal to the current numbers at last sync. */
export function metricsAt(channel: GrowthFields, at: Date): MetricsAt {
  const linear = lifetimeShare(channel, at);
  const curved = linear ** growthExponent(channel.id);
  return {
    views: Math.round((channel.totalViews ?? 0) * curved),
    subscribers: Math.round((channel.totalSubscribers ?? 0) * curved),
    videoCount: Math.round((channel.videoCount ?? 0) * linear),
  };
}
