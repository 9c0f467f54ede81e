// `npm run catalogue:go-live -- --confirm "GO LIVE"`: removes the generated demo catalogue (the
// demo channels with their videos, snapshots, idea examples and follows) in one transaction and
// records it in the audit log; niches, channel types, ideas and facts stay. Without --confirm it
// says what would go. The same as "Go live" on /admin/settings. With the embedded database (no
// DATABASE_URL), stop the server first: one PGlite folder takes one process at a time.
import { GO_LIVE_MESSAGES, GO_LIVE_PHRASE, confirmsGoLive, describeDemoCatalogue } from "#domain/admin/go-live";
import { runCli } from "#server/jobs/run-cli";
import { createGoLiveService } from "#server/services/go-live.server";

await runCli({
  usage: `Usage: npm run catalogue:go-live -- --confirm "${GO_LIVE_PHRASE}"`,
  options: { confirm: { type: "string" } },
  parse: (values) => ({ confirm: values.confirm ?? null }),
  async run({ args: { confirm }, db }) {
    const goLive = createGoLiveService(db);
    const size = await goLive.demoSize();
    if (size.channels === 0) {
      console.log(GO_LIVE_MESSAGES.nothingToRemove);
      return 0;
    }
    if (confirm === null || !confirmsGoLive(confirm)) {
      console.error(
        `This removes ${describeDemoCatalogue(size)}; niches, channel types, ideas and facts stay.\n` +
          `To go ahead: npm run catalogue:go-live -- --confirm "${GO_LIVE_PHRASE}"`,
      );
      return 2;
    }
    const removed = await goLive.goLive({ id: null, email: "npm run catalogue:go-live" });
    console.log(GO_LIVE_MESSAGES.removed(removed));
    return 0;
  },
});
