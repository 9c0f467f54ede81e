import { describe, expect, it } from "vitest";
import { SAVING_LABEL, savedMessage } from "#domain/admin/save-messages";

describe("savedMessage", () => {
  it("says created for a new entry and saved for an edited one", () => {
    expect(savedMessage("Niche", "Rainy Lofi", true)).toBe("Niche “Rainy Lofi” created");
    expect(savedMessage("Channel type", "Calm Loops", false)).toBe("Channel type “Calm Loops” saved");
  });

  it("keeps the spec's busy label with three dots", () => {
    expect(SAVING_LABEL).toBe("Saving...");
  });
});
