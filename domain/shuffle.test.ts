import { describe, expect, it } from "vitest";
import { CHANNEL_TYPE_CATALOGUE } from "#domain/channel-type-catalogue";
import { pickRandomOthers, shuffled } from "#domain/shuffle";

describe("pickRandomOthers (spec §9 'related type cards 4')", () => {
  it("picks the requested number of other types, never the current one", () => {
    const types = CHANNEL_TYPE_CATALOGUE.map((entry) => ({ id: entry.id }));
    for (let run = 0; run < 20; run++) {
      const picked = pickRandomOthers(types, "asmr_ambient", 4);
      expect(picked).toHaveLength(4);
      expect(picked.map((type) => type.id)).not.toContain("asmr_ambient");
      expect(new Set(picked.map((type) => type.id)).size).toBe(4);
    }
    expect(pickRandomOthers([{ id: "a" }, { id: "b" }], "a", 4)).toEqual([{ id: "b" }]);
  });
});

describe("shuffled", () => {
  it("keeps every item and leaves the input alone", () => {
    const items = [1, 2, 3, 4, 5];
    const result = shuffled(items, () => 0);
    expect(result).not.toEqual(items);
    expect([...result].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5]);
  });
});
