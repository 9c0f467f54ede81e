import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { FACT_FORM_MESSAGES, FACT_LIMITS, factFormSchema } from "#domain/admin/fact-form";
import { XSS_DANGER } from "#tests/fixtures/xss-corpus";

function submit(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return parseWithZod(formData, { schema: factFormSchema });
}

describe("fact form", () => {
  it("reads a ticked checkbox as active and a missing one as inactive", () => {
    const on = submit({ title: "Shorts pay less", content: "<p>Shorts RPM is <strong>lower</strong>.</p>", isActive: "on" });
    expect(on.status === "success" && on.value).toEqual({
      title: "Shorts pay less",
      content: "<p>Shorts RPM is <strong>lower</strong>.</p>",
      isActive: true,
    });
    const off = submit({ title: "Shorts pay less", content: "<p>Lower RPM.</p>" });
    expect(off.status === "success" && off.value.isActive).toBe(false);
  });

  it.each([
    [
      { title: "", content: "" },
      { title: [FACT_FORM_MESSAGES.titleRequired], content: [FACT_FORM_MESSAGES.contentRequired] },
    ],
    [{ title: "Ok", content: "<p> </p><p></p>" }, { content: [FACT_FORM_MESSAGES.contentRequired] }],
    [{ title: "<b></b>", content: "<p>x</p>" }, { title: [FACT_FORM_MESSAGES.titleRequired] }],
    [{ title: "x".repeat(FACT_LIMITS.titleMax + 1), content: "<p>x</p>" }, { title: [FACT_FORM_MESSAGES.titleTooLong] }],
    [{ title: "Ok", content: `<p>${"x".repeat(FACT_LIMITS.contentMax)}</p>` }, { content: [FACT_FORM_MESSAGES.contentTooLong] }],
  ])("%j → %j", (fields, errors) => {
    const submission = submit(fields);
    expect(submission.status === "success" ? {} : submission.reply().error).toEqual(errors);
  });

  it("keeps the title plain text", () => {
    const submission = submit({
      title: 'Fact <script>alert(1)</script><a href="javascript:alert(1)">link</a>',
      content: "<p>x</p>",
    });
    expect(submission.status === "success" && submission.value.title).toBe("Fact link");
    expect(submission.status === "success" && submission.value.title).not.toMatch(XSS_DANGER);
  });
});
