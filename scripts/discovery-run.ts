// `npm run discovery:run`: searches YouTube with the admin's discovery queries now, the same run
// as /admin/discovery's "Run discovery now" and the daily schedule (DISCOVERY_AT), and prints
// what it queued. Exit code 0 when the run finished (even with no new channel), 1 when it could
// not run. With the embedded database (no DATABASE_URL), stop the server first: one PGlite
// folder takes one process at a time.
import { DISCOVERY_MESSAGES } from "#domain/admin/discovery";
import { runCli } from "#server/jobs/run-cli";
import { createDiscoveryService } from "#server/services/discovery.server";

await runCli({
  usage: "Usage: npm run discovery:run",
  options: {},
  parse: () => ({}),
  async run({ db }) {
    const discovery = createDiscoveryService(db);
    if (!discovery.configured()) {
      console.error(DISCOVERY_MESSAGES.notConfigured);
      return 1;
    }
    const run = await discovery.runNow();
    if (run === null) {
      console.log(
        "Nothing to search: add queries on /admin/discovery (or one is running already), or today's search allowance is spent.",
      );
      return 0;
    }
    for (const note of run.notes) console.log(`${note.item ? `"${note.item}": ` : ""}${note.message}`);
    console.log(`${run.itemsDone} of ${run.itemsTotal} queries searched, ${run.unitsSpent} units spent.`);
    return run.status === "succeeded" ? 0 : 1;
  },
});
