import { describe, expect, it } from "vitest";
import {
  type NicheReading,
  type RadarNewcomer,
  confirmedEvent,
  newcomerStartedAfter,
  passedNewcomerLine,
  radarEventText,
  radarEvents,
  readingEvents,
} from "#domain/niche-radar";

const history = { name: "History", path: "/niches/history" };
const documentary = { name: "Documentary Story", path: "/channel-types/documentary_story" };
const pair = { name: "History × Documentary Story", path: "/niches/history" };

const reading = (fields: Partial<NicheReading> = {}): NicheReading => ({
  stage: "steady",
  verdict: "twist",
  asOf: "2026-10-31",
  breakoutChannels: 1,
  ...fields,
});

const newcomer = (fields: Partial<RadarNewcomer> = {}): RadarNewcomer => ({
  channelId: "c1",
  title: "Dusty Maps",
  path: "/channels/dusty-maps-c1",
  startedOn: "2026-03-02",
  subscribersBefore: 940,
  subscribersNow: 1_020,
  ...fields,
});

describe("the niche radar", () => {
  it("announces a stage change with the day its evidence counts back from", () => {
    const events = readingEvents({
      subject: history,
      before: reading({ stage: "steady" }),
      now: reading({ stage: "emerging" }),
    });
    expect(events.map(radarEventText)).toEqual(["History: stage Steady → Emerging (as of 2026-10-31)"]);
  });

  it("announces a verdict change, and both when both change", () => {
    const events = readingEvents({
      subject: history,
      before: reading({ stage: "steady", verdict: "twist" }),
      now: reading({ stage: "emerging", verdict: "enter" }),
    });
    expect(events.map(radarEventText)).toEqual([
      "History: stage Steady → Emerging (as of 2026-10-31)",
      "History: verdict Enter with a twist → Enter (as of 2026-10-31)",
    ]);
  });

  it("names a reading below the data floor as not enough data", () => {
    const events = readingEvents({
      subject: documentary,
      before: reading({ stage: "decaying", verdict: "stay-out" }),
      now: reading({ stage: null, verdict: null, asOf: "2026-11-02" }),
    });
    expect(events.map(radarEventText)).toEqual([
      "Documentary Story: stage Decaying → not enough data (as of 2026-11-02)",
      "Documentary Story: verdict Stay out → not enough data (as of 2026-11-02)",
    ]);
  });

  it("says nothing when the readings agree, or when there is no reading before to compare with", () => {
    expect(
      readingEvents({ subject: history, before: reading(), now: reading({ breakoutChannels: 4, asOf: "2026-11-30" }) }),
    ).toEqual([]);
    expect(readingEvents({ subject: history, before: null, now: reading({ stage: "emerging" }) })).toEqual([]);
  });

  it("announces a niche × type whose breakout channels reach three, once", () => {
    const reached = confirmedEvent({
      subject: pair,
      before: reading({ breakoutChannels: 2 }),
      now: reading({ breakoutChannels: 3 }),
    });
    expect(reached && radarEventText(reached)).toBe(
      "A third independent channel confirmed a format: History × Documentary Story (3 channels with outliers in 30 days)",
    );
    // Already confirmed at the last digest, still short of three, or nothing to compare with.
    expect(
      confirmedEvent({ subject: pair, before: reading({ breakoutChannels: 3 }), now: reading({ breakoutChannels: 5 }) }),
    ).toBeNull();
    expect(
      confirmedEvent({ subject: pair, before: reading({ breakoutChannels: 1 }), now: reading({ breakoutChannels: 2 }) }),
    ).toBeNull();
    expect(confirmedEvent({ subject: pair, before: null, now: reading({ breakoutChannels: 3 }) })).toBeNull();
  });

  it("announces a newcomer that passed 1,000 subscribers since the last digest", () => {
    expect(passedNewcomerLine(940, 1_020)).toBe(true);
    expect(passedNewcomerLine(999, 1_000)).toBe(true);
    expect(passedNewcomerLine(1_000, 1_400)).toBe(false);
    expect(passedNewcomerLine(600, 990)).toBe(false);
    expect(passedNewcomerLine(null, 1_020)).toBe(false);
    expect(newcomerStartedAfter("2026-11-28")).toBe("2025-11-28");
    const [event] = radarEvents({ followed: [], pairs: [], newcomers: [{ subject: history, channel: newcomer() }] });
    expect(event && radarEventText(event)).toBe("History: a newcomer passed 1,000 subscribers: Dusty Maps (started 2026-03-02)");
  });

  it("lists stages, then verdicts, then confirmed formats, then newcomers, each newcomer once", () => {
    const events = radarEvents({
      followed: [
        { subject: history, before: reading({ verdict: "twist" }), now: reading({ verdict: "enter" }) },
        { subject: documentary, before: reading({ stage: "accelerating" }), now: reading({ stage: "saturating" }) },
      ],
      pairs: [{ subject: pair, before: reading({ breakoutChannels: 0 }), now: reading({ breakoutChannels: 4 }) }],
      newcomers: [
        { subject: history, channel: newcomer() },
        // The same channel reached through the followed type, and one that was past the line already.
        { subject: documentary, channel: newcomer() },
        { subject: documentary, channel: newcomer({ channelId: "c2", title: "Old Hand", subscribersBefore: 5_000 }) },
      ],
    });
    expect(events.map(radarEventText)).toEqual([
      "Documentary Story: stage Accelerating → Saturating (as of 2026-10-31)",
      "History: verdict Enter with a twist → Enter (as of 2026-10-31)",
      "A third independent channel confirmed a format: History × Documentary Story (4 channels with outliers in 30 days)",
      "History: a newcomer passed 1,000 subscribers: Dusty Maps (started 2026-03-02)",
    ]);
  });
});
