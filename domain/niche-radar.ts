// The niche radar: what a member who follows a niche or a channel type hears in the digest, read
// from two dated readings of each group (the one in force at their last digest, and the newest):
//
//   stage       its life stage changed (domain/niche-stage.ts), "not enough data" included
//   verdict     its verdict changed (domain/niche-verdict.ts)
//   confirmed   a niche × type of it reached RADAR_CONFIRMED_CHANNELS channels with an outlier in
//               the stage's recent window: one outlier is luck, several channels are a format
//   newcomer    a channel of it started in the last RADAR_NEWCOMER_MONTHS months passed
//               RADAR_NEWCOMER_SUBSCRIBERS subscribers (the verdict's "breaking in")
//
// A group without a reading before (first recorded since) has nothing to compare: no event.
import { addMonths } from "#domain/calculators/calendar-months";
import { formatNumber } from "#domain/format";
import { LIFE_STAGE_LABELS, type LifeStage, STAGE_WINDOW_DAYS } from "#domain/niche-stage";
import { VERDICT_LABELS, type Verdict } from "#domain/niche-verdict";
import { AD_REVENUE_SUBSCRIBERS } from "#domain/time-to-monetization";

/** Breakout channels from which a niche × type's format counts as confirmed. */
const RADAR_CONFIRMED_CHANNELS = 3;
/** A channel started within this many months is a newcomer (the verdict's breaking-in term). */
const RADAR_NEWCOMER_MONTHS = 12;
/** The verdict's breaking-in line: the ad tier's subscribers. */
export const RADAR_NEWCOMER_SUBSCRIBERS = AD_REVENUE_SUBSCRIBERS;

/** One recorded reading of a niche, a type or a niche × type. */
export interface NicheReading {
  /** Null below the data floor. */
  stage: LifeStage | null;
  verdict: Verdict | null;
  /** The day the evidence counts back from (YYYY-MM-DD); null with no scored upload at all. */
  asOf: string | null;
  breakoutChannels: number;
}

/** What an event is about: a followed niche or type, or a niche × type of one; its page's path. */
export interface RadarSubject {
  name: string;
  path: string;
}

export interface RadarNewcomer {
  channelId: string;
  title: string;
  /** Its channel page's path. */
  path: string;
  startedOn: string;
  subscribersBefore: number | null;
  subscribersNow: number;
}

export type RadarEvent =
  | { kind: "stage"; subject: RadarSubject; from: LifeStage | null; to: LifeStage | null; asOf: string | null }
  | { kind: "verdict"; subject: RadarSubject; from: Verdict | null; to: Verdict | null; asOf: string | null }
  | { kind: "confirmed"; subject: RadarSubject; channels: number }
  | { kind: "newcomer"; subject: RadarSubject; channel: RadarNewcomer };

export interface RadarGroupReadings {
  subject: RadarSubject;
  before: NicheReading | null;
  now: NicheReading | null;
}

export const nichePagePath = (slug: string) => `/niches/${slug}`;
export const channelTypePagePath = (typeId: string) => `/channel-types/${typeId}`;

/** A followed group's stage and verdict changes, stage first. */
export function readingEvents({ subject, before, now }: RadarGroupReadings): RadarEvent[] {
  if (!before || !now) return [];
  const events: RadarEvent[] = [];
  if (before.stage !== now.stage) events.push({ kind: "stage", subject, from: before.stage, to: now.stage, asOf: now.asOf });
  if (before.verdict !== now.verdict)
    events.push({ kind: "verdict", subject, from: before.verdict, to: now.verdict, asOf: now.asOf });
  return events;
}

/** A niche × type whose breakout channels reached RADAR_CONFIRMED_CHANNELS between the readings. */
export function confirmedEvent({ subject, before, now }: RadarGroupReadings): RadarEvent | null {
  if (!before || !now) return null;
  if (before.breakoutChannels >= RADAR_CONFIRMED_CHANNELS || now.breakoutChannels < RADAR_CONFIRMED_CHANNELS) return null;
  return { kind: "confirmed", subject, channels: now.breakoutChannels };
}

/** The first day a channel may have started on and still be a newcomer on `day`. */
export function newcomerStartedAfter(day: string): string {
  return addMonths(day, -RADAR_NEWCOMER_MONTHS);
}

/** Below the line before (or first measured below it in the window) and at or past it now. */
export function passedNewcomerLine(subscribersBefore: number | null, subscribersNow: number | null): boolean {
  return (
    subscribersBefore !== null &&
    subscribersNow !== null &&
    subscribersBefore < RADAR_NEWCOMER_SUBSCRIBERS &&
    subscribersNow >= RADAR_NEWCOMER_SUBSCRIBERS
  );
}

export interface RadarInput {
  /** The niches and types the member follows. */
  followed: RadarGroupReadings[];
  /** The niche × type groups of what they follow. */
  pairs: RadarGroupReadings[];
  /** Newcomers of what they follow, each with the followed group it belongs to. */
  newcomers: { subject: RadarSubject; channel: RadarNewcomer }[];
}

/** Every event, in the order the digest lists them: stages, verdicts, confirmed formats, newcomers. */
export function radarEvents(input: RadarInput): RadarEvent[] {
  const changes = input.followed.flatMap(readingEvents);
  const seen = new Set<string>();
  return [
    ...changes.filter((event) => event.kind === "stage"),
    ...changes.filter((event) => event.kind === "verdict"),
    ...input.pairs.map(confirmedEvent).filter((event): event is RadarEvent => event !== null),
    ...input.newcomers
      .filter(({ channel }) => passedNewcomerLine(channel.subscribersBefore, channel.subscribersNow))
      // A channel of a followed niche and of a followed type is one newcomer.
      .filter(({ channel }) => !seen.has(channel.channelId) && seen.add(channel.channelId))
      .map(({ subject, channel }): RadarEvent => ({ kind: "newcomer", subject, channel })),
  ];
}

const stageLabel = (stage: LifeStage | null) => (stage ? LIFE_STAGE_LABELS[stage] : "not enough data");
const verdictLabel = (verdict: Verdict | null) => (verdict ? VERDICT_LABELS[verdict] : "not enough data");
const asOfText = (asOf: string | null) => (asOf ? ` (as of ${asOf})` : "");

/** The event in one line, as the digest's text and HTML show it. */
export function radarEventText(event: RadarEvent): string {
  switch (event.kind) {
    case "stage":
      return `${event.subject.name}: stage ${stageLabel(event.from)} → ${stageLabel(event.to)}${asOfText(event.asOf)}`;
    case "verdict":
      return `${event.subject.name}: verdict ${verdictLabel(event.from)} → ${verdictLabel(event.to)}${asOfText(event.asOf)}`;
    case "confirmed":
      return `A third independent channel confirmed a format: ${event.subject.name} (${formatNumber(event.channels)} channels with outliers in ${STAGE_WINDOW_DAYS} days)`;
    case "newcomer":
      return `${event.subject.name}: a newcomer passed ${formatNumber(RADAR_NEWCOMER_SUBSCRIBERS)} subscribers: ${event.channel.title} (started ${event.channel.startedOn})`;
  }
}
