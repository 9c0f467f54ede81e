import type { RefreshPlanPart } from "#domain/refresh-plan";

export interface DashboardCounts {
  channels: number;
  demoChannels: number;
  channelTypes: number;
  niches: number;
  ideas: number;
  facts: number;
  activeFacts: number;
  users: number;
  admins: number;
  unreadMessages: number;
}

/**
 * The refresh at the quota's limit (domain/refresh-plan.ts), as the dashboard shows it: per part
 * of the plan, the channels, what is due now, the achieved freshness, and the units today's runs
 * planned and spent; today's use as ONE figure (the quota table's, which every caller of the API
 * draws on) split into the refresh's share and the rest; and the capacity at the stated mix.
 */
export interface DashboardRefreshPlan {
  day: string;
  allowance: number;
  parts: (RefreshPlanPart & {
    /** Units today's runs planned for the part (the current plan's when none ran yet) and spent. */
    unitsPlanned: number;
    unitsSpent: number;
  })[];
  /** The playlistItems fallback: its cap and today's spend. */
  fallback: { cap: number; spent: number };
  /** Units used today by everything (the quota card's figure): the refresh's and the rest. */
  usedToday: number;
  refreshSpent: number;
  otherSpent: number;
  /** Whether any refresh ran today (else "planned" is the plan as of now). */
  ranToday: boolean;
  /** Channels with today's snapshot already; channels with a YouTube id. */
  refreshedToday: number;
  channels: number;
  /** Units a day this catalogue costs on its tiers (steady state). */
  dailyUnits: number;
  /** The largest catalogue the allowance keeps on its tiers at the stated 40/35/25 mix. */
  capacity: number;
}
