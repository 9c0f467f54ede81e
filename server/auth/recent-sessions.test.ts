// Remembered sessions: one read per cookie for a few seconds, never another cookie's answer, and nothing kept across
// a write (which may have signed the member out).
import { describe, expect, it } from "vitest";
import { mayChangeSessions, RecentSessions } from "#server/auth/recent-sessions";
import type { Viewer } from "#server/auth/viewer.server";

const viewer = (id: string) => ({ id, email: `${id}@example.com`, isAdmin: false }) as Viewer;
const request = (cookie?: string) => new Request("http://x/", { headers: cookie ? { cookie } : {} });

describe("recent sessions", () => {
  it("reads each cookie once within the TTL, and never answers one cookie with another's member", async () => {
    const reads: string[] = [];
    const sessions = new RecentSessions(async (r) => {
      const cookie = r.headers.get("cookie")!;
      reads.push(cookie);
      return cookie.includes("forged") ? null : viewer(cookie.split("=")[1]!);
    });
    expect((await sessions.viewer(request("s=ada")))?.id).toBe("ada");
    expect((await sessions.viewer(request("s=ada")))?.id).toBe("ada");
    expect((await sessions.viewer(request("s=bo")))?.id).toBe("bo");
    expect(await sessions.viewer(request("s=forged"))).toBeNull();
    expect(await sessions.viewer(request("s=forged"))).toBeNull();
    expect(await sessions.viewer(request())).toBeNull();
    expect(reads).toEqual(["s=ada", "s=bo", "s=forged"]);
  });

  it("reads again after the TTL and after a write", async () => {
    let signedIn = true;
    let reads = 0;
    const sessions = new RecentSessions(
      async () => {
        reads++;
        return signedIn ? viewer("ada") : null;
      },
      { ttlMs: 40 },
    );
    await sessions.viewer(request("s=ada"));
    await new Promise((r) => setTimeout(r, 60));
    await sessions.viewer(request("s=ada"));
    expect(reads).toBe(2);
    signedIn = false;
    sessions.forgetAll();
    expect(await sessions.viewer(request("s=ada"))).toBeNull();
  });

  it("does not keep a read that a write overtook", async () => {
    let release!: () => void;
    let signedIn = true;
    const sessions = new RecentSessions(async () => {
      const answer = signedIn ? viewer("ada") : null;
      await new Promise<void>((r) => (release = r));
      return answer;
    });
    const pending = sessions.viewer(request("s=ada"));
    await new Promise((r) => setTimeout(r, 0));
    signedIn = false;
    sessions.forgetAll();
    release();
    expect((await pending)?.id).toBe("ada");
    const after = sessions.viewer(request("s=ada"));
    await new Promise((r) => setTimeout(r, 0));
    release();
    expect(await after).toBeNull();
  });
});

describe("recent sessions under load", () => {
  it("reads a session once for many requests at the same time", async () => {
    let reads = 0;
    const sessions = new RecentSessions(async () => {
      reads++;
      await new Promise((r) => setTimeout(r, 10));
      return viewer("ada");
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => sessions.viewer(request("s=ada"))));
    expect(answers.every((answer) => answer?.id === "ada")).toBe(true);
    expect(reads).toBe(1);
    expect(sessions.known("s=ada")?.id).toBe("ada");
    expect(sessions.known("s=bo")).toBeUndefined();
  });
});

describe("the writes that may change a session", () => {
  it("are Better Auth's, the API's, sign-in and sign-out, the profile's and the admin area's", () => {
    for (const path of [
      "/api/auth/sign-out",
      "/api/v1/channels",
      "/auth/logout",
      "/auth",
      "/profile",
      "/profile.data",
      "/admin/users",
    ]) {
      expect(mayChangeSessions("POST", path), path).toBe(true);
    }
    for (const path of [
      "/watchlist/follow",
      "/watchlist/saved-searches",
      "/contact",
      "/resources/theme",
      "/authors",
      "/profiles",
    ]) {
      expect(mayChangeSessions("POST", path), path).toBe(false);
    }
    expect(mayChangeSessions("GET", "/api/auth/verify-email")).toBe(true);
    expect(mayChangeSessions("GET", "/api/auth/get-session")).toBe(false);
    expect(mayChangeSessions("GET", "/profile")).toBe(false);
  });
});
