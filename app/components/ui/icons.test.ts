import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SPRITE_FILE, buildIconSprite, declaredIconIds } from "../../../scripts/icon-sprite";

describe("the icon sprite", () => {
  it("holds exactly the icons ~/components/ui/icons declares, as lucide draws them (else run `npm run icons`)", () => {
    const ids = declaredIconIds();
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    expect(readFileSync(SPRITE_FILE, "utf8")).toBe(buildIconSprite(ids));
  });
});
