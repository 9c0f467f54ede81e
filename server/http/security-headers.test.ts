// Security headers on every response; the CSP's nonce is fresh per response and handed to the
// route; HSTS only when the site is served over https. (tests/e2e/security-headers.spec.ts checks
// in Chromium that the pages pass the policy.)
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { parseEnv } from "#server/env";
import { cspNonce, securityHeaders } from "#server/http/security-headers";

function appWith(env: Record<string, string>) {
  const app = new Hono();
  app.use(securityHeaders(parseEnv(env)));
  app.get("/api/docs", (c) => c.text("docs"));
  app.all("*", (c) => c.text(`nonce:${cspNonce(c) ?? ""}`));
  return app;
}

describe("security headers", () => {
  it("sends the CSP with a fresh nonce per response, the same one the route renders with", async () => {
    const app = appWith({});
    const [first, second] = [await app.request("/"), await app.request("/")];
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(first.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(await first.text()).toBe(`nonce:${nonce}`);
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
    const csp = first.headers.get("content-security-policy") ?? "";
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ])
      expect(csp).toContain(directive);
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("says no to framing, sniffing, referrer leaks and unused features on every response", async () => {
    const response = await appWith({}).request("/api/v1/channels", { method: "POST" });
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=(), microphone=(), geolocation=()");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("adds HSTS and upgrade-insecure-requests when PUBLIC_URL is https", async () => {
    const response = await appWith({ PUBLIC_URL: "https://atlas.example" }).request("/");
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(response.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });

  it("lets the sign-in form go on to a configured OAuth provider", async () => {
    const response = await appWith({
      OIDC_ISSUER: "http://127.0.0.1:9999/realm",
      GITHUB_CLIENT_ID: "x",
      GITHUB_CLIENT_SECRET: "y",
    }).request("/auth");
    expect(response.headers.get("content-security-policy")).toContain(
      "form-action 'self' https://github.com http://127.0.0.1:9999;",
    );
  });

  it("gives /api/docs its own policy: nonce-carrying scripts only, no other host", async () => {
    const csp = (await appWith({}).request("/api/docs")).headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'nonce-[^']+';/);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
