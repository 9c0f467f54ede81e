import { describe, expect, it } from "vitest";
import { action } from "./theme";

type ActionArgs = Parameters<typeof action>[0];

function post(fields: Record<string, string>): ActionArgs {
  const request = new Request("http://localhost/resources/theme", { method: "POST", body: new URLSearchParams(fields) });
  return {
    request,
    url: new URL(request.url),
    params: {},
    pattern: "/resources/theme",
    context: undefined,
  } as unknown as ActionArgs;
}

async function thrownResponse(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected the action to throw a redirect");
}

describe("POST /resources/theme", () => {
  it("remembers the theme and redirects back for the no-JavaScript form", async () => {
    const response = await thrownResponse(action(post({ theme: "dark", redirectTo: "/niches?page=2" })));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/niches?page=2");
    expect(response.headers.get("Set-Cookie")).toMatch(/^theme=dark;/);
  });

  it("never redirects off the site", async () => {
    const response = await thrownResponse(action(post({ theme: "light", redirectTo: "//evil.example" })));
    expect(response.headers.get("Location")).toBe("/");
  });

  it("answers a fetcher with data and the cookie, without redirecting", async () => {
    const result = await action(post({ theme: "system" }));
    expect(result.data).toEqual({ ok: true, theme: "system" });
    expect(new Headers(result.init?.headers).get("Set-Cookie")).toMatch(/^theme=system;/);
  });

  it("rejects a theme other than light, dark or system (spec §9)", async () => {
    const result = await action(post({ theme: "sepia" }));
    expect(result.init?.status).toBe(400);
    expect(new Headers(result.init?.headers).get("Set-Cookie")).toBeNull();
  });
});
