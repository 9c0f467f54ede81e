import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { probeLink } from "#server/integrations/http/link-probe.server";
import { type LinkTargetServer, startLinkTargetServer } from "#tests/fakes/link-target-server";

let site: LinkTargetServer;
beforeAll(async () => {
  site = await startLinkTargetServer();
});
afterAll(async () => {
  await site.close();
});

const local = { timeoutMs: 400, allowPrivate: true };

function requestsTo(server: LinkTargetServer, path: string) {
  return server.requests.filter((r) => r.path === path);
}

describe("probeLink against a local server (private addresses allowed)", () => {
  it("a 200 is ok", async () => {
    const result = await probeLink(site.url("/ok"), local);
    expect(result).toMatchObject({ outcome: "ok", httpStatus: 200, finalUrl: site.url("/ok"), error: null });
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
  });

  it("follows a 301 to the 200 and reports where it ended", async () => {
    const result = await probeLink(site.url("/moved"), local);
    expect(result).toMatchObject({ outcome: "ok", httpStatus: 200, finalUrl: site.url("/ok"), error: null });
  });

  it("a 404 and a 500 are broken, with the status in words", async () => {
    expect(await probeLink(site.url("/missing"), local)).toMatchObject({
      outcome: "broken",
      httpStatus: 404,
      error: "HTTP 404 Not Found",
    });
    expect(await probeLink(site.url("/error"), local)).toMatchObject({
      outcome: "broken",
      httpStatus: 500,
      error: "HTTP 500 Internal Server Error",
    });
  });

  it("gives up on a server that never answers after the timeout", async () => {
    const result = await probeLink(site.url("/hang"), { ...local, timeoutMs: 300 });
    expect(result).toMatchObject({
      outcome: "broken",
      httpStatus: null,
      finalUrl: site.url("/hang"),
      error: "Timed out after 0.3 s",
    });
    expect(result.durationMs).toBeGreaterThanOrEqual(290);
    expect(result.durationMs).toBeLessThan(2000);
  });

  it("asks with HEAD first and falls back to GET when HEAD is not allowed (405)", async () => {
    const result = await probeLink(site.url("/no-head"), local);
    expect(result).toMatchObject({ outcome: "ok", httpStatus: 200 });
    expect(requestsTo(site, "/no-head").map((r) => r.method)).toEqual(["HEAD", "GET"]);
    expect(requestsTo(site, "/ok").every((r) => r.method === "HEAD")).toBe(true);
  });

  it("stops after five redirects", async () => {
    const before = requestsTo(site, "/loop").length;
    const result = await probeLink(site.url("/loop"), local);
    expect(result).toMatchObject({ outcome: "broken", httpStatus: 302, error: "Too many redirects (more than 5)" });
    expect(requestsTo(site, "/loop").length - before).toBe(6);
  });

  it("refuses what is not an http(s) URL, also as a redirect target, without sending anything for it", async () => {
    const before = site.requests.length;
    expect(await probeLink("not a url", local)).toMatchObject({ outcome: "broken", finalUrl: null, error: "Not a valid URL" });
    expect(await probeLink("file:///etc/passwd", local)).toMatchObject({
      outcome: "broken",
      error: "Only http and https links are checked (this one is file)",
    });
    expect(await probeLink("javascript:alert(1)", local)).toMatchObject({ outcome: "broken" });
    expect(site.requests.length).toBe(before);
    const redirected = await probeLink(site.url(`/redirect?to=${encodeURIComponent("ftp://example.com/file")}`), local);
    expect(redirected).toMatchObject({
      outcome: "broken",
      httpStatus: 302,
      error: "Redirected to a ftp URL, which is not checked",
    });
  });
});

describe("probeLink with private addresses refused (the default)", () => {
  let inside: LinkTargetServer;
  beforeAll(async () => {
    // Another loopback address: the "internal service" a redirect must not reach.
    inside = await startLinkTargetServer("127.0.0.2");
  });
  afterAll(async () => {
    await inside.close();
  });

  it("refuses a loopback URL, by address or by a name that resolves to one, before any request", async () => {
    const byAddress = await probeLink(inside.url("/ok"), { timeoutMs: 400 });
    expect(byAddress).toMatchObject({ outcome: "broken", httpStatus: null, error: "Refused: 127.0.0.2 is a loopback address" });
    const byName = await probeLink(`http://localhost:${inside.port}/ok`, { timeoutMs: 400 });
    expect(byName.outcome).toBe("broken");
    expect(byName.error).toMatch(/^Refused: localhost \((127\.0\.0\.1|::1)\) is a loopback address$/);
    for (const url of [
      "http://[::1]/",
      "http://169.254.169.254/latest/meta-data/",
      "http://10.0.0.1/",
      "http://[::ffff:127.0.0.1]/",
      "http://2130706433/",
    ]) {
      expect((await probeLink(url, { timeoutMs: 400 })).error).toMatch(/^Refused: /);
    }
    expect(inside.requests).toEqual([]);
  });

  it("refuses a redirect that points at a loopback address; the target never sees a request", async () => {
    // The first server stands for a public site (its address is allowed by name in this test only).
    const target = inside.url("/ok");
    const result = await probeLink(site.url(`/redirect?to=${encodeURIComponent(target)}`), {
      timeoutMs: 400,
      allowedAddresses: ["127.0.0.1"],
    });
    expect(result).toMatchObject({
      outcome: "broken",
      httpStatus: 302,
      finalUrl: target,
      error: "Refused: 127.0.0.2 is a loopback address",
    });
    expect(inside.requests).toEqual([]);
  });
});
