import { describe, expect, it } from "vitest";
import { classifyChannelFormat } from "#domain/channel-format-classifier";
import { assessFaceless } from "#domain/faceless-assessment";
import { FRESH_CHANNEL_TEXTS, HELD_OUT_CHANNEL_TEXTS, LABELLED_CHANNEL_TEXTS } from "#tests/fixtures/channel-format-labelled";

const ALL = [...LABELLED_CHANNEL_TEXTS, ...HELD_OUT_CHANNEL_TEXTS, ...FRESH_CHANNEL_TEXTS];

describe("assessFaceless on the labelled channels", () => {
  it("never calls an on-camera channel likely faceless, nor a faceless one unlikely", () => {
    const tally = { faceless: { likely: 0, unclear: 0, unlikely: 0 }, onCamera: { likely: 0, unclear: 0, unlikely: 0 } };
    const wrong: string[] = [];
    for (const sample of ALL) {
      const assessment = assessFaceless(sample, classifyChannelFormat(sample));
      tally[sample.faceless ? "faceless" : "onCamera"][assessment.verdict] += 1;
      if ((sample.faceless && assessment.verdict === "unlikely") || (!sample.faceless && assessment.verdict === "likely")) {
        wrong.push(`${sample.title}: ${assessment.verdict}`);
      }
    }
    console.log(`Faceless assessment on ${ALL.length} labelled channels:`, JSON.stringify(tally));
    expect(wrong).toEqual([]);
    // Most faceless channels say so through their format; the rest stay "unclear", never a guess.
    expect(tally.faceless.likely / (tally.faceless.likely + tally.faceless.unclear)).toBeGreaterThanOrEqual(0.8);
    expect(tally.onCamera.unlikely).toBeGreaterThanOrEqual(tally.onCamera.unclear);
  });
});

describe("assessFaceless", () => {
  it("reads on-camera words as unlikely, with the words and their fields", () => {
    const assessment = assessFaceless({
      title: "Mia's Kitchen Vlog",
      description: "Face reveal finally happened! Cooking with my family every Sunday.",
      recentTitles: ["Day in the Life: Sunday Dinner", "Our Vlog From the Market"],
    });
    expect(assessment.verdict).toBe("unlikely");
    expect(assessment.onCamera).toContainEqual(expect.objectContaining({ phrase: "vlog", field: "title" }));
    expect(assessment.onCamera).toContainEqual(expect.objectContaining({ phrase: "face reveal", field: "description" }));
    expect(assessment.onCamera).toContainEqual(expect.objectContaining({ phrase: "my family", field: "description" }));
    expect(assessment.onCamera).toContainEqual(expect.objectContaining({ phrase: "vlog", field: "recentTitles", count: 1 }));
  });

  it("reads said-so and format words as likely", () => {
    const assessment = assessFaceless({
      title: "Rain Room",
      description: "A faceless channel: rain sounds and white noise, AI voice intros.",
    });
    expect(assessment.verdict).toBe("likely");
    expect(assessment.faceless.map((item) => item.phrase)).toEqual(
      expect.arrayContaining(["faceless", "rain sounds", "white noise", "ai voice"]),
    );
  });

  it("does not count a channel saying it shows no face as showing one", () => {
    const assessment = assessFaceless({
      title: "Night Builds",
      description: "No face cam, never show my face. Just the build and my voice.",
    });
    expect(assessment.onCamera).toEqual([]);
    expect(assessment.verdict).toBe("likely");
  });

  it("stays unclear without evidence either way", () => {
    expect(assessFaceless({ title: "Kestrel Lane", description: "New uploads soon." }).verdict).toBe("unclear");
    expect(assessFaceless({}).verdict).toBe("unclear");
  });

  it("counts a confident faceless format from the classifier, not a low-confidence one or other", () => {
    const text = { title: "Trial Watch", recentTitles: ["Day 3 of the Trial", "Verdict and Sentencing"] };
    expect(assessFaceless(text).verdict).toBe("unclear");
    expect(assessFaceless(text, { typeId: "court_reactions", band: "high" })).toMatchObject({
      verdict: "likely",
      format: "court_reactions",
    });
    expect(assessFaceless(text, { typeId: "court_reactions", band: "medium" }).verdict).toBe("likely");
    expect(assessFaceless(text, { typeId: "court_reactions", band: "low" }).verdict).toBe("unclear");
    const withHost = { ...text, description: "I tested every courtroom camera so you don't have to." };
    expect(assessFaceless(withHost, { typeId: "court_reactions", band: "medium" }).verdict).toBe("unclear");
    expect(assessFaceless(text, { typeId: "other", band: "high" }).format).toBeNull();
  });
});
