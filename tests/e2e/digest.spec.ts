// E-mail alerts end to end (PRODUCT.md member tools), on PostgreSQL so the digest job can run from
// the command line beside the server, as an operator would: a member with a followed channel, a
// followed niche and a saved search turns on the daily digest on /profile (without JavaScript);
// `npm run digest:send` mails it to the local SMTP server with the growth line, the new matching
// channel, the new outlier and a followed niche's change of life stage; running it again and
// restarting the server send nothing more (while the restarted server's own schedule does mail
// another member); the mail's unsubscribe link, opened signed out, turns the digest off, and a
// tampered one is a kind 400.
import { spawn } from "node:child_process";
import path from "node:path";
import { expect, test } from "./test";
import { createConfirmedAccount, signInByApi } from "./auth-app-server";
import { SKIP_WITHOUT_POSTGRES, type PostgresApp, startPostgresApp, testDatabaseUrl } from "./postgres-app";

test.skip(!testDatabaseUrl, SKIP_WITHOUT_POSTGRES);

const MEMBER = "digest.member@example.com";
const SECOND = "digest.second@example.com";
const DIGEST_SUBJECT = /Your daily Faceless Atlas digest/;

/** `npm run digest:send` beside the server: same database, DATA_DIR (auth secret), SMTP and PUBLIC_URL. */
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

/** A channel of our own (not demo data), added now unless `createdAt` says otherwise. */
async function addChannel(
  app: PostgresApp,
  title: string,
  fields: { nicheId?: string; niche?: string; description?: string; createdAt?: string } = {},
): Promise<string> {
  const slug = title.toLowerCase().replace(/\s+/g, "-");
  const row = await one<{ id: string }>(
    app,
    `insert into youtube_channels (slug, channel_title, description, niche_id, niche, country, total_subscribers, video_count, created_at)
     values ($1, $2, $3, $4, $5, 'US', 50000, 40, coalesce($6::timestamptz, now())) returning id`,
    [slug, title, fields.description ?? "", fields.nicheId ?? null, fields.niche ?? null, fields.createdAt ?? null],
  );
  return row.id;
}

