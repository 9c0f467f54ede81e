// The MCP server over Streamable HTTP, driven by the SDK's own client against the request handler /mcp mounts: its
// tools answer from the same services as the JSON API, revenue only for a signed-in viewer, bad input as a tool
// error, the API's limit per address, and no page of another site.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channelSlug } from "#domain/channel-slug";
import { OUTLIER_SCORE_DEFINITION } from "#domain/outlier-score";
import { rateLimitCounters } from "#db/schema/rate-limits";
import { channelTypes, niches, youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { buildNiche } from "#db/seed/factories/niche-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { buildVideos } from "#db/seed/factories/video-factory";
import type { Viewer } from "#server/auth/viewer.server";
import { RATE_LIMITS } from "#server/rate-limit/limits";
import { createRateLimiter } from "#server/rate-limit/rate-limiter.server";
import { createServices } from "#server/services/services.server";
import { type McpHttpDeps, createMcpHandler } from "#server/api/mcp/mcp-http";
import { mcpDirectory } from "#server/api/mcp/mcp-directory";
import { TOOL_FAILED_MESSAGE } from "#server/api/mcp/mcp-server";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

const SITE = "https://atlas.example";
const REVENUE_KEY = /"(revenue|revenuePerVideo|revenuePerSubscriber|revenuePerMonth|totalRevenue|twelveMonthPotential)"\s*:/;
const MEMBER: Viewer = {
  id: "member-1",
  sessionId: "session-1",
  email: "member@example.com",
  fullName: "Mem Ber",
  username: null,
  isAdmin: false,
  emailVerified: true,
  twoFactorEnabled: false,
  phoneNumber: null,
  phoneNumberVerified: false,
};

const faker = createSeededFaker(31);
const niche = buildNiche(faker, { slug: "deep-sea", name: "Deep Sea", rpmLow: 6, rpmHigh: 14, channelTypeIds: [] });
const channels = Array.from({ length: 5 }, (_, i) =>
  buildChannel(
    faker,
    {
      channelTitle: `Deep Sea Stories ${i + 1}`,
      totalSubscribers: 10_000 * (i + 1),
      revenuePerVideo: 10 * (i + 1),
      nicheId: niche.id,
      niche: niche.name,
    },
    {
      niche: { id: niche.id, name: niche.name, rpmLow: 6, rpmHigh: 14, keywords: ["deep sea"] },
      channelTypeId: "documentary_story",
    },
  ),
);
const first = channels[0]!;
const second = channels[1]!;

let test: TestDatabase;
let deps: McpHttpDeps;
const clients: Client[] = [];

beforeAll(async () => {
  test = await createTestDatabase();
  await test.db.insert(channelTypes).values(catalogueChannelTypeRows());
  await test.db.insert(niches).values(niche);
  await test.db.insert(youtubeChannels).values(channels);
  await test.db.insert(youtubeVideoStats).values(buildVideos(faker, first, 12));
  const services = createServices(test.db);
  // A request is a member's when it carries the `x-test-member` header: the handler asks getApiViewer, as /api/v1 does.
  deps = {
    services: async () => services,
    getApiViewer: async (request) => ({ ok: true, viewer: request.headers.has("x-test-member") ? MEMBER : null }),
    publicUrl: SITE,
  };
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await test?.close();
});

/** The SDK's client, its HTTP requests answered by the handler /mcp mounts. */
async function connect(options: { member?: boolean; handlerDeps?: Partial<McpHttpDeps>; address?: string } = {}) {
  const handler = createMcpHandler({ ...deps, ...options.handlerDeps });
  const headers: Record<string, string> = {};
  if (options.member) headers["x-test-member"] = "1";
  if (options.address) headers["x-test-address"] = options.address;
  const transport = new StreamableHTTPClientTransport(new URL(`${SITE}/mcp`), {
    fetch: (url, init) => handler(new Request(url, init)),
    requestInit: { headers },
  });
  const client = new Client({ name: "mcp-test", version: "1.0.0" });
  await client.connect(transport);
  clients.push(client);
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown>) {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

const text = (result: CallToolResult) => result.content.map((part) => (part.type === "text" ? part.text : "")).join("");

describe("MCP over Streamable HTTP", () => {
  it("lists the six tools and the methods as resources", async () => {
    const client = await connect();
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      "compare_channels",
      "get_channel",
      "get_niche_verdicts",
      "get_niches",
      "list_outliers",
      "search_channels",
    ]);
    // /developers lists what is served, from the same table.
    expect(tools.map(({ name, title }) => ({ name, title }))).toEqual(mcpDirectory().tools);
    // The API's filters, with their descriptions, are the tool's arguments.
    const search = tools.find((tool) => tool.name === "search_channels")!;
    expect(Object.keys(search.inputSchema.properties ?? {})).toEqual(expect.arrayContaining(["q", "niche", "subs_min", "sort"]));
    const { resources } = await client.listResources();
    expect(resources.map((resource) => resource.uri)).toEqual(
      expect.arrayContaining(["faceless-atlas://methods/revenue", "faceless-atlas://methods/outlier-score"]),
    );
    expect(resources.map(({ uri, title }) => ({ uri, title }))).toEqual(mcpDirectory().resources);
    const outlierMethod = await client.readResource({ uri: "faceless-atlas://methods/outlier-score" });
    const body = outlierMethod.contents[0] as { text: string };
    expect(body.text).toContain(OUTLIER_SCORE_DEFINITION);
    expect(body.text).toContain(`${SITE}/how-it-works#outlier-score`);
  });

  it("searches channels with the API's filters, numbers given as numbers or digits", async () => {
    const client = await connect();
    const result = await call(client, "search_channels", { q: "deep sea", sort: "subscribers", limit: 2 });
    expect(result.isError).toBeFalsy();
    const page = result.structuredContent as { channels: { title: string }[]; total: number; nextCursor: string | null };
    expect(page.total).toBe(5);
    expect(page.channels.map((channel) => channel.title)).toEqual(["Deep Sea Stories 5", "Deep Sea Stories 4"]);
    const next = await call(client, "search_channels", {
      q: "deep sea",
      sort: "subscribers",
      limit: "2",
      cursor: page.nextCursor,
    });
    expect((next.structuredContent as typeof page).channels.map((channel) => channel.title)).toEqual([
      "Deep Sea Stories 3",
      "Deep Sea Stories 2",
    ]);
  });

  it("gets a channel with its history, outliers and top videos", async () => {
    const client = await connect();
    const result = await call(client, "get_channel", { channel: channelSlug(first.channelTitle, first.id) });
    expect(result.isError).toBeFalsy();
    const found = result.structuredContent as {
      channel: { id: string; title: string };
      history: unknown;
      outliers: { scored: number };
      topVideos: { mostViewed: unknown[] };
    };
    expect(found.channel).toMatchObject({ id: first.id, title: "Deep Sea Stories 1" });
    expect(found).toHaveProperty("history");
    expect(found.outliers.scored).toBeGreaterThan(0);
    expect(found.topVideos.mostViewed.length).toBeGreaterThan(0);
    // By id too, as the API reads it.
    expect((await call(client, "get_channel", { channel: first.id })).isError).toBeFalsy();
  });

  it("gets niches with their opportunity terms, compares channels and lists outliers", async () => {
    const client = await connect();
    const listed = (await call(client, "get_niches", { sort: "score" })).structuredContent as {
      niches: { slug: string; opportunity: { terms: { id: string }[] } }[];
    };
    expect(listed.niches.find((n) => n.slug === "deep-sea")?.opportunity.terms.map((term) => term.id)).toEqual([
      "demand",
      "competition",
      "breakingIn",
      "monetization",
      "monetizationRisk",
    ]);
    // Each niche with its verdict; one niche's verdict with each of its formats.
    const deepSea = listed.niches.find((n) => n.slug === "deep-sea") as unknown as { verdict: { status: string } };
    expect(["judged", "not-enough-data"]).toContain(deepSea.verdict.status);
    const verdicts = (await call(client, "get_niche_verdicts", { niche: "deep-sea" })).structuredContent as {
      niche: { slug: string };
      verdict: { status: string; notEnoughData: string[] };
      formats: { typeId: string }[];
    };
    expect(verdicts.niche.slug).toBe("deep-sea");
    expect(verdicts.verdict.status === "judged" || verdicts.verdict.notEnoughData.length > 0).toBe(true);
    const unknown = await call(client, "get_niche_verdicts", { niche: "no-such-niche" });
    expect(unknown.isError).toBe(true);
    expect(text(unknown)).toBe('No niche found for "no-such-niche".');
    const compared = (await call(client, "compare_channels", { channels: [first.id, second.id, "no-such-channel"] }))
      .structuredContent as { channels: { kind: string }[] };
    expect(compared.channels.map((entry) => entry.kind)).toEqual(["found", "found", "not-found"]);
    const outliers = await call(client, "list_outliers", { limit: 5 });
    expect(outliers.isError).toBeFalsy();
    expect(outliers.structuredContent).toHaveProperty("videos");
  });

  it.each([
    ["search_channels", { limit: 101 }, "limit must be 100 or less"],
    ["search_channels", { subs_min: -5 }, "subs_min cannot be negative"],
    ["search_channels", { sort: "loudest" }, "sort must be one of"],
    ["search_channels", { colour: "blue" }, "colour"],
    ["list_outliers", { within: 3 }, "within must be one of"],
    ["get_niches", { competition: "extreme" }, "competition must be one of"],
    ["get_niche_verdicts", { niche: "Not A Slug" }, "slug must be lower-case letters, digits and hyphens"],
    ["get_channel", {}, "channel"],
    ["get_channel", { channel: "" }, "channel must not be empty"],
    ["get_channel", { channel: "no-such-channel-anywhere" }, 'No channel found for "no-such-channel-anywhere"'],
    ["compare_channels", { channels: [first.id] }, "at least 2"],
  ])("answers %s %j with a tool error that says what is wrong", async (name, args, message) => {
    const result = await call(await connect(), name, args);
    expect(result.isError).toBe(true);
    expect(text(result)).toContain(message);
  });

  it("gives revenue to a signed-in member only, and refuses revenue filters to visitors", async () => {
    const visitor = await connect();
    const member = await connect({ member: true });
    const slug = channelSlug(first.channelTitle, first.id);
    for (const [name, args] of [
      ["search_channels", { q: "deep sea" }],
      ["get_channel", { channel: slug }],
      ["compare_channels", { channels: [first.id, second.id] }],
    ] as const) {
      expect(text(await call(visitor, name, args))).not.toMatch(REVENUE_KEY);
      expect(text(await call(member, name, args))).toMatch(REVENUE_KEY);
    }
    const refused = await call(visitor, "search_channels", { sort: "revenue_per_video" });
    expect(refused.isError).toBe(true);
    expect(text(refused)).toMatch(/revenue filters and sorts need a signed-in account/);
    const sorted = await call(member, "search_channels", { q: "deep sea", sort: "revenue_per_video", rpv_min: 30 });
    expect(
      (sorted.structuredContent as { channels: { revenue?: { revenuePerVideo: number } }[] }).channels.map(
        (channel) => channel.revenue?.revenuePerVideo,
      ),
    ).toEqual([50, 40, 30]);
  });

  it("counts each request against the API's limit per address and refuses past it with a 429", async () => {
    const limiter = createRateLimiter(test.db);
    const rateLimit = (request: Request) => limiter.consume("apiPerAddress", [request.headers.get("x-test-address") ?? ""]);
    const address = "203.0.113.7";
    // The limit's budget, spent but for the two requests of a client's start (initialize, then its notification).
    for (let i = 0; i < RATE_LIMITS.apiPerAddress.points - 2; i++) await limiter.consume("apiPerAddress", [address]);
    const client = await connect({ address, handlerDeps: { rateLimit } });
    await expect(client.listTools()).rejects.toMatchObject({
      code: 429,
      message: expect.stringMatching(/Too many requests from your address\. Please wait \d+ seconds? and try again\./),
    });
    // Another address goes on.
    const other = await connect({ address: "198.51.100.9", handlerDeps: { rateLimit } });
    expect((await other.listTools()).tools).toHaveLength(mcpDirectory().tools.length);
    await test.db.delete(rateLimitCounters);
  });

  it("answers a tool that fails on our side with a plain message, and tells the log", async () => {
    const broken = await createTestDatabase();
    const services = createServices(broken.db);
    await broken.close();
    const errors: unknown[] = [];
    const client = await connect({ handlerDeps: { services: async () => services, onError: (error) => errors.push(error) } });
    const result = await call(client, "search_channels", { q: "deep sea" });
    expect(result).toMatchObject({ isError: true, content: [{ type: "text", text: TOOL_FAILED_MESSAGE }] });
    expect(errors).toHaveLength(1);
  });

  it("refuses pages of other sites, GET and DELETE, and bodies over the limit", async () => {
    const handler = createMcpHandler(deps);
    const initialize = JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } },
    });
    const post = (headers: Record<string, string>, body = initialize) =>
      handler(
        new Request(`${SITE}/mcp`, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
          body,
        }),
      );
    const foreign = await post({ origin: "http://rebound.example:3000" });
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { error: { message: string } }).error.message).toMatch(/another site|this site's own/);
    expect((await post({ origin: SITE })).status).toBe(200);
    expect((await post({})).status).toBe(200);
    for (const method of ["GET", "DELETE"]) {
      const response = await handler(new Request(`${SITE}/mcp`, { method, headers: { accept: "text/event-stream" } }));
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
    }
    const tooLarge = await post(
      {},
      JSON.stringify({ jsonrpc: "2.0", id: 2, method: "ping", params: { pad: "x".repeat(70_000) } }),
    );
    expect(tooLarge.status).toBe(413);
  });
});
