import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  CHANNEL_FORM_MESSAGES,
  channelFormDefaults,
  createChannelFormSchema,
  latestTodayIso,
  storedUiChannelType,
  type ChannelFormSource,
} from "#domain/admin/channel-form";

const NOW = new Date("2026-03-10T12:00:00Z");
const schema = createChannelFormSchema(() => NOW);

/** Parses a form the way the browser sends it (repeated names for lists). */
function submit(entries: Record<string, string | string[]>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(entries)) for (const v of [value].flat()) formData.append(name, v);
  return parseWithZod(formData, { schema });
}

function errorsOf(entries: Record<string, string | string[]>) {
  const submission = submit(entries);
  return submission.status === "success" ? {} : (submission.error ?? {});
}

describe("channel form schema", () => {
  it("gives conform its field constraints (the browser's hints)", () => {
    const constraint = getZodConstraint(schema);
    expect(constraint["channelTitle"]).toMatchObject({ required: true });
    expect(constraint["description"]).toMatchObject({ required: false });
    expect(constraint["keywords"]).toMatchObject({ multiple: true });
  });

  it("needs only a title and trims it", () => {
    const submission = submit({ channelTitle: "  Deep Sea Facts  " });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({ channelTitle: "Deep Sea Facts", keywords: [], isFeatured: false });
    expect(submission.value.totalSubscribers).toBeUndefined();
  });

  it("asks for the title when it is missing or blank", () => {
    expect(errorsOf({})["channelTitle"]).toEqual([CHANNEL_FORM_MESSAGES.titleRequired]);
    expect(errorsOf({ channelTitle: "   " })["channelTitle"]).toEqual([CHANNEL_FORM_MESSAGES.titleRequired]);
  });

  it("refuses negative and fractional counts with a message at the field", () => {
    const errors = errorsOf({ channelTitle: "A", totalSubscribers: "-1", totalViews: "12.5", videoCount: "lots" });
    expect(errors["totalSubscribers"]).toEqual(["Subscribers can't be negative"]);
    expect(errors["totalViews"]).toEqual(["Total views must be a whole number"]);
    expect(errors["videoCount"]).toEqual(["Video count must be a whole number"]);
  });

  it("reads counts with digit grouping and amounts with a dollar sign", () => {
    const submission = submit({ channelTitle: "A", totalViews: "1,234,567", totalSubscribers: "12 000", rpmOverride: "$4.25" });
    expect(submission.status === "success" && submission.value).toMatchObject({
      totalViews: 1_234_567,
      totalSubscribers: 12_000,
      rpmOverride: 4.25,
    });
  });

  it("refuses a negative CPM", () => {
    const errors = errorsOf({ channelTitle: "A", rpmOverride: "-0.5" });
    expect(errors["rpmOverride"]).toEqual(["RPM can't be negative"]);
  });

  it.each(["javascript:alert(1)", "ftp://example.com/a.png", "data:image/png;base64,AAAA", "//example.com/a.png", "example.com"])(
    "accepts only http/https addresses (spec §5): %s is refused",
    (url) => {
      const errors = errorsOf({ channelTitle: "A", channelUrl: url, screenshotUrl: url });
      expect(errors["channelUrl"]).toEqual([CHANNEL_FORM_MESSAGES.url]);
      expect(errors["screenshotUrl"]).toEqual([CHANNEL_FORM_MESSAGES.url]);
    },
  );

  it("keeps http and https addresses, normalised", () => {
    const submission = submit({
      channelTitle: "A",
      channelUrl: " https://www.youtube.com/@deepsea ",
      screenshotUrl: "http://img.example.com/a b.png",
    });
    expect(submission.status === "success" && submission.value).toMatchObject({
      channelUrl: "https://www.youtube.com/@deepsea",
      screenshotUrl: "http://img.example.com/a%20b.png",
    });
  });

  it("takes a country only from the spec's list", () => {
    expect(errorsOf({ channelTitle: "A", country: "XX" })["country"]).toEqual([CHANNEL_FORM_MESSAGES.country]);
    expect(submit({ channelTitle: "A", country: "Other" }).status).toBe("success");
  });

  it("refuses a start date in the future, before YouTube, or not a date", () => {
    expect(errorsOf({ channelTitle: "A", startDate: "2026-03-12" })["startDate"]).toEqual([
      CHANNEL_FORM_MESSAGES.startDateFuture,
    ]);
    expect(errorsOf({ channelTitle: "A", startDate: "2004-12-31" })["startDate"]).toEqual([
      CHANNEL_FORM_MESSAGES.startDateTooEarly,
    ]);
    expect(errorsOf({ channelTitle: "A", startDate: "2026-02-30" })["startDate"]).toEqual([
      CHANNEL_FORM_MESSAGES.startDateInvalid,
    ]);
    expect(submit({ channelTitle: "A", startDate: "2026-03-10" }).status).toBe("success");
  });

  it("lets an admin east of UTC enter their today", () => {
    // 12:00 UTC is already the next day in UTC+14.
    expect(latestTodayIso(NOW)).toBe("2026-03-11");
    expect(submit({ channelTitle: "A", startDate: "2026-03-11" }).status).toBe("success");
  });

  it("trims and de-duplicates keywords, splitting typed commas", () => {
    const submission = submit({ channelTitle: "A", keywords: ["space", " Ocean ", "ocean, deep  sea", ""] });
    expect(submission.status === "success" && submission.value.keywords).toEqual(["space", "Ocean", "deep sea"]);
  });

  it("keeps ui_channel_type only when the type is 'other'", () => {
    const other = submit({ channelTitle: "A", channelType: "other", uiChannelType: "asmr_ambient" });
    expect(other.status === "success" && storedUiChannelType(other.value)).toBe("asmr_ambient");
    const concrete = submit({ channelTitle: "A", channelType: "documentary_story", uiChannelType: "asmr_ambient" });
    expect(concrete.status === "success" && storedUiChannelType(concrete.value)).toBeUndefined();
    expect(errorsOf({ channelTitle: "A", channelType: "other", uiChannelType: "other" })["uiChannelType"]).toEqual([
      CHANNEL_FORM_MESSAGES.uiChannelTypeNotOther,
    ]);
  });

  it("checks the shape of type ids, YouTube ids and handles, and strips the handle's @", () => {
    const errors = errorsOf({ channelTitle: "A", channelType: "Bad Type", youtubeChannelId: "UC123", handle: "@a" });
    expect(errors["channelType"]).toEqual([CHANNEL_FORM_MESSAGES.channelType]);
    expect(errors["youtubeChannelId"]).toEqual([CHANNEL_FORM_MESSAGES.youtubeChannelId]);
    expect(errors["handle"]).toEqual([CHANNEL_FORM_MESSAGES.handle]);
    const ok = submit({ channelTitle: "A", handle: "@DeepSeaFacts", youtubeChannelId: "UCabcdefghijklmnopqrstuv" });
    expect(ok.status === "success" && ok.value).toMatchObject({
      handle: "DeepSeaFacts",
      youtubeChannelId: "UCabcdefghijklmnopqrstuv",
    });
  });

  it("reads the featured checkbox", () => {
    const submission = submit({ channelTitle: "A", isFeatured: "on" });
    expect(submission.status === "success" && submission.value.isFeatured).toBe(true);
  });
});

