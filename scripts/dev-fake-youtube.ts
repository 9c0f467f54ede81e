// `npm run dev:fake-youtube`: the fake YouTube Data API (dev/fake-youtube/) on a fixed
// port, for working on the import and refresh without a Google key or network. Point the app at
// it with the two lines it prints (in .env or the shell), then start `npm run dev` as usual.
import { parseArgs } from "node:util";
import { startFakeYoutubeServer } from "../dev/fake-youtube/youtube-server.ts";
import { fixtureChannels } from "../dev/fake-youtube/channels.ts";

const DEFAULT_PORT = 3465;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { port: { type: "string" } } });
  const port = Number(values.port ?? process.env.FAKE_YOUTUBE_PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error(`Not a port: ${values.port ?? process.env.FAKE_YOUTUBE_PORT}`);

  const fake = await startFakeYoutubeServer({ port });
  console.log(`Fake YouTube Data API listening on ${fake.baseUrl}\n`);
  console.log("Use it from the app with:\n");
  console.log(`  YOUTUBE_API_BASE_URL=${fake.baseUrl}`);
  console.log(`  YOUTUBE_FEED_BASE_URL=${fake.feedUrl}`);
  console.log(`  YOUTUBE_API_KEY=${fake.apiKey}\n`);
  console.log("Channels it knows (paste any of these in the admin import):");
  for (const { channel, username, customNames, videos } of fixtureChannels()) {
    const forms = [
      `https://www.youtube.com/channel/${channel.id}`,
      channel.snippet?.customUrl,
      username && `/user/${username}`,
      ...(customNames ?? []).map((n) => `/c/${n}`),
    ];
    console.log(`  ${channel.snippet?.title} (${videos.length} uploads): ${forms.filter(Boolean).join("  ")}`);
  }
  console.log("\nCtrl+C to stop.");

  const stop = () => {
    void fake.close().then(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
