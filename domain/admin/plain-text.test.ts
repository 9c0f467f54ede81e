import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toPlainText } from "#domain/admin/plain-text";
import { XSS_CORPUS, XSS_DANGER } from "#tests/fixtures/xss-corpus";

describe("toPlainText (titles and summaries)", () => {
  it.each([
    ["Tom &amp; Jerry", "Tom & Jerry"],
    ["<b>Bold</b> move", "Bold move"],
    ["2 < 3 and 5 > 4", "2 < 3 and 5 > 4"],
    // Decoding must not bring markup back.
    ["&lt;script&gt;alert(1)&lt;/script&gt;ok", "ok"],
    ["&amp;lt;img src=x onerror=alert(1)&amp;gt;", ""],
    ["  spaced \n out  ", "spaced out"],
  ])("%j → %j", (input, output) => {
    expect(toPlainText(input)).toBe(output);
  });

  it.each(XSS_CORPUS)("leaves nothing that could run from %s", (payload) => {
    expect(toPlainText(`Title ${payload} end`)).not.toMatch(XSS_DANGER);
  });

  it("is stable: cleaning twice changes nothing", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = toPlainText(text);
        expect(toPlainText(once)).toBe(once);
      }),
    );
  });
});
