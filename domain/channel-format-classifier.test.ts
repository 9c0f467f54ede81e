import { describe, expect, it } from "vitest";
import { CHANNEL_TYPE_IDS, type ChannelTypeId } from "#domain/channel-type-ids";
import { CHANNEL_TYPE_CATALOGUE } from "#domain/channel-type-catalogue";
import { classifyChannelFormat, confidenceBand, FORMAT_RULES } from "#domain/channel-format-classifier";
import {
  FRESH_CHANNEL_TEXTS,
  HELD_OUT_CHANNEL_TEXTS,
  LABELLED_CHANNEL_TEXTS,
  type LabelledChannelText,
} from "#tests/fixtures/channel-format-labelled";

/**
 * Floors a little under what was measured (labelled 1.000, held-out 0.929 after one adjustment
 * for its misses, fresh 0.667 never tuned on), so a rule change that costs accuracy fails here.
 * The labelled set is the one the rules were written against; the fresh set is the honest figure.
 */
const ACCURACY_FLOOR = 0.95;
const MIN_PRECISION_BY_TYPE = 0.75;
const HELD_OUT_ACCURACY_FLOOR = 0.85;
const FRESH_ACCURACY_FLOOR = 0.6;

interface TypeCounts {
  truePositives: number;
  predicted: number;
  actual: number;
}

function evaluate(samples: readonly LabelledChannelText[]) {
  const counts = new Map<ChannelTypeId, TypeCounts>(
    CHANNEL_TYPE_IDS.map((id) => [id, { truePositives: 0, predicted: 0, actual: 0 }]),
  );
  const misses: string[] = [];
  const byBand = new Map<string, { correct: number; total: number }>();
  let correct = 0;
  for (const sample of samples) {
    const suggestion = classifyChannelFormat(sample);
    counts.get(sample.expected)!.actual += 1;
    counts.get(suggestion.typeId)!.predicted += 1;
    const band = byBand.get(suggestion.band) ?? { correct: 0, total: 0 };
    band.total += 1;
    if (suggestion.typeId === sample.expected) band.correct += 1;
    byBand.set(suggestion.band, band);
    if (suggestion.typeId === sample.expected) {
      correct += 1;
      counts.get(sample.expected)!.truePositives += 1;
    } else {
      misses.push(
        `${sample.title}: expected ${sample.expected}, got ${suggestion.typeId} (${suggestion.confidence}, ${suggestion.evidence.map((e) => e.phrase).join(", ")})`,
      );
    }
  }
  const bands = ["high", "medium", "low"]
    .map((band) => ({ band, ...(byBand.get(band) ?? { correct: 0, total: 0 }) }))
    .map(({ band, correct: right, total }) => `${band} ${right}/${total}`)
    .join(", ");
  return { counts, misses, accuracy: correct / samples.length, bands };
}

function ratio(numerator: number, denominator: number): number | null {
  return denominator === 0 ? null : numerator / denominator;
}

function precisionTable(counts: Map<ChannelTypeId, TypeCounts>) {
  return CHANNEL_TYPE_IDS.map((id) => {
    const c = counts.get(id)!;
    const precision = ratio(c.truePositives, c.predicted);
    const recall = ratio(c.truePositives, c.actual);
    return {
      type: id,
      labelled: c.actual,
      predicted: c.predicted,
      correct: c.truePositives,
      precision: precision === null ? "–" : precision.toFixed(2),
      recall: recall === null ? "–" : recall.toFixed(2),
    };
  });
}

describe("classifyChannelFormat on the labelled set", () => {
  const { counts, misses, accuracy, bands } = evaluate(LABELLED_CHANNEL_TEXTS);

  it("prints precision and recall per type and keeps overall accuracy above the measured floor", () => {
    console.log(
      `Format classifier on ${LABELLED_CHANNEL_TEXTS.length} labelled channels: accuracy ${accuracy.toFixed(3)}; correct by confidence band: ${bands}`,
    );
    console.table(precisionTable(counts));
    if (misses.length > 0) console.log(`Misclassified:\n  ${misses.join("\n  ")}`);
    expect(accuracy).toBeGreaterThanOrEqual(ACCURACY_FLOOR);
  });

  it("reaches a useful precision for every type it predicts", () => {
    for (const id of CHANNEL_TYPE_IDS) {
      const c = counts.get(id)!;
      if (c.predicted === 0) continue;
      expect(c.truePositives / c.predicted, id).toBeGreaterThanOrEqual(MIN_PRECISION_BY_TYPE);
    }
  });

  it("the set holds at least 100 channels, 3 of every type and some on camera", () => {
    expect(LABELLED_CHANNEL_TEXTS.length).toBeGreaterThanOrEqual(100);
    for (const id of CHANNEL_TYPE_IDS) expect(counts.get(id)!.actual, id).toBeGreaterThanOrEqual(3);
    expect(LABELLED_CHANNEL_TEXTS.filter((sample) => !sample.faceless).length).toBeGreaterThanOrEqual(3);
  });

  it("every prediction names the words that decided it and where they were found", () => {
    for (const sample of LABELLED_CHANNEL_TEXTS) {
      const suggestion = classifyChannelFormat(sample);
      expect(suggestion.evidence.length, sample.title).toBeGreaterThan(0);
      for (const item of suggestion.evidence) {
        expect(item.phrase.trim()).not.toBe("");
        expect(["title", "keywords", "description", "recentTitles"]).toContain(item.field);
      }
      expect(suggestion.confidence).toBeGreaterThanOrEqual(0);
      expect(suggestion.confidence).toBeLessThanOrEqual(1);
    }
  });
});

