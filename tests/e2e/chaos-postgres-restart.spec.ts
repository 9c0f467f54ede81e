// Chaos: PostgreSQL stopped and started again under steady traffic (pages, the JSON API, sign-ups
// and admin edits, which hold a pooled connection for their transaction). ARCHITECTURE.md:
// "a lost database answers 503 and recovers by itself". So while it is away: 503 with
// Retry-After (a clear page for people, JSON for the API), never a 500 and never a dead process;
// once it is back: answers again within 5 s without a restart; and every write the server
// acknowledged (2xx/3xx) is in the database.
import { expect, test } from "./test";
import pg from "pg";
import { startFakeSmtpServer } from "#tests/fakes/smtp-server";
import { postgresAvailable, startThrowawayPostgres } from "#tests/support/throwaway-postgres";
import { createConfirmedAccount } from "./auth-app-server";
import {
  type Answer,
  type RequestKind,
  isPasswordHashingBusy,
  pageRequest,
  signUpRequest,
  startAppProcess,
  startTraffic,
} from "./chaos-app";

const ADMIN = "chaos.admin@example.com";
const PASSWORD = "correct-horse-7";

test.skip(!postgresAvailable(), "needs Debian's postgresql-15 binaries (/usr/lib/postgresql/15/bin)");

test("PostgreSQL stopped and restarted under requests: 503 while away, back within 5 s, no acknowledged write lost", async () => {
  test.setTimeout(300_000);
  const database = await startThrowawayPostgres();
  const smtp = await startFakeSmtpServer();
  const app = await startAppProcess({
    DATABASE_URL: database.url,
    DATA_DIR: "./data/e2e-chaos-postgres",
    ADMIN_EMAILS: ADMIN,
    SMTP_URL: smtp.url,
  });
  try {
    await createConfirmedAccount({ url: app.url, smtp }, ADMIN, "Chaos Admin", PASSWORD);
    const signIn = await fetch(`${app.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.url },
      body: JSON.stringify({ email: ADMIN, password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

    // An admin edit: the fact and its audit entry in one transaction (a checked-out connection).
    const createFact: RequestKind = async (sequence) => {
      const title = `Chaos fact ${sequence}`;
      const response = await fetch(`${app.url}/admin/did-you-know-facts`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url, cookie },
        body: new URLSearchParams({ intent: "save", title, content: `<p>${title} holds.</p>`, isActive: "on" }),
        redirect: "manual",
      });
      return { label: "create fact", response, key: title };
    };
    const kinds = [
      pageRequest(app.url, "/"),
      createFact,
      signUpRequest(app.url, "chaos-pg"),
      createFact,
      pageRequest(app.url, "/api/v1/channels?page_size=5", "application/json"),
      createFact,
      pageRequest(app.url, "/channel-types.data", "*/*"),
      pageRequest(app.url, "/niches"),
    ];
    const traffic = startTraffic(kinds, 16);

    // Twice: each stop ends every connection, idle or inside a transaction.
    const cycles: { stoppedAt: number; backAt: number; recoveredAt: number | undefined }[] = [];
    for (let cycle = 0; cycle < 2; cycle++) {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await database.stop("fast");
      const stoppedAt = traffic.now();
      await new Promise((resolve) => setTimeout(resolve, 3_500));
      await database.start();
      const backAt = traffic.now();
      let recoveredAt: number | undefined;
      while (traffic.now() - backAt < 15_000 && recoveredAt === undefined) {
        const health = await fetch(`${app.url}/api/health`).catch(() => undefined);
        const page = await fetch(`${app.url}/niches`).catch(() => undefined);
        if (health?.status === 200 && page?.status === 200) recoveredAt = traffic.now();
        else await new Promise((resolve) => setTimeout(resolve, 100));
      }
      cycles.push({ stoppedAt, backAt, recoveredAt });
    }
    // Traffic after the last recovery: enough answers to show it stays back, however busy the machine.
    const recovered = cycles.at(-1)?.recoveredAt ?? traffic.now();
    const settleUntil = traffic.now() + 20_000;
    while (traffic.now() < settleUntil && traffic.answers.filter((a) => a.sentAt > recovered + 500).length < 30) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await traffic.stop();
    const { answers } = traffic;
    const summary = summarise(answers);
    console.log(
      `recovery after PostgreSQL accepted connections: ${cycles.map((c) => `${(c.recoveredAt ?? NaN) - c.backAt} ms`).join(", ")}\n${summary}`,
    );

    // The process lived through it, and nothing was a server error other than 503.
    expect(app.exited(), `the server died:\n${app.stderr().slice(-3000)}`).toBe(false);
    expect(
      answers.filter((a) => a.status === 0),
      summary,
    ).toEqual([]);
    expect(
      answers.filter((a) => a.status >= 500 && a.status !== 503),
      summary,
    ).toEqual([]);
    expect(app.stderr()).not.toMatch(/Unhandled 'error' event|uncaughtException|unhandledRejection/);
    expect(app.logs.filter((l) => l.msg === "request" && l.status === 500)).toEqual([]);

    for (const { stoppedAt, backAt, recoveredAt } of cycles) {
      // Asked once the server knew (its first 503 of the cycle: a dropped connection or a failed
      // request tells it; on a busy machine that can take longer than half a second, and a page
      // that needs no database meanwhile answers as it should): 503 with Retry-After; people get
      // the page, the API JSON, client-side navigations text.
      const knownAt =
        answers.filter((a) => a.status === 503 && a.sentAt > stoppedAt).sort((a, b) => a.answeredAt - b.answeredAt)[0]
          ?.answeredAt ?? stoppedAt;
      const whileAway = answers.filter((a) => a.sentAt > Math.max(stoppedAt + 500, knownAt) && a.answeredAt < backAt);
      expect(whileAway.length, summary).toBeGreaterThan(20);
      expect(
        whileAway.filter((a) => a.status !== 503),
        summary,
      ).toEqual([]);
      expect(whileAway.every((a) => a.retryAfter === "5")).toBe(true);
      expect(whileAway.find((a) => a.label === "GET /niches")?.body).toContain("We'll be right back");
      expect(whileAway.find((a) => a.label === "GET /niches")?.body).toContain("Try again");
      const api = whileAway.find((a) => a.label.startsWith("GET /api/v1/"));
      expect(JSON.parse(api?.body ?? "{}")).toEqual({
        status: "unavailable",
        error: "The database is unavailable right now. Please try again in a few seconds.",
      });
      expect(whileAway.some((a) => a.label === "sign-up")).toBe(true);
      expect(whileAway.some((a) => a.label === "create fact")).toBe(true);

      // Back by itself within 5 s of PostgreSQL accepting connections again, and staying back.
      expect(recoveredAt, summary).toBeDefined();
      expect(recoveredAt! - backAt).toBeLessThanOrEqual(5_000);
    }
    const last = cycles.at(-1)!;
    const afterRecovery = answers.filter((a) => a.sentAt > last.recoveredAt! + 500);
    expect(afterRecovery.length).toBeGreaterThan(20);
    expect(
      afterRecovery.filter((a) => a.status >= 400 && !isPasswordHashingBusy(a)),
      summary,
    ).toEqual([]);
    expect(
      afterRecovery.some((a) => a.label === "sign-up" && a.acknowledged),
      summary,
    ).toBe(true);

    // Every acknowledged write is there.
    const accounts = answers.filter((a) => a.label === "sign-up" && a.acknowledged).map((a) => a.acknowledged!);
    const facts = answers.filter((a) => a.label === "create fact" && a.acknowledged).map((a) => a.acknowledged!);
    expect(accounts.length).toBeGreaterThan(5);
    expect(facts.length).toBeGreaterThan(5);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const storedAccounts = await client.query<{ email: string }>("select email from users where email = any($1)", [accounts]);
      expect(new Set(storedAccounts.rows.map((r) => r.email))).toEqual(new Set(accounts));
      const storedFacts = await client.query<{ title: string }>("select title from did_you_know_facts where title = any($1)", [
        facts,
      ]);
      expect(new Set(storedFacts.rows.map((r) => r.title))).toEqual(new Set(facts));
    } finally {
      await client.end();
    }
  } finally {
    await app.stop();
    await smtp.close();
    await database.remove();
  }
});

/** Counts by phase-free label and status, for a readable failure. */
function summarise(answers: Answer[]): string {
  const counts = new Map<string, number>();
  for (const a of answers) counts.set(`${a.label} → ${a.status}`, (counts.get(`${a.label} → ${a.status}`) ?? 0) + 1);
  return [...counts.entries()].map(([k, n]) => `${k}: ${n}`).join("\n");
}
