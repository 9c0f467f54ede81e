import { describe, expect, it } from "vitest";
import { UNSUBSCRIBE_LINK_DAYS } from "#domain/digest-unsubscribe";
import { type UnsubscribeLink, unsubscribeUrl, verifyUnsubscribe } from "#server/services/digest-unsubscribe.server";

const SECRET = "a-test-secret-that-is-at-least-32-characters";
const SENT = new Date("2026-11-25T07:00:00Z");
const LINK: UnsubscribeLink = { userId: "user-1", deliveryId: "0b5c2f3e-1111-4222-8333-444455556666", sentAt: SENT };
const DAY = 24 * 60 * 60 * 1000;

const paramsOf = (url: string) => new URL(url).searchParams;
const withParam = (url: string, name: string, value: string) => {
  const params = paramsOf(url);
  params.set(name, value);
  return params;
};

describe("a digest's signed unsubscribe link", () => {
  it("is absolute under the public origin and verifies for its member and mail", () => {
    const url = unsubscribeUrl("https://atlas.example", SECRET, LINK);
    expect(new URL(url).origin + new URL(url).pathname).toBe("https://atlas.example/unsubscribe");
    expect(verifyUnsubscribe(SECRET, paramsOf(url), new Date(SENT.getTime() + DAY))).toEqual({ ok: true, link: LINK });
  });

  it("is one mail's own: another delivery's or another send time's link does not verify", () => {
    const url = unsubscribeUrl("https://atlas.example", SECRET, LINK);
    const other = unsubscribeUrl("https://atlas.example", SECRET, {
      ...LINK,
      deliveryId: "0b5c2f3e-1111-4222-8333-000000000000",
    });
    expect(paramsOf(other).get("t")).not.toBe(paramsOf(url).get("t"));
    const at = new Date(SENT.getTime() + DAY);
    expect(verifyUnsubscribe(SECRET, withParam(url, "d", "0b5c2f3e-1111-4222-8333-000000000000"), at)).toEqual({
      ok: false,
      reason: "bad-signature",
    });
    expect(verifyUnsubscribe(SECRET, withParam(url, "s", String(SENT.getTime() / 1000 + 3600)), at)).toEqual({
      ok: false,
      reason: "bad-signature",
    });
  });

  it("stops working after its lifetime", () => {
    const url = unsubscribeUrl("https://atlas.example", SECRET, LINK);
    expect(verifyUnsubscribe(SECRET, paramsOf(url), new Date(SENT.getTime() + UNSUBSCRIBE_LINK_DAYS * DAY - 1000)).ok).toBe(true);
    expect(verifyUnsubscribe(SECRET, paramsOf(url), new Date(SENT.getTime() + UNSUBSCRIBE_LINK_DAYS * DAY + 1000))).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("does not verify for another member, another secret, or a changed token", () => {
    const url = unsubscribeUrl("https://atlas.example", SECRET, LINK);
    expect(verifyUnsubscribe(SECRET, withParam(url, "u", "user-2"), SENT)).toEqual({ ok: false, reason: "bad-signature" });
    expect(verifyUnsubscribe(`${SECRET}-rotated`, paramsOf(url), SENT)).toEqual({ ok: false, reason: "bad-signature" });
    const token = paramsOf(url).get("t")!;
    expect(
      verifyUnsubscribe(SECRET, withParam(url, "t", `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`), SENT),
    ).toEqual({ ok: false, reason: "bad-signature" });
  });

  it("calls a missing, cut or oversized value malformed instead of throwing", () => {
    const url = unsubscribeUrl("https://atlas.example", SECRET, LINK);
    const token = paramsOf(url).get("t")!;
    for (const name of ["u", "d", "s", "t"]) {
      const params = paramsOf(url);
      params.delete(name);
      expect(verifyUnsubscribe(SECRET, params, SENT), name).toEqual({ ok: false, reason: "malformed" });
    }
    for (const [name, value] of [
      ["u", "x".repeat(10_000)],
      ["d", "y".repeat(500)],
      ["s", "soon"],
      ["s", "1e12"],
      ["t", token.slice(0, 20)],
      ["t", `${token}==`],
      ["t", "%".repeat(43)],
    ] as const) {
      expect(verifyUnsubscribe(SECRET, withParam(url, name, value), SENT), `${name}=${value.slice(0, 20)}`).toEqual({
        ok: false,
        reason: "malformed",
      });
    }
  });
});
