import { describe, expect, it } from "vitest";
import { moveActive } from "~/components/channel-lookup";

describe("moveActive (combobox arrow keys)", () => {
  it("goes down from none to the first option and wraps after the last", () => {
    expect(moveActive(-1, 3, "ArrowDown")).toBe(0);
    expect(moveActive(2, 3, "ArrowDown")).toBe(0);
  });

  it("goes up from none or the first option to the last", () => {
    expect(moveActive(-1, 3, "ArrowUp")).toBe(2);
    expect(moveActive(0, 3, "ArrowUp")).toBe(2);
    expect(moveActive(2, 3, "ArrowUp")).toBe(1);
  });

  it("has no active option when there are no options", () => {
    expect(moveActive(1, 0, "ArrowDown")).toBe(-1);
  });
});
