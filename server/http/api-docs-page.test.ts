import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Hono } from "hono";
import { API_DOCS_SCRIPT } from "#domain/content-security-policy";
import { apiDocsPage } from "#server/http/api-docs-page";

describe("the API reference's script", () => {
  it("is the file @scalar/api-reference publishes, unchanged, served from our own assets", () => {
    expect(API_DOCS_SCRIPT.url).toMatch(/^\/assets\//);
    const file = readFileSync(`public${API_DOCS_SCRIPT.url}`);
    expect(`sha384-${createHash("sha384").update(file).digest("base64")}`).toBe(API_DOCS_SCRIPT.integrity);
  });
});

describe("the API reference page", () => {
  it("turns off Scalar's hosted extras (AI chat, MCP generator, developer toolbar), which would call its servers", async () => {
    const app = new Hono().get("/api/docs", apiDocsPage("/api/v1/openapi.json"));
    const html = await (await app.request("/api/docs")).text();
    expect(html).toContain(API_DOCS_SCRIPT.url);
    const config = html.replaceAll(/\s+/g, "");
    expect(config).toContain('"agent":{"disabled":true}');
    expect(config).toContain('"mcp":{"disabled":true}');
    expect(config).toContain('"showDeveloperTools":"never"');
  });
});
