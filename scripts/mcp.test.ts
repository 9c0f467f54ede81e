// `npm run mcp` as an assistant starts it: a process of its own on an embedded PGlite folder, spoken to over stdio
// by the SDK's own client. Nothing but the protocol on stdout; a visitor's answers (no revenue); and a second process
// on the same folder (as while the server runs) refused with where to connect instead.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "#db/connection.server";
import { channelTypes, youtubeChannels } from "#db/schema/catalogue";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { runCli } from "#tests/support/run-cli";
import { mcpDirectory } from "#server/api/mcp/mcp-directory";

const TSX = path.resolve("node_modules/tsx/dist/cli.mjs");
let dataDir: string;
let client: Client | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "fa-mcp-cli-"));
  const connection = await openPglite({ dataDir: path.join(dataDir, "pglite") });
  try {
    await connection.migrate();
    const faker = createSeededFaker(32);
    await connection.db.insert(channelTypes).values(catalogueChannelTypeRows());
    await connection.db
      .insert(youtubeChannels)
      .values([1, 2].map((i) => buildChannel(faker, { channelTitle: `Lighthouse Tales ${i}`, revenuePerVideo: 25 })));
  } finally {
    await connection.close();
  }
}, 120_000);

afterAll(async () => {
  await client?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("npm run mcp", () => {
  it("serves the tools over stdio to the SDK's client, as a visitor", async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [TSX, "scripts/mcp.ts"],
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATABASE_URL: "", LOG_LEVEL: "info", DATA_DIR: dataDir },
      stderr: "pipe",
    });
    let stderr = "";
    transport.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    client = new Client({ name: "mcp-cli-test", version: "1.0.0" });
    await client.connect(transport);

    expect((await client.listTools()).tools).toHaveLength(mcpDirectory().tools.length);
    const found = (await client.callTool({ name: "search_channels", arguments: { q: "lighthouse" } })) as CallToolResult;
    expect(found.isError).toBeFalsy();
    const page = found.structuredContent as { total: number; channels: Record<string, unknown>[] };
    expect(page.total).toBe(2);
    // Stdio has no session: revenue stays members-only.
    expect(page.channels.every((channel) => !("revenue" in channel))).toBe(true);
    const bad = (await client.callTool({ name: "search_channels", arguments: { limit: 0 } })) as CallToolResult;
    expect(bad.isError).toBe(true);
    // Its logs went to stderr, so the protocol on stdout stayed readable.
    expect(stderr).toContain("MCP server ready on stdio");

    // A second process on the folder (the server, or this one) holds it: refused, with where to connect instead.
    const second = await runCli("scripts/mcp.ts", [], { DATA_DIR: dataDir, PORT: "4123" });
    expect(second.code).toBe(1);
    expect(second.stdout).toBe("");
    expect(second.stderr).toContain("http://localhost:4123/mcp");
  }, 120_000);
});
