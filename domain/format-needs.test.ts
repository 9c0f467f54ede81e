import { describe, expect, it } from "vitest";
import { CHANNEL_TYPE_CATALOGUE } from "#domain/channel-type-catalogue";
import { AI_VOICE_MONTHLY_USD, FORMAT_NEEDS, formatNeeds, monthlyBudgetFor } from "#domain/format-needs";

describe("format needs", () => {
  it("holds one entry for every built-in channel type, and none for a type that does not exist", () => {
    expect(Object.keys(FORMAT_NEEDS).sort()).toEqual(CHANNEL_TYPE_CATALOGUE.map((type) => type.id).sort());
    expect(formatNeeds("not_a_type")).toBeNull();
  });

  it("states each assumption with hours that make sense and a reason", () => {
    for (const [id, needs] of Object.entries(FORMAT_NEEDS)) {
      expect(needs.hoursPerVideo, id).toBeGreaterThan(0);
      if (needs.hoursPerShort !== null) expect(needs.hoursPerShort, id).toBeLessThan(needs.hoursPerVideo);
      expect(needs.monthlyBudget, id).toBeGreaterThanOrEqual(0);
      expect(needs.why.length, id).toBeGreaterThan(5);
    }
  });

  it("adds an AI voice to a narrated format's budget only when you will not narrate it", () => {
    const documentary = formatNeeds("documentary_story")!;
    expect(monthlyBudgetFor(documentary, true)).toBe(documentary.monthlyBudget);
    expect(monthlyBudgetFor(documentary, false)).toBe(documentary.monthlyBudget + AI_VOICE_MONTHLY_USD);
    const music = formatNeeds("music_curation")!;
    expect(monthlyBudgetFor(music, false)).toBe(music.monthlyBudget);
  });
});
