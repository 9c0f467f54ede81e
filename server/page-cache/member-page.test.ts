// A member's copy of a page: the slots are filled with their own values, and the gzip made by joining pieces
// compressed apart is the same page once inflated, by Node's zlib as by any browser's.
import { crc32, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { SLOTS } from "#server/auth/member-render";
import { crc32Combine, memberBody, memberIdentity, toMemberTemplate } from "#server/page-cache/member-page";

const page = (email: string, initial: string) =>
  `<html><button aria-label="Account menu for ${email}"><span>${initial}</span></button>` +
  `${"<p>A long faceless channel page.</p>".repeat(2000)}` +
  `<script>enqueue("[{\\"user\\":{\\"email\\":\\"${email}\\",\\"initial\\":\\"${initial}\\"}}]")</script></html>`;

describe("a member's copy of a shared page", () => {
  const template = toMemberTemplate(200, { "content-type": "text/html" }, Buffer.from(page(SLOTS.email, SLOTS.initial)));

  it("cuts the page at every slot", () => {
    expect(template.slots).toEqual(["email", "initial", "email", "initial"]);
  });

  it("gives each member their own e-mail, plain and gzipped, with a tag of their own", () => {
    const ada = memberBody(template, { email: "ada@example.com", initial: "A" });
    const bo = memberBody(template, { email: "bo+news@example.org", initial: "B" });
    expect(memberIdentity(template, { email: "ada@example.com", initial: "A" }).toString()).toBe(page("ada@example.com", "A"));
    expect(gunzipSync(ada.gzip!).toString()).toBe(page("ada@example.com", "A"));
    expect(gunzipSync(bo.gzip!).toString()).toBe(page("bo+news@example.org", "B"));
    expect(ada.tag).not.toBe(bo.tag);
    expect(ada.gzip!.byteLength).toBeLessThan(page("ada@example.com", "A").length / 10);
    expect(ada.br).toBeUndefined();
  });

  it("keeps a page without slots whole, and text that only looks like a slot", () => {
    const lookalike = `<p>${SLOTS.email.slice(0, -3)}</p>`;
    const plain = toMemberTemplate(404, {}, Buffer.from(lookalike));
    expect(plain.slots).toEqual([]);
    const body = memberBody(plain, { email: "ada@example.com", initial: "A" });
    expect(gunzipSync(body.gzip!).toString()).toBe(lookalike);
    expect(body.status).toBe(404);
  });

  it("handles an empty body", () => {
    const empty = memberBody(toMemberTemplate(302, {}, Buffer.alloc(0)), { email: "a@b.c", initial: "A" });
    expect(gunzipSync(empty.gzip!).byteLength).toBe(0);
  });

  it("combines CRC-32s as zlib does, at any length", () => {
    for (const [a, b] of [
      ["", ""],
      ["abc", ""],
      ["", "xyz"],
      ["faceless", " channels"],
      ["x".repeat(100_000), "y".repeat(65_537)],
    ] as const) {
      expect(crc32Combine(crc32(a), crc32(b), Buffer.byteLength(b)), `${a.length}+${b.length}`).toBe(crc32(a + b));
    }
  });
});
