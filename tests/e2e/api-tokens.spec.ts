// Personal API tokens from /profile to the JSON API and the MCP server: a member creates a token and sees it once, the
// API and an assistant's MCP session give them revenue with it, it signs in nothing but the API, and once revoked it
// is refused by both.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { expect, test } from "./test";
import { createConfirmedAccount, signInByApi, startAuthApp, type AuthApp } from "./auth-app-server";

let app: AuthApp;

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(200_000);
  app = await startAuthApp("api-tokens", { seedDemo: true });
});

test.afterAll(async () => {
  await app?.stop();
});

type ChannelsBody = { channels: { title: string; slug: string; revenue?: unknown }[] };

const REVENUE_KEY = /"(revenue|revenuePerVideo|revenuePerMonth|totalRevenue)"\s*:/;

/** An assistant's MCP session against the app, with the token when given (the SDK's own client). */
async function mcpSession(token?: string): Promise<Client> {
  const client = new Client({ name: "e2e-assistant", version: "1.0.0" });
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  await client.connect(new StreamableHTTPClientTransport(new URL("/mcp", app.url), { requestInit: { headers } }));
  return client;
}

async function channelText(client: Client, slug: string): Promise<string> {
  const result = (await client.callTool({ name: "get_channel", arguments: { channel: slug } })) as CallToolResult;
  expect(result.isError).toBeFalsy();
  return result.content.map((part) => (part.type === "text" ? part.text : "")).join("");
}

test("a member creates a token, sees it once, uses it for revenue, revokes it and is refused", async ({ browser }) => {
  const email = `tokens.${Date.now()}@example.com`;
  await createConfirmedAccount(app, email, "Tia Token");
  const context = await browser.newContext({ baseURL: app.url });
  await signInByApi(context.request, app, email);
  const page = await context.newPage();

  await page.goto("/profile");
  const section = page.locator("#api-tokens");
  await expect(section.getByTestId("api-tokens-empty")).toBeVisible();

  // The name is required, with the message at the field.
  const form = section.getByRole("form", { name: "Create an API token" });
  await form.getByRole("button", { name: "Create token" }).click();
  await expect(form.getByText("Give the token a name")).toBeVisible();

  await form.getByLabel("Token name").fill("Revenue script");
  await form.getByRole("button", { name: "Create token" }).click();
  const shown = section.getByTestId("new-api-token-secret");
  await expect(shown).toBeVisible();
  const secret = (await shown.textContent())?.trim() ?? "";
  expect(secret).toMatch(/^fat_[A-Za-z0-9_-]{43}$/);
  await expect(section.getByRole("button", { name: "Copy token" })).toBeVisible();
  const row = section.getByTestId("api-token").filter({ hasText: "Revenue script" });
  await expect(row).toContainText(secret.slice(0, 10));
  await expect(row).toContainText("never used");

  // Names tell tokens apart in the list, so one name is one token.
  await form.getByLabel("Token name").fill("Revenue script");
  await form.getByRole("button", { name: "Create token" }).click();
  await expect(form.getByText("You already have a token named “Revenue script”.")).toBeVisible();
  await expect(section.getByTestId("api-token")).toHaveCount(1);

  // Shown once: a reload lists the token by its start only.
  await page.reload();
  await expect(section.getByTestId("new-api-token-secret")).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);

  // Outside the browser (no cookie), the token gives a member's answer: revenue included.
  const api = await fetch(`${app.url}/api/v1/channels?limit=5`, { headers: { authorization: `Bearer ${secret}` } });
  expect(api.status).toBe(200);
  const withToken = (await api.json()) as ChannelsBody;
  expect(withToken.channels.some((channel) => channel.revenue !== undefined)).toBe(true);
  const anonymous = (await (await fetch(`${app.url}/api/v1/channels?limit=5`)).json()) as ChannelsBody;
  expect(anonymous.channels.length).toBeGreaterThan(0);
  expect(anonymous.channels.every((channel) => channel.revenue === undefined)).toBe(true);

  // An assistant's MCP session: no revenue as a visitor, revenue with the member's token.
  const slug = anonymous.channels[0]!.slug;
  const visitorSession = await mcpSession();
  expect(await channelText(visitorSession, slug)).not.toMatch(REVENUE_KEY);
  await visitorSession.close();
  const memberSession = await mcpSession(secret);
  expect(await channelText(memberSession, slug)).toMatch(REVENUE_KEY);
  await memberSession.close();

  // A token is for the API only: it signs in no page and no Better Auth endpoint.
  const profilePage = await fetch(`${app.url}/profile`, { headers: { authorization: `Bearer ${secret}` }, redirect: "manual" });
  expect(profilePage.status).toBe(302);
  expect(profilePage.headers.get("location")).toMatch(/^\/auth\?redirect=/);
  const session = await fetch(`${app.url}/api/auth/get-session`, { headers: { authorization: `Bearer ${secret}` } });
  expect(await session.text()).toBe("null");

  await page.reload();
  await expect(row).toContainText("last used");

  // Revoking asks for the box to be ticked first.
  await row.getByText("Revoke…").click();
  await row.getByRole("button", { name: "Revoke token Revenue script" }).click();
  await expect(row.getByText("Tick the box to confirm")).toBeVisible();
  await row.getByRole("checkbox").check();
  await row.getByRole("button", { name: "Revoke token Revenue script" }).click();
  await expect(section.getByText("Token revoked.")).toBeVisible();
  await expect(section.getByTestId("api-tokens-empty")).toBeVisible();

  const refused = await fetch(`${app.url}/api/v1/channels?limit=5`, { headers: { authorization: `Bearer ${secret}` } });
  expect(refused.status).toBe(401);
  expect(((await refused.json()) as { error: string }).error).toMatch(/revoked/);
  // The MCP server refuses it too, at the session's first message, rather than answering as to a visitor.
  await expect(mcpSession(secret)).rejects.toThrow(/401|revoked/);
  const raw = await fetch(`${app.url}/mcp`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${secret}`,
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
    },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }),
  });
  expect(raw.status).toBe(401);
  expect(raw.headers.get("www-authenticate")).toMatch(/^Bearer /);
  await context.close();
});
