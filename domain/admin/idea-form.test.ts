import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { IDEA_FORM_MESSAGES, IDEA_LIMITS, ideaFormFieldsSchema, ideaFormSchema } from "#domain/admin/idea-form";
import { XSS_CORPUS, XSS_DANGER } from "#tests/fixtures/xss-corpus";

/** What the admin form posts (conform parses FormData exactly like this in the action). */
function submit(fields: Record<string, string | string[]>) {
  const formData = new FormData();
  const base: Record<string, string | string[]> = {
    title: "AI History Shorts",
    slug: "",
    summary: "Sixty-second history stories with AI narration.",
    body: "<p>Start with <strong>one era</strong>.</p>",
    difficulty: "beginner",
    startupCost: "low",
    rpmLow: "",
    rpmHigh: "",
    hoursPerVideo: "",
  };
  for (const [name, value] of Object.entries({ ...base, ...fields })) {
    for (const v of Array.isArray(value) ? value : [value]) formData.append(name, v);
  }
  return parseWithZod(formData, { schema: ideaFormSchema });
}

function errorsOf(submission: ReturnType<typeof submit>) {
  return submission.status === "success" ? {} : submission.reply().error;
}

describe("idea form", () => {
  it("gives the browser its hints (conform reads them from the fields schema)", () => {
    expect(getZodConstraint(ideaFormFieldsSchema)).toMatchObject({
      title: { required: true },
      slug: { required: false },
      difficulty: { required: true },
    });
  });

  it("accepts a complete idea and builds the slug from the title", () => {
    const submission = submit({
      rpmLow: "2.5",
      rpmHigh: "6",
      hoursPerVideo: "4",
      tools: ["CapCut", "canva", "Canva", "ElevenLabs, Audacity"],
      exampleChannels: ["history-matters-1", "history-matters-1"],
      nicheId: "7a1c2a0e-8f4b-4c7e-9a57-3f2b1d0c9e11",
      channelTypeId: "ai_voiceover",
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toEqual({
      title: "AI History Shorts",
      slug: "ai-history-shorts",
      summary: "Sixty-second history stories with AI narration.",
      body: "<p>Start with <strong>one era</strong>.</p>",
      nicheId: "7a1c2a0e-8f4b-4c7e-9a57-3f2b1d0c9e11",
      channelTypeId: "ai_voiceover",
      difficulty: "beginner",
      startupCost: "low",
      rpmLow: 2.5,
      rpmHigh: 6,
      hoursPerVideo: 4,
      tools: ["CapCut", "canva", "ElevenLabs", "Audacity"],
      exampleChannels: ["history-matters-1"],
    });
  });

  it("stores empty optional fields as nothing", () => {
    const submission = submit({ body: "<p></p>" });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      body: "",
      nicheId: null,
      channelTypeId: null,
      rpmLow: null,
      rpmHigh: null,
      hoursPerVideo: null,
      tools: [],
      exampleChannels: [],
    });
  });

  it("keeps a typed slug, lowercased", () => {
    const submission = submit({ slug: " My-Own-Slug " });
    expect(submission.status === "success" && submission.value.slug).toBe("my-own-slug");
  });

  it("explains every field that is wrong at once", () => {
    const errors = errorsOf(
      submit({ title: "", summary: " ", difficulty: "", rpmLow: "9", rpmHigh: "3", hoursPerVideo: "-2", slug: "Not a slug!" }),
    );
    expect(errors).toEqual({
      title: [IDEA_FORM_MESSAGES.titleRequired],
      summary: [IDEA_FORM_MESSAGES.summaryRequired],
      difficulty: [IDEA_FORM_MESSAGES.difficulty],
      rpmLow: [IDEA_FORM_MESSAGES.rpmOrder],
      hoursPerVideo: [IDEA_FORM_MESSAGES.hoursNegative],
      slug: [IDEA_FORM_MESSAGES.slugFormat],
    });
  });

  it.each([
    [{ rpmLow: "3" }, { rpmHigh: [IDEA_FORM_MESSAGES.rpmIncomplete] }],
    [{ rpmHigh: "3" }, { rpmLow: [IDEA_FORM_MESSAGES.rpmIncomplete] }],
    [{ rpmLow: "-1", rpmHigh: "3" }, { rpmLow: [IDEA_FORM_MESSAGES.rpmNegative] }],
    [{ rpmLow: "abc", rpmHigh: "3" }, { rpmLow: [IDEA_FORM_MESSAGES.rpmNumber] }],
    [{ rpmLow: "1", rpmHigh: "5000" }, { rpmHigh: [IDEA_FORM_MESSAGES.rpmTooHigh] }],
    [{ hoursPerVideo: "lots" }, { hoursPerVideo: [IDEA_FORM_MESSAGES.hoursNumber] }],
    [{ title: "x".repeat(IDEA_LIMITS.titleMax + 1) }, { title: [IDEA_FORM_MESSAGES.titleTooLong] }],
    [{ title: "!!!" }, { slug: [IDEA_FORM_MESSAGES.slugUnbuildable] }],
    [{ startupCost: "free" }, { startupCost: [IDEA_FORM_MESSAGES.startupCost] }],
    [{ nicheId: "not-a-uuid" }, { nicheId: [IDEA_FORM_MESSAGES.nicheUnknown] }],
    [
      { tools: Array.from({ length: IDEA_LIMITS.tools + 1 }, (_, i) => `tool ${i}`) },
      { tools: [`Use at most ${IDEA_LIMITS.tools} tools`] },
    ],
    [
      { exampleChannels: Array.from({ length: IDEA_LIMITS.exampleChannels + 1 }, (_, i) => `channel-${i}`) },
      { exampleChannels: [IDEA_FORM_MESSAGES.tooManyChannels] },
    ],
  ])("%j → %j", (fields, errors) => {
    expect(errorsOf(submit(fields))).toEqual(errors);
  });

  it("accepts an RPM range of one value and zero hours", () => {
    expect(submit({ rpmLow: "4", rpmHigh: "4", hoursPerVideo: "0" }).status).toBe("success");
  });

  it("removes markup from the plain-text fields (title, summary, tools)", () => {
    const payload = XSS_CORPUS.join("\n");
    const submission = submit({
      title: `Safe title ${payload}`,
      summary: `Safe summary ${payload}`,
      tools: [`<b>CapCut</b>`, `<img src=x onerror=alert(1)>`],
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.title).not.toMatch(XSS_DANGER);
    expect(submission.value.title.startsWith("Safe title")).toBe(true);
    expect(submission.value.summary).not.toMatch(XSS_DANGER);
    expect(submission.value.tools).toEqual(["CapCut"]);
  });
});