test("a daily digest arrives once with the right content, and its link unsubscribes signed out", async ({ browser }) => {
  test.setTimeout(420_000);
  const app = await startPostgresApp("digest");
  try {
    await createConfirmedAccount(app, MEMBER, "Dee Digest");
    const { id: userId } = await one<{ id: string }>(app, "select id from users where email = $1", [MEMBER]);

    // What the member follows, set up before they turn the digest on (as the watchlist would).
    const niche = await one<{ id: string; name: string }>(app, "select id, name from niches order by slug limit 1");
    const followedId = await addChannel(app, "Lantern Stories", {
      createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    });
    const nicheChannelId = await addChannel(app, "Harbor Night Tales", {
      nicheId: niche.id,
      niche: niche.name,
      createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    });
    await app.db.query(
      "insert into channel_stats_snapshots (channel_id, day, subscribers, video_count, created_at) values ($1, current_date - 2, 48000, 40, now() - interval '2 days')",
      [followedId],
    );
    await app.db.query("insert into follows (user_id, channel_id) values ($1, $2)", [userId, followedId]);
    await app.db.query("insert into follows (user_id, niche_id) values ($1, $2)", [userId, niche.id]);
    await app.db.query(
      "insert into saved_searches (user_id, name, query, created_at) values ($1, 'Tin roofs', 'q=tin+roof', now() - interval '1 day')",
      [userId],
    );
    // The niche radar: a followed niche whose life stage was another when the member last heard.
    const radarNiche = (await (await fetch(`${app.url}/api/v1/niches/mythology/verdicts`)).json()) as {
      niche: { name: string };
      verdict: { stage: string | null; stageLabel: string | null; asOf: string };
    };
    expect(radarNiche.verdict.stage, "the demo plants mythology's stage").not.toBeNull();
    const [earlier, earlierLabel] = radarNiche.verdict.stage === "emerging" ? ["decaying", "Decaying"] : ["emerging", "Emerging"];
    const { id: radarNicheId } = await one<{ id: string }>(app, "select id from niches where slug = 'mythology'");
    await app.db.query("insert into follows (user_id, niche_id) values ($1, $2)", [userId, radarNicheId]);
    await app.db.query(
      "insert into niche_readings (niche_id, stage, verdict, breakout_channels, as_of, recorded_at) values ($1, $2, 'enter', 0, null, now() - interval '3 days')",
      [radarNicheId, earlier],
    );

    // The member turns on the daily digest on /profile, without JavaScript (a plain form post).
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: app.url });
    await signInByApi(noScript.request, app, MEMBER);
    const profile = await noScript.newPage();
    await profile.goto("/profile");
    const alerts = profile.locator("#email-alerts");
    await expect(alerts.getByRole("radio", { name: /^Off/ })).toBeChecked();
    await alerts.getByRole("radio", { name: /^Daily digest/ }).check();
    await alerts.getByRole("button", { name: "Save e-mail alerts" }).click();
    await expect(alerts.getByRole("status")).toHaveText(
      "E-mail alerts saved: you will get a daily digest when something you follow changes.",
    );
    await expect(alerts.getByRole("radio", { name: /^Daily digest/ })).toBeChecked();
    await profile.reload();
    await expect(profile.locator("#email-alerts").getByRole("radio", { name: /^Daily digest/ })).toBeChecked();

    // Then things change: the followed channel grows, a channel matching the saved search is
    // added, and a channel of the followed niche has an outlier.
    await app.db.query(
      "insert into channel_stats_snapshots (channel_id, day, subscribers, video_count) values ($1, current_date, 49234, 42)",
      [followedId],
    );
    await addChannel(app, "Rain On A Tin Roof", { description: "Rain falling on a tin roof, ten hours." });
    // Published with the demo catalogue's newest scored upload: a later one would move the day every
    // window counts back from, and the demo's niches would fall out of theirs. New to the digest
    // all the same (it reads what was stored since the last one).
    await app.db.query(
      `with newest as (select max(published_at) as at from youtube_video_stats where outlier_score is not null)
       insert into youtube_video_stats (video_id, channel_id, title, views, published_at, duration_seconds, outlier_score)
       select v.video_id, $1, v.title, v.views, newest.at, 900, v.score from newest, (values
         ('dQw4w9WgXcQ', 'The lighthouse keeper''s last night', 812000, 6.4),
         ('aaaaaaaaaaa', 'An ordinary evening', 90000, 1.2)) as v(video_id, title, views, score)`,
      [nicheChannelId],
    );

    // The job, run from the command line beside the server.
    const before = app.smtp.messages.length;
    const first = await runDigestCli(app);
    expect(first.code, first.output).toBe(0);
    expect(first.output).toMatch(/1 digest sent/);
    const mail = await app.smtp.waitForMail(MEMBER, { subject: DIGEST_SUBJECT, after: before });
    expect(mail.decoded).toContain("Lantern Stories: +1,234 subscribers (48,000 → 49,234), 2 new uploads");
    expect(mail.decoded).toContain("Tin roofs: 1 new channel");
    expect(mail.decoded).toContain("Rain On A Tin Roof");
    expect(mail.decoded).toContain("The lighthouse keeper's last night — Harbor Night Tales, ×6.4 its usual views");
    expect(mail.decoded).not.toContain("An ordinary evening");
    expect(mail.decoded).toContain(
      `${radarNiche.niche.name}: stage ${earlierLabel} → ${radarNiche.verdict.stageLabel} (as of ${radarNiche.verdict.asOf})`,
    );
    // RFC 8058 headers (long header lines are folded: unfolded here as RFC 5322 says).
    const headers = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n(?=[ \t])/g, "");
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const unsubscribe = mail.links.find((link) => link.startsWith(`${app.url}/unsubscribe?`));
    expect(unsubscribe, mail.links.join("\n")).toBeTruthy();
    expect(headers).toContain(`List-Unsubscribe: <${unsubscribe}>`);
    // Every link is absolute: the site's under PUBLIC_URL, the outlier on YouTube.
    for (const link of mail.links)
      expect(link).toMatch(new RegExp(`^(${app.url.replace(/\./g, "\\.")}/|https://www\\.youtube\\.com/watch\\?v=)`));
    expect(mail.links).toContain(`${app.url}/channel-search?q=tin+roof`);

    // Again: nothing due. Then a restart, whose own schedule runs seconds later: it mails
    // a second member who turned the digest on meanwhile, and still nothing more to the first.
    const again = await runDigestCli(app);
    expect(again.code, again.output).toBe(0);
    expect(again.output).toMatch(/Digest skipped/);
    await createConfirmedAccount(app, SECOND, "Sam Second");
    const { id: secondId } = await one<{ id: string }>(app, "select id from users where email = $1", [SECOND]);
    await app.db.query(
      "insert into digest_settings (user_id, frequency, updated_at) values ($1, 'daily', now() - interval '1 day')",
      [secondId],
    );
    await app.db.query("insert into follows (user_id, channel_id) values ($1, $2)", [secondId, followedId]);
    // Far enough ahead for the restart to be up before it (a time already past waits for tomorrow).
    const digestAt = new Date(Date.now() + 20_000).toISOString().slice(11, 19);
    await app.restart({ DIGEST_AT: digestAt });
    const scheduled = await app.smtp.waitForMail(SECOND, { subject: DIGEST_SUBJECT, after: before, timeoutMs: 200_000 });
    expect(scheduled.decoded).toContain("Lantern Stories: +1,234 subscribers");
    expect(await runDigestCli(app).then((run) => run.output)).toMatch(/Digest skipped/);
    expect(app.smtp.messages.filter((m) => m.to.includes(MEMBER) && DIGEST_SUBJECT.test(m.subject))).toHaveLength(1);
    const deliveries = await app.db.query("select period, sent_at, error from digest_deliveries where user_id = $1", [userId]);
    expect(deliveries.rows).toHaveLength(1);

    // The link, opened in a browser that is not signed in: the digest is off.
    const signedOut = await browser.newContext({ baseURL: app.url });
    const page = await signedOut.newPage();
    const opened = await page.goto(unsubscribe!);
    expect(opened?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You will no longer get the daily digest.");
    await expect(page.getByRole("link", { name: "Turn alerts back on" })).toHaveAttribute("href", "/profile#email-alerts");
    expect(opened?.headers()["cache-control"]).toContain("no-store");
    // …visible on /profile once signed in.
    await profile.goto("/profile");
    await expect(profile.locator("#email-alerts").getByRole("radio", { name: /^Off/ })).toBeChecked();
    // Alerts turned back on: that mail's link no longer turns them off (each link is its mail's).
    await profile
      .locator("#email-alerts")
      .getByRole("radio", { name: /^Daily digest/ })
      .check();
    await profile.locator("#email-alerts").getByRole("button", { name: "Save e-mail alerts" }).click();
    await expect(profile.locator("#email-alerts").getByRole("status")).toContainText("E-mail alerts saved");
    const stale = await page.goto(unsubscribe!);
    expect(stale?.status()).toBe(410);
    await expect(page.getByText(/sent before you last changed your e-mail alerts/)).toBeVisible();
    expect(
      (await one<{ frequency: string }>(app, "select frequency from digest_settings where user_id = $1", [userId])).frequency,
    ).toBe("daily");

    // A tampered link: a kind 400 page, and nothing changes.
    const tampered = new URL(unsubscribe!);
    tampered.searchParams.set("u", secondId);
    const refused = await page.goto(tampered.toString());
    expect(refused?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not read this link");
    await expect(page.getByText(/not complete or has been changed/)).toBeVisible();
    expect(
      (await one<{ frequency: string }>(app, "select frequency from digest_settings where user_id = $1", [secondId])).frequency,
    ).toBe("daily");

    // RFC 8058 one-click: the mail client POSTs to the List-Unsubscribe URL, no cookie, no Origin.
    const secondLink = scheduled.links.find((link) => link.startsWith(`${app.url}/unsubscribe?`))!;
    const oneClick = await fetch(secondLink, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(
      (await one<{ frequency: string }>(app, "select frequency from digest_settings where user_id = $1", [secondId])).frequency,
    ).toBe("off");

    await signedOut.close();
    await noScript.close();
  } finally {
    await app.stop();
  }
});
