import { describe, expect, it } from "vitest";
import { unsubscribeToken, unsubscribeUrl, verifyUnsubscribe } from "#server/services/digest-unsubscribe.server";

const SECRET = "a-test-secret-that-is-at-least-32-characters";

describe("the digest's signed unsubscribe link", () => {
  it("is absolute under the public origin and verifies for its member", () => {
    const url = new URL(unsubscribeUrl("https://atlas.example", SECRET, "user-1"));
    expect(url.origin + url.pathname).toBe("https://atlas.example/unsubscribe");
    expect(verifyUnsubscribe(SECRET, url.searchParams.get("u"), url.searchParams.get("t"))).toEqual({ ok: true, userId: "user-1" });
  });

  it("does not verify for another member, another secret, or a changed token", () => {
    const token = unsubscribeToken(SECRET, "user-1");
    expect(verifyUnsubscribe(SECRET, "user-2", token)).toEqual({ ok: false, reason: "bad-signature" });
    expect(verifyUnsubscribe(`${SECRET}-rotated`, "user-1", token)).toEqual({ ok: false, reason: "bad-signature" });
    const flipped = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(verifyUnsubscribe(SECRET, "user-1", flipped)).toEqual({ ok: false, reason: "bad-signature" });
  });

  it("calls a missing, cut or oversized value malformed instead of throwing", () => {
    const token = unsubscribeToken(SECRET, "user-1");
    expect(verifyUnsubscribe(SECRET, null, token)).toEqual({ ok: false, reason: "malformed" });
    expect(verifyUnsubscribe(SECRET, "user-1", null)).toEqual({ ok: false, reason: "malformed" });
    expect(verifyUnsubscribe(SECRET, "", token)).toEqual({ ok: false, reason: "malformed" });
    expect(verifyUnsubscribe(SECRET, "user-1", token.slice(0, 20))).toEqual({ ok: false, reason: "malformed" });
    expect(verifyUnsubscribe(SECRET, "user-1", `${token}==`)).toEqual({ ok: false, reason: "malformed" });
    expect(verifyUnsubscribe(SECRET, "x".repeat(10_000), token)).toEqual({ ok: false, reason: "malformed" });
    expect(verifyUnsubscribe(SECRET, "user-1", "%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%")).toEqual({ ok: false, reason: "malformed" });
  });
});
