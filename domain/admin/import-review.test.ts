import { describe, expect, it } from "vitest";
import {
  IMPORT_CONFIDENCE_FLOORS,
  IMPORT_FLOOR_TEXT,
  importSuggestionsFrom,
  reviewImportSuggestions,
} from "#domain/admin/import-review";
import { suggestForChannel } from "#domain/channel-suggestions";

const words = (phrase: string) => [{ phrase, field: "title" as const, count: 1, weight: 9 }];
const suggestions = (typeConfidence: number | null, nicheConfidence: number | null) => ({
  type: { id: typeConfidence === null ? null : "documentary_story", confidence: typeConfidence, evidence: words("documentary") },
  niche: { id: nicheConfidence === null ? null : "niche-1", confidence: nicheConfidence, evidence: words("history") },
  onCamera: false,
});

describe("reviewImportSuggestions", () => {
  it("states its floors: the classifier's medium band, 35%", () => {
    expect(IMPORT_CONFIDENCE_FLOORS).toEqual({ type: 0.35, niche: 0.35 });
    expect(IMPORT_FLOOR_TEXT).toContain("35%");
  });

  it("applies both at the floor and above it", () => {
    expect(reviewImportSuggestions(suggestions(0.35, 0.35)).verdict).toBe("apply");
    const above = reviewImportSuggestions(suggestions(0.72, 0.6));
    expect(above.verdict).toBe("apply");
    expect(above.type.reason).toBe("72% sure from “documentary” in the title.");
    expect(above.niche.reason).toBe("60% sure from “history” in the title.");
  });

  it("sends the channel to review when either is just below the floor, and says which", () => {
    const lowType = reviewImportSuggestions(suggestions(0.34, 0.9));
    expect(lowType.verdict).toBe("review");
    expect(lowType.type.meetsFloor).toBe(false);
    expect(lowType.type.reason).toBe("Only 34% sure from “documentary” in the title; applied from 35%.");
    expect(lowType.niche.meetsFloor).toBe(true);
    const lowNiche = reviewImportSuggestions(suggestions(0.9, 0.2));
    expect(lowNiche.verdict).toBe("review");
    expect(lowNiche.niche.meetsFloor).toBe(false);
  });

  it("sends it to review when nothing was suggested", () => {
    const none = reviewImportSuggestions(suggestions(null, null));
    expect(none.verdict).toBe("review");
    expect(none.type.reason).toBe("No type suggested: the channel's words do not point at one.");
    expect(none.niche.reason).toBe("No niche suggested: the channel's words do not point at one.");
  });

  it("takes the classifier's words as they come: a clear history channel is applied, a vague one waits", () => {
    const niches = [
      { id: "history", name: "History", keywords: ["history", "ancient", "empire"] },
      { id: "finance", name: "Personal Finance", keywords: ["money", "budget", "investing"] },
    ];
    const clear = reviewImportSuggestions(
      importSuggestionsFrom(
        suggestForChannel(
          {
            title: "Ancient History Documentaries",
            description: "Full documentary films on the rise and fall of every ancient empire. The untold story of history.",
          },
          niches,
        ),
      ),
    );
    expect(clear.verdict).toBe("apply");
    expect(clear.type.id).toBe("history_educational");
    expect(clear.niche.id).toBe("history");

    const vague = reviewImportSuggestions(
      importSuggestionsFrom(suggestForChannel({ title: "Daily uploads", description: "New videos every day." }, niches)),
    );
    expect(vague.verdict).toBe("review");
    expect(vague.type.id).toBeNull();
  });

  it("never applies a type to a channel that reads as a creator on camera", () => {
    const review = reviewImportSuggestions({ ...suggestions(0.9, 0.9), onCamera: true });
    expect(review.verdict).toBe("review");
    expect(review.type.reason).toMatch(/^Reads as a creator on camera/);
  });
});