describe("classifyChannelFormat on channels written after the rules", () => {
  it("prints how it does on channels written after the rules, and stays above the measured floor", () => {
    const { misses, accuracy, bands } = evaluate(HELD_OUT_CHANNEL_TEXTS);
    console.log(
      `Format classifier on ${HELD_OUT_CHANNEL_TEXTS.length} held-out channels (written after the rules; 0.643 before the one adjustment made for its misses): accuracy ${accuracy.toFixed(3)}; correct by confidence band: ${bands}`,
    );
    if (misses.length > 0) console.log(`Misclassified:\n  ${misses.join("\n  ")}`);
    expect(accuracy).toBeGreaterThanOrEqual(HELD_OUT_ACCURACY_FLOOR);
  });

  it("prints how it does on channels written after the last rule change", () => {
    const { misses, accuracy, bands } = evaluate(FRESH_CHANNEL_TEXTS);
    console.log(
      `Format classifier on ${FRESH_CHANNEL_TEXTS.length} fresh channels (written after the last rule change, never tuned on): accuracy ${accuracy.toFixed(3)}; correct by confidence band: ${bands}`,
    );
    if (misses.length > 0) console.log(`Misclassified:\n  ${misses.join("\n  ")}`);
    expect(accuracy).toBeGreaterThanOrEqual(FRESH_ACCURACY_FLOOR);
  });

  it("prints precision and recall per type over both sets written after the rules", () => {
    const { counts, accuracy } = evaluate([...HELD_OUT_CHANNEL_TEXTS, ...FRESH_CHANNEL_TEXTS]);
    console.log(
      `Format classifier on the ${HELD_OUT_CHANNEL_TEXTS.length + FRESH_CHANNEL_TEXTS.length} channels written after the rules: accuracy ${accuracy.toFixed(3)}`,
    );
    console.table(precisionTable(counts));
    expect(accuracy).toBeGreaterThanOrEqual(FRESH_ACCURACY_FLOOR);
  });
});

describe("classifyChannelFormat", () => {
  it("has rules for every type of the catalogue", () => {
    for (const entry of CHANNEL_TYPE_CATALOGUE)
      expect(FORMAT_RULES[entry.id as ChannelTypeId]?.length, entry.id).toBeGreaterThan(0);
  });

  it("reports each word with its field, and counts recent titles by how many match", () => {
    const suggestion = classifyChannelFormat({
      title: "Bodycam Review",
      description: "Released police footage with commentary.",
      keywords: 'bodycam "traffic stop"',
      recentTitles: ["Bodycam: Stop at a Gas Station", "Traffic Stop Goes Sideways", "Bodycam Shows Arrest"],
    });
    expect(suggestion.typeId).toBe("police_cam_commentary");
    expect(suggestion.decision).toBe("matched");
    expect(suggestion.band).toBe("high");
    expect(suggestion.evidence).toContainEqual(expect.objectContaining({ phrase: "bodycam", field: "title", count: 1 }));
    expect(suggestion.evidence).toContainEqual(expect.objectContaining({ phrase: "bodycam", field: "recentTitles", count: 2 }));
    expect(suggestion.evidence).toContainEqual(expect.objectContaining({ phrase: "traffic stop", field: "keywords" }));
    expect(suggestion.evidence).toContainEqual(expect.objectContaining({ phrase: "police", field: "description" }));
  });

  it("weighs the title above the description", () => {
    const inTitle = classifyChannelFormat({ title: "Rain Sounds", description: "Relax." });
    const inDescription = classifyChannelFormat({ title: "Relax", description: "Rain sounds." });
    expect(inTitle.score).toBeGreaterThan(inDescription.score);
  });

  it("answers other when nothing clears the threshold, and says so", () => {
    const suggestion = classifyChannelFormat({ title: "Kestrel Lane", description: "Welcome to the channel. New uploads soon." });
    expect(suggestion.typeId).toBe("other");
    expect(suggestion.decision).toBe("no-clear-type");
    expect(suggestion.band).toBe("low");
  });

  it("counts words of a creator on camera against the faceless types", () => {
    const text = {
      title: "Reacting With Leo",
      description: "Reaction videos to trailers and music.",
      recentTitles: ["Reacting to the New Trailer", "First Time Hearing This Song"],
    };
    expect(classifyChannelFormat(text).typeId).toBe("no_face_reaction");
    const onCamera = classifyChannelFormat({
      ...text,
      description: `${text.description} Face cam on, my face reveal was last week! Daily vlogs too.`,
    });
    expect(onCamera.typeId).toBe("other");
    expect(onCamera.decision).toBe("on-camera");
    expect(onCamera.against.map((item) => item.phrase)).toEqual(expect.arrayContaining(["face cam", "face reveal", "vlogs"]));
    expect(onCamera.runnerUp?.typeId).toBe("no_face_reaction");
  });

  it("reads YouTube's keyword string with quoted phrases", () => {
    const suggestion = classifyChannelFormat({ title: "Night Drive", keywords: '"lofi hip hop" synthwave chill' });
    expect(suggestion.typeId).toBe("music_curation");
    expect(suggestion.evidence.every((item) => item.field === "keywords" || item.field === "title")).toBe(true);
  });

  it("takes empty and hostile input without throwing", () => {
    expect(classifyChannelFormat({}).typeId).toBe("other");
    expect(classifyChannelFormat({ title: null, description: null, keywords: null, recentTitles: null }).evidence).toEqual([]);
    const huge = classifyChannelFormat({
      title: "(".repeat(10_000),
      description: "asmr ".repeat(100_000),
      recentTitles: Array(10_000).fill("ASMR"),
    });
    expect(huge.typeId).toBe("asmr_ambient");
  });

  it("names a confidence band for every confidence", () => {
    expect(confidenceBand(0.9)).toBe("high");
    expect(confidenceBand(0.4)).toBe("medium");
    expect(confidenceBand(0.1)).toBe("low");
  });
});
