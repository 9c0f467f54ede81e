// `npm run mcp`: the MCP server over stdio, for an assistant that starts it as a command. The same tools and
// resources as /mcp, on the database the server uses (PGlite in DATA_DIR, or DATABASE_URL). Stdio has no session:
// its caller is a visitor (no revenue) and it has no rate limit (it is the operator's own process). With the
// embedded database it refuses while the server runs, as every CLI does (one process per PGlite folder, ADR 008):
// point the assistant at the server's /mcp instead.
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { closeDatabase, getDatabase } from "#db/client.server";
import { MCP_PATH } from "#domain/request-limits";
import { createMcpServer } from "#server/api/mcp/mcp-server";
import { databaseConfig, getEnv } from "#server/env";
import { logToStderr } from "#server/logger";
import { createServices } from "#server/services/services.server";
import { operatorMessage } from "#server/startup-errors";

async function main(): Promise<number> {
  const env = getEnv();
  // stdout is the protocol's: a log line there would be read as a message.
  const logger = logToStderr(env.LOG_LEVEL);
  let db: Awaited<ReturnType<typeof getDatabase>>;
  try {
    db = await getDatabase(databaseConfig(env));
  } catch (error) {
    console.error(operatorMessage(error, databaseConfig));
    if (error instanceof Error && error.name === "DataDirLockedError") {
      const site = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
      console.error(`The server is running on this folder: connect your assistant to ${new URL(MCP_PATH, site)} instead.`);
    }
    return 1;
  }
  const server = createMcpServer({
    services: createServices(db),
    viewer: null,
    siteUrl: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : null,
    onError: (error) => logger.error({ err: error }, "mcp error"),
  });
  const closed = new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.stdin.once("end", stop);
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  await server.connect(new StdioServerTransport());
  logger.info("MCP server ready on stdio");
  await closed;
  await server.close();
  return 0;
}

try {
  process.exitCode = await main();
} finally {
  await closeDatabase();
}
