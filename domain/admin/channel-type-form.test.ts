import { describe, expect, it } from "vitest";
import {
  CHANNEL_TYPE_FORM_LIMITS,
  CHANNEL_TYPE_FORM_MESSAGES,
  channelTypeFormSchema,
  channelTypeInUseMessage,
} from "#domain/admin/channel-type-form";

const valid = {
  id: "stock_footage_2",
  label: "  Stock footage  ",
  description: "<p>Voice over <strong>licensed</strong> clips.</p>",
  production: "<ol><li>Write</li></ol>",
  example: "",
  imageUrl: "https://cdn.example.com/a.png",
  gradientFrom: "#AABBCC",
  gradientTo: "#112233",
};

function errorsOf(input: Record<string, unknown>): Record<string, string[]> {
  const result = channelTypeFormSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join(".")] ??= []).push(issue.message);
  return errors;
}

describe("channelTypeFormSchema", () => {
  it("accepts a valid type, trimming the label and lower-casing colours", () => {
    const result = channelTypeFormSchema.parse(valid);
    expect(result).toMatchObject({
      id: "stock_footage_2",
      label: "Stock footage",
      imageUrl: "https://cdn.example.com/a.png",
      gradientFrom: "#aabbcc",
    });
  });

  it.each(["Bad Id!", "with-hyphen", "UPPER", "spa ce", "ümlaut"])(
    "refuses the id %j (spec §5: lowercase letters, digits, underscore)",
    (id) => {
      expect(errorsOf({ ...valid, id }).id).toEqual([CHANNEL_TYPE_FORM_MESSAGES.idCharacters]);
    },
  );

  it("asks for an id and a label when they are missing", () => {
    const errors = errorsOf({ ...valid, id: "", label: "   " });
    expect(errors.id).toEqual([CHANNEL_TYPE_FORM_MESSAGES.idRequired]);
    expect(errors.label).toEqual([CHANNEL_TYPE_FORM_MESSAGES.labelRequired]);
    expect(errorsOf({ description: valid.description })).toMatchObject({
      id: [CHANNEL_TYPE_FORM_MESSAGES.idRequired],
      label: [CHANNEL_TYPE_FORM_MESSAGES.labelRequired],
    });
  });

  it("keeps the label as plain text, removing pasted markup", () => {
    expect(channelTypeFormSchema.parse({ ...valid, label: '<svg onload=alert(1)></svg><em>Calm</em> "sounds"' }).label).toBe(
      'Calm "sounds"',
    );
    expect(errorsOf({ ...valid, label: "<script>alert(1)</script>" }).label).toEqual([CHANNEL_TYPE_FORM_MESSAGES.labelRequired]);
  });

  it("caps the id and label lengths", () => {
    expect(errorsOf({ ...valid, id: "a".repeat(CHANNEL_TYPE_FORM_LIMITS.idMax + 1) }).id).toEqual([
      CHANNEL_TYPE_FORM_MESSAGES.idTooLong,
    ]);
    expect(errorsOf({ ...valid, label: "a".repeat(CHANNEL_TYPE_FORM_LIMITS.labelMax + 1) }).label).toEqual([
      CHANNEL_TYPE_FORM_MESSAGES.labelTooLong,
    ]);
  });

  it("needs a description with words in it (an empty editor leaves <p></p>)", () => {
    expect(errorsOf({ ...valid, description: "<p></p>" }).description).toEqual([CHANNEL_TYPE_FORM_MESSAGES.descriptionRequired]);
    expect(errorsOf({ ...valid, description: undefined }).description).toEqual([CHANNEL_TYPE_FORM_MESSAGES.descriptionRequired]);
  });

  it.each([
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    "ftp://example.com/a.png",
    "/relative.png",
    "//cdn.example.com/a.png",
    "not a url",
  ])("refuses the non-http image address %j (spec §5)", (imageUrl) => {
    expect(errorsOf({ ...valid, imageUrl }).imageUrl).toEqual([CHANNEL_TYPE_FORM_MESSAGES.imageUrl]);
  });

  it("stores no image for an empty address and normalises a good one", () => {
    expect(channelTypeFormSchema.parse({ ...valid, imageUrl: "" }).imageUrl).toBeNull();
    expect(channelTypeFormSchema.parse({ ...valid, imageUrl: undefined }).imageUrl).toBeNull();
    expect(channelTypeFormSchema.parse({ ...valid, imageUrl: " HTTP://Example.com/a b.png " }).imageUrl).toBe(
      "http://example.com/a%20b.png",
    );
  });

  it("falls back to the default gradient and refuses colours that are not hex codes", () => {
    const parsed = channelTypeFormSchema.parse({ ...valid, gradientFrom: undefined, gradientTo: "" });
    expect([parsed.gradientFrom, parsed.gradientTo]).toEqual(["#4f46e5", "#7c3aed"]);
    expect(errorsOf({ ...valid, gradientFrom: "red" }).gradientFrom).toEqual([CHANNEL_TYPE_FORM_MESSAGES.colour]);
  });

  it("caps the rich-text sections", () => {
    const long = `<p>${"a".repeat(CHANNEL_TYPE_FORM_LIMITS.richTextMax)}</p>`;
    expect(errorsOf({ ...valid, production: long }).production).toEqual([CHANNEL_TYPE_FORM_MESSAGES.richTextTooLong]);
  });
});

describe("channelTypeInUseMessage", () => {
  it("names how many rows use the type", () => {
    expect(channelTypeInUseMessage({ channels: 12, ideas: 0 })).toBe(
      "12 channels use this channel type. Move them to another type before deleting it.",
    );
    expect(channelTypeInUseMessage({ channels: 1, ideas: 0 })).toBe(
      "1 channel uses this channel type. Move it to another type before deleting it.",
    );
    expect(channelTypeInUseMessage({ channels: 0, ideas: 1 })).toBe(
      "1 idea uses this channel type. Move it to another type before deleting it.",
    );
    expect(channelTypeInUseMessage({ channels: 1, ideas: 2 })).toBe(
      "1 channel and 2 ideas use this channel type. Move them to another type before deleting it.",
    );
    expect(channelTypeInUseMessage({ channels: 1234, ideas: 0 })).toMatch(/^1,234 channels use/);
  });

  it("is null when nothing uses it", () => {
    expect(channelTypeInUseMessage({ channels: 0, ideas: 0 })).toBeNull();
  });
});