describe("revenue", () => {
  it("is not a form field: a typed figure is dropped, the model writes the stored ones on save", () => {
    const submission = submit({ channelTitle: "A", revenuePerVideo: "7", revenuePerMonth: "1", revenuePerSubscriber: "0.5" });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).not.toHaveProperty("revenuePerVideo");
  });
});

describe("edit form defaults", () => {
  const source: ChannelFormSource = {
    channelTitle: "Deep Sea Facts",
    description: null,
    channelUrl: "https://www.youtube.com/@deepsea",
    screenshotUrl: null,
    youtubeChannelId: null,
    handle: "deepsea",
    nicheId: null,
    channelCategory: null,
    channelType: "documentary_story",
    uiChannelType: null,
    country: "US",
    uploadFrequency: "weekly",
    keywords: ["ocean"],
    totalSubscribers: 40_000,
    totalViews: 2_000_000,
    videoCount: 100,
    rpmOverride: 5,
    startDate: "2025-03-10",
    isFeatured: true,
  };

  it("shows numbers as text", () => {
    const defaults = channelFormDefaults(source);
    expect(defaults).toMatchObject({
      channelTitle: "Deep Sea Facts",
      totalViews: "2000000",
      rpmOverride: "5",
      keywords: ["ocean"],
      isFeatured: "on",
    });
    expect(defaults).not.toHaveProperty("revenuePerVideo");
    expect(defaults.description).toBeUndefined();
  });
});
