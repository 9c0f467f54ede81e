import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_DOCS_SCRIPT } from "#domain/content-security-policy";

describe("the API reference's script", () => {
  it("is the file @scalar/api-reference publishes, unchanged, served from our own assets", () => {
    expect(API_DOCS_SCRIPT.url).toMatch(/^\/assets\//);
    const file = readFileSync(`public${API_DOCS_SCRIPT.url}`);
    expect(`sha384-${createHash("sha384").update(file).digest("base64")}`).toBe(API_DOCS_SCRIPT.integrity);
  });
});
