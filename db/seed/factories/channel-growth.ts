// How a generated channel grew from its start date to its current numbers. Snapshots, the
// "recent monthly views" behind revenue_per_month and video dates all read this one curve, so
// the demo data agrees with itself.
import { addMonths, daysBetween, parseIsoDay } from "#db/seed/factories/reference-date";

export interface GrowthFields {
  id: string;
  startDate: string | null;
  /** The day the current numbers were measured. */
  lastSyncedAt: Date | null;
  totalViews: number | null;
  totalSubscribers: number | null;
  videoCount: number | null;
}

export interface MetricsAt {
  views: number;
  subscribers: number;
  videoCount: number;
}

/**
 * Growth exponent p of the curve share(t) = (elapsed / age)^p, between 1.1 (steady) and 2.2
 * (accelerating), derived from the channel id (FNV-1a) so it needs no stored state.
 */
export function growthExponent(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return 1.1 + (hash % 1000) / 1000 * 1.1;
}

/** Fraction of the channel's lifetime (start → last sync) elapsed at `at`, in [0, 1]. */
export function lifetimeShare(channel: GrowthFields, at: Date): number {
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

/** Views gained in the month before the last sync (what revenue_per_month is based on). */
export function recentMonthlyViews(channel: GrowthFields): number {
  if (!channel.lastSyncedAt) return 0;
  const monthAgo = metricsAt(channel, addMonths(channel.lastSyncedAt, -1));
  return Math.max(0, (channel.totalViews ?? 0) - monthAgo.views);
}
