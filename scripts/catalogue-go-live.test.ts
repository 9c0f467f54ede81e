// `npm run catalogue:go-live` as an operator runs it on a data folder with the demo catalogue:
// without the typed phrase it only says what would go; with it the demo channels are gone; run
// again it says the catalogue is already live.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "#tests/support/run-cli";

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "fa-go-live-"));
  const seeded = await runCli("scripts/seed.ts", ["--channels", "4", "--videos-per-channel", "2", "--snapshot-months", "2"], {
    DATA_DIR: dataDir,
  });
  expect(seeded.code, seeded.stderr).toBe(0);
}, 120_000);
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("npm run catalogue:go-live", () => {
  it("asks for the phrase, then removes the demo catalogue, then says it is live", async () => {
    const unconfirmed = await runCli("scripts/catalogue-go-live.ts", ["--confirm", "yes"], { DATA_DIR: dataDir });
    expect(unconfirmed).toMatchObject({
      code: 2,
      stderr: expect.stringContaining(`This removes 4 demo channels with 8 videos; niches, channel types, ideas and facts stay.`),
    });
    const confirmed = await runCli("scripts/catalogue-go-live.ts", ["--confirm", "go live"], { DATA_DIR: dataDir });
    expect(confirmed).toMatchObject({ code: 0, stdout: "Removed 4 demo channels with 8 videos. The catalogue is live.\n" });
    const again = await runCli("scripts/catalogue-go-live.ts", ["--confirm", "GO LIVE"], { DATA_DIR: dataDir });
    expect(again).toMatchObject({ code: 0, stdout: "There is no demo catalogue to remove: the catalogue is live.\n" });
  }, 120_000);
});
