// An MCP client session against the production build, as an assistant holds one: the SDK's client lists the tools
// and calls three; a visitor gets no revenue and a signed-in member (session cookie) does; the edge's limits and the
// origin rule hold on /mcp; and /developers shows a client configuration for this site.
import { request as httpRequest } from "node:http";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { expect, request as playwrightRequest, test } from "./test";
import { PASSWORD, signInByApi } from "./auth-app-server";

const REVENUE_KEY = /"(revenue|revenuePerVideo|revenuePerMonth|totalRevenue)"\s*:/;
const MEMBER_EMAIL = `mcp.member.${Date.now()}@example.com`;

test.describe.configure({ mode: "serial" });
test.setTimeout(90_000);

async function connect(url: string, headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: "e2e-assistant", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL("/mcp", url), { requestInit: { headers } }));
  return client;
}

const textOf = (result: CallToolResult) => result.content.map((part) => (part.type === "text" ? part.text : "")).join("");

/** A POST with exactly these headers, Host included (fetch will not send a Host of our choosing). */
function rawPost(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: "POST", headers }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

test("an assistant's session: tools listed, three called, revenue only with a member's session", async ({ app }) => {
  const visitor = await connect(app.url);
  const { tools } = await visitor.listTools();
  expect(tools.map((tool) => tool.name)).toEqual(
    expect.arrayContaining(["search_channels", "get_channel", "get_niches", "list_outliers", "compare_channels"]),
  );

  const search = (await visitor.callTool({ name: "search_channels", arguments: { q: "history", limit: 3 } })) as CallToolResult;
  expect(search.isError).toBeFalsy();
  const page = search.structuredContent as { channels: { slug: string; title: string }[]; total: number };
  expect(page.total).toBeGreaterThan(0);
  expect(textOf(search)).not.toMatch(REVENUE_KEY);
  const slug = page.channels[0]!.slug;

  const channel = (await visitor.callTool({ name: "get_channel", arguments: { channel: slug } })) as CallToolResult;
  expect(channel.isError).toBeFalsy();
  expect(channel.structuredContent).toMatchObject({ channel: { slug } });
  expect(channel.structuredContent).toHaveProperty("history");
  expect(textOf(channel)).not.toMatch(REVENUE_KEY);

  const niches = (await visitor.callTool({ name: "get_niches", arguments: { sort: "score" } })) as CallToolResult;
  const listed = (niches.structuredContent as { niches: { opportunity: { terms: unknown[] } }[] }).niches;
  expect(listed.length).toBeGreaterThan(0);
  expect(listed[0]!.opportunity.terms).toHaveLength(5);

  const bad = (await visitor.callTool({ name: "search_channels", arguments: { limit: 1000 } })) as CallToolResult;
  expect(bad).toMatchObject({ isError: true });
  expect(textOf(bad)).toContain("limit must be 100 or less");
  await visitor.close();

  // A signed-in member's session cookie: the same viewer as the JSON API, so revenue comes back.
  await app.createAccount("member", { email: MEMBER_EMAIL, name: "Mcp Member" });
  const browserless = await playwrightRequest.newContext({ baseURL: app.url });
  await signInByApi(browserless, app, MEMBER_EMAIL, PASSWORD);
  const cookie = (await browserless.storageState()).cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
  await browserless.dispose();
  const member = await connect(app.url, { cookie });
  const memberChannel = (await member.callTool({ name: "get_channel", arguments: { channel: slug } })) as CallToolResult;
  expect(textOf(memberChannel)).toMatch(REVENUE_KEY);
  const memberSearch = (await member.callTool({
    name: "search_channels",
    arguments: { q: "history", sort: "revenue_per_video", limit: 3 },
  })) as CallToolResult;
  expect(memberSearch.isError).toBeFalsy();
  expect(textOf(memberSearch)).toMatch(REVENUE_KEY);
  await member.close();
});

test("the edge holds on /mcp: security headers, the body limit, a rebinding page's origin, GET", async ({ app }) => {
  const ping = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" });
  const json = { "content-type": "application/json", accept: "application/json, text/event-stream" };
  const ok = await fetch(`${app.url}/mcp`, { method: "POST", headers: json, body: ping });
  expect(ok.status).toBe(200);
  expect(ok.headers.get("x-content-type-options")).toBe("nosniff");
  expect(ok.headers.get("cache-control")).toBe("no-store");
  expect(ok.headers.get("access-control-allow-origin")).toBeNull();

  const tooLarge = await fetch(`${app.url}/mcp`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ jsonrpc: "2.0", id: 2, method: "ping", params: { pad: "x".repeat(100_000) } }),
  });
  expect(tooLarge.status).toBe(413);
  expect(await tooLarge.json()).toEqual({ error: "This request is too large: the limit is 64 KB." });
  // A NUL in the arguments is refused at the edge, as for every route (PostgreSQL cannot store it).
  const nul = await fetch(`${app.url}/mcp`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 3,
      method: "tools/call",
      params: { name: "get_channel", arguments: { channel: "a\u0000b" } },
    }),
  });
  expect(nul.status).toBe(400);

  // DNS rebinding: the attacker's name resolves to this server, so Host and Origin agree with each other, not with us.
  const { port } = new URL(app.url);
  const rebound = await rawPost(
    `${app.url}/mcp`,
    { ...json, host: `rebound.example:${port}`, origin: `http://rebound.example:${port}` },
    ping,
  );
  expect(rebound.status).toBe(403);

  const get = await fetch(`${app.url}/mcp`, { headers: { accept: "text/event-stream" } });
  expect(get.status).toBe(405);
});

test("/developers shows an MCP client configuration for this site and the stdio command", async ({ page, app }) => {
  await page.goto("/developers");
  const section = page.getByTestId("mcp");
  await expect(section.getByRole("heading", { name: "AI assistants (MCP)" })).toBeVisible();
  await expect(page.getByTestId("mcp-config")).toContainText(`"url": "${app.url}/mcp"`);
  await expect(page.getByTestId("mcp-stdio-config")).toContainText('"--silent"');
  await expect(page.getByTestId("mcp-tools")).toContainText("search_channels");
});
