// The niche radar end to end, on PostgreSQL so the digest job runs from the command line beside the
// server (as tests/e2e/digest.spec.ts does): a member follows a niche the demo catalogue plants as
// Emerging and has the daily digest on; the history says the niche was Steady before their alerts
// began. `npm run digest:send` records today's readings and mails a "Niche radar" section that
// announces the stage change, linked to the niche's page under PUBLIC_URL, which opens.
import { spawn } from "node:child_process";
import path from "node:path";
import { expect, test } from "./test";
import { createConfirmedAccount } from "./auth-app-server";
import { SKIP_WITHOUT_POSTGRES, type PostgresApp, startPostgresApp, testDatabaseUrl } from "./postgres-app";

test.skip(!testDatabaseUrl, SKIP_WITHOUT_POSTGRES);

const MEMBER = "radar.member@example.com";
const DIGEST_SUBJECT = /Your daily Faceless Atlas digest/;

function runDigestCli(app: PostgresApp): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), "scripts/digest-send.ts"], {
      env: { ...app.env, NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => resolve({ code, output }));
  });
}

async function one<T extends Record<string, unknown>>(app: PostgresApp, text: string, values: unknown[] = []): Promise<T> {
  const result = await app.db.query<T>(text, values);
  if (!result.rows[0]) throw new Error(`no row for ${text}`);
  return result.rows[0];
}

test("a digest announces a followed niche's stage change, linked to the niche's page", async ({ page }) => {
  test.setTimeout(300_000);
  const app = await startPostgresApp("niche-radar");
  try {
    await createConfirmedAccount(app, MEMBER, "Rae Radar");
    const { id: userId } = await one<{ id: string }>(app, "select id from users where email = $1", [MEMBER]);
    const niche = await one<{ id: string; name: string }>(app, "select id, name from niches where slug = 'ai-tools'");
    await app.db.query("insert into follows (user_id, niche_id) values ($1, $2)", [userId, niche.id]);
    await app.db.query(
      "insert into digest_settings (user_id, frequency, updated_at) values ($1, 'daily', now() - interval '1 day')",
      [userId],
    );
    // The reading in force when the member's alerts began: Steady (the demo reads Emerging today).
    await app.db.query(
      `insert into niche_readings (niche_id, stage, verdict, as_of, breakout_channels, recorded_at)
       values ($1, 'steady', 'twist', current_date - 40, 1, now() - interval '2 days')`,
      [niche.id],
    );

    const before = app.smtp.messages.length;
    const run = await runDigestCli(app);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(/1 digest sent/);
    const mail = await app.smtp.waitForMail(MEMBER, { subject: DIGEST_SUBJECT, after: before });
    expect(mail.decoded).toContain("NICHE RADAR");
    expect(mail.decoded).toMatch(new RegExp(`- ${niche.name}: stage Steady → Emerging \\(as of \\d{4}-\\d{2}-\\d{2}\\)`));
    // The HTML part says it too, as a link to the niche's page.
    expect(mail.decoded).toMatch(
      new RegExp(`<a href="${app.url}/niches/ai-tools"[^>]*>${niche.name}: stage Steady → Emerging \\(as of [\\d-]+\\)</a>`),
    );
    // The job recorded today's reading beside the one it compared with.
    const readings = await app.db.query<{ stage: string }>(
      "select stage from niche_readings where niche_id = $1 and channel_type_id is null order by recorded_at",
      [niche.id],
    );
    expect(readings.rows.map((row) => row.stage)).toEqual(["steady", "emerging"]);

    const link = mail.links.find((url) => url === `${app.url}/niches/ai-tools`);
    expect(link, mail.links.join("\n")).toBeTruthy();
    const opened = await page.goto(link!);
    expect(opened?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(niche.name);
  } finally {
    await app.stop();
  }
});
