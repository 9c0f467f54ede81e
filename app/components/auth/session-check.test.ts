import { afterEach, describe, expect, it } from "vitest";
import { checkSession, forgetSessions, rememberedAdmin } from "~/components/auth/session-check";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("checkSession", () => {
  afterEach(() => forgetSessions());

  it("reads the user and remembers an admin per user id (spec §4 'Admin results are cached per user id')", async () => {
    const result = await checkSession(async () => json({ user: { id: "u1", email: "a@example.com", role: "admin" } }));
    expect(result).toEqual({ id: "u1", email: "a@example.com", isAdmin: true });
    expect(rememberedAdmin("u1")).toBe(true);
    expect(rememberedAdmin("u2")).toBeUndefined();
  });

  it("reports a signed-out visitor as null", async () => {
    expect(await checkSession(async () => json(null))).toBeNull();
  });

  // Spec §4/§9: "gives up waiting after 3 s or 3 verification attempts".
  it("gives up after 3 failed attempts", async () => {
    let calls = 0;
    const result = await checkSession(async () => {
      calls += 1;
      return json({ message: "boom" }, 500);
    });
    expect(result).toBe("unknown");
    expect(calls).toBe(3);
  });

  it("gives up on an attempt that takes longer than the timeout", async () => {
    let calls = 0;
    const hang = (_: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        calls += 1;
        init?.signal?.addEventListener("abort", () => reject(new Error("aborted")));
      });
    const started = Date.now();
    expect(await checkSession(hang, { attempts: 2, timeoutMs: 50 })).toBe("unknown");
    expect(calls).toBe(2);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
