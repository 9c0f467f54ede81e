// One projection on the channel page, as a member sees it: the History's next milestone and
// Time to monetization come from the one rule, so for a channel under 1,000 subscribers they
// name the same month, or both say "not enough data" (and why) when the history is too short.
// The rate beside the date is the pace the rule used, labelled as an estimate with its method.
// Runs its own app server with the demo catalogue (12 monthly snapshots, fewer for young
// channels) so a member can sign in.
import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser } from "./test";
import {
  ADMIN_EMAIL,
  createConfirmedAccount,
  PASSWORD,
  signInByApi,
  startAuthApp,
  waitForHydration,
  type AuthApp,
} from "./auth-app-server";

const MEMBER_EMAIL = `projections.member.${Date.now()}@example.com`;

let app: AuthApp;
let member: APIRequestContext;
/** Channels under 1,000 subscribers, by what their page projects for 1,000 (found in beforeAll). */
let projected: string;
let tooYoung: string;
/** One whose 1,000 is projected on or after 1 February 2027, the reported 2027 rule's first day. */
let pastReportedRule: string;

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

/** What a page's History projects for its next milestone: a day (and whether it is a month or more away) or a status. */
async function milestoneOf(
  slug: string,
): Promise<{ projection: string | undefined; monthsAway: boolean; timeTo1000: string | undefined }> {
  const html = await (await member.get(`/channel/${slug}`)).text();
  const card = /data-testid="channel-milestone-date" data-projection="([^"]+)">(.{0,160})/.exec(html);
  const timeTo1000 = /data-testid="time-to-1000" data-projection="([^"]+)"/.exec(html);
  return { projection: card?.[1], monthsAway: /\((?:<!-- -->)?in about \d/.test(card?.[2] ?? ""), timeTo1000: timeTo1000?.[1] };
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  app = await startAuthApp("channel-projections", { seedDemo: true });
  await createConfirmedAccount(app, MEMBER_EMAIL, "Projection Member");
  await createConfirmedAccount(app, ADMIN_EMAIL, "Ada Admin");
  member = await playwrightRequest.newContext({ baseURL: app.url });
  await signInByApi(member, app, MEMBER_EMAIL, PASSWORD);
  // The demo's channels under 1,000 subscribers, biggest first: find one whose 1,000 is projected
  // a month or more away and one whose history is too short, as their pages say it.
  const list = (await (await member.get("/api/v1/channels?subs_max=999&sort=subscribers&limit=100")).json()) as {
    channels: { slug: string }[];
  };
  for (const { slug } of list.channels) {
    if (projected && tooYoung && pastReportedRule) break;
    const { projection, monthsAway, timeTo1000 } = await milestoneOf(slug);
    if (!projected && monthsAway && /^\d{4}-\d{2}-\d{2}$/.test(projection ?? "")) projected = slug;
    if (!tooYoung && projection === "not-enough-data") tooYoung = slug;
    if (!pastReportedRule && /^\d{4}-\d{2}-\d{2}$/.test(timeTo1000 ?? "") && timeTo1000! >= "2027-02-01") pastReportedRule = slug;
  }
  expect(projected, "a demo channel under 1,000 with a projected date").toBeTruthy();
  expect(tooYoung, "a demo channel under 1,000 with too little history").toBeTruthy();
  expect(pastReportedRule, "a demo channel projected to reach 1,000 from February 2027").toBeTruthy();
});

test.afterAll(async () => {
  await member?.dispose();
  await app?.stop();
});

async function memberPage(browser: Browser, path: string) {
  const context = await browser.newContext({ baseURL: app.url });
  await signInByApi(context.request, app, MEMBER_EMAIL, PASSWORD);
  const page = await context.newPage();
  await page.goto(path);
  // Signed in: the header holds the member's account menu.
  await expect(page.getByRole("button", { name: `Account menu for ${MEMBER_EMAIL}` })).toBeVisible();
  return { context, page };
}

test("a channel's next milestone and its time to 1,000 subscribers name the same month, at the pace the rule used", async ({
  browser,
}) => {
  const { context, page } = await memberPage(browser, `/channel/${projected}`);
  const history = page.getByTestId("channel-history");
  const milestone = history.getByTestId("channel-milestone-date");
  const timeTo1000 = page.getByTestId("time-to-1000");

  // Under 1,000 subscribers, the next milestone is 1K: one projected day behind both cards.
  await expect(history.getByText("Next milestone")).toBeVisible();
  await expect(history.getByRole("definition").filter({ hasText: "1K subscribers" })).toBeVisible();
  const day = await milestone.getAttribute("data-projection");
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expect(timeTo1000).toHaveAttribute("data-projection", day!);

  // And the same words: "Projected around Mar 2027 (in about 4 months)" above, "around Mar 2027 (in about 4 months)" below.
  const text = (await milestone.textContent()) ?? "";
  const when = /^Projected around ([A-Z][a-z]{2} \d{4} \((?:in about \d+ months?|within a month)\))$/.exec(text)?.[1];
  expect(when, text).toBeTruthy();
  await expect(timeTo1000).toContainText(`1,000 subscribers (the ad-revenue tier): around ${when}`);

  // The rate beside the date is the rule's pace, labelled as an estimate that links to its method.
  const pace = history.getByTestId("channel-milestone-pace");
  await expect(pace).toContainText(/^at \+[\d,]+ subscribers a month/);
  const perMonth = /\+[\d,]+ subscribers a month/.exec((await pace.textContent()) ?? "")![0];
  await expect(page.getByTestId("time-to-monetization")).toContainText(
    `the last 30 days' pace carried forward in a straight line (${perMonth})`,
  );
  const method = pace.getByRole("link", { name: /Estimate/ });
  await expect(method).toHaveAttribute("href", "/how-it-works#projections");
  await method.click();
  await expect(page).toHaveURL(/\/how-it-works#projections$/);
  await expect(page.getByRole("heading", { level: 2, name: "Projections: milestones and time to monetization" })).toBeVisible();
  await context.close();
});

test("a channel with too little history says not enough data, and why, in both", async ({ browser }) => {
  const { context, page } = await memberPage(browser, `/channel/${tooYoung}`);
  const milestone = page.getByTestId("channel-history").getByTestId("channel-milestone-date");
  const timeTo1000 = page.getByTestId("time-to-1000");
  await expect(milestone).toHaveText(
    /^Not enough data: (fewer than 3 snapshots|less than 8 weeks of history) to read a pace from$/,
  );
  const why = /^Not enough data: (.+)$/.exec((await milestone.textContent()) ?? "")![1]!;
  await expect(timeTo1000).toHaveText(`1,000 subscribers (the ad-revenue tier): not enough data: ${why}`);
  await expect(timeTo1000).toHaveAttribute("data-projection", "not-enough-data");
  // No date and no rate anywhere in either card.
  await expect(page.getByTestId("channel-milestone-pace")).toHaveCount(0);
  await expect(page.getByTestId("time-to-monetization")).not.toContainText(/around [A-Z][a-z]{2} \d{4}|subscribers a month/);
  await context.close();
});

test("the growth calculator opened on that channel reaches 1K in the months its page projects", async ({ browser }) => {
  const { context, page } = await memberPage(browser, `/channel/${projected}`);
  const months = /in about (\d+) months?/.exec((await page.getByTestId("channel-milestone-date").textContent()) ?? "")![1]!;
  await page.goto(`/growth-calculator?channel=${projected}`);
  await expect(page.getByTestId("growth-prefill-note")).toContainText(`the compounding rate that reaches 1K in ${months} month`);
  await expect(page.getByTestId("milestone-1000")).toContainText(new RegExp(`in ${months} months?$`));
  await context.close();
});

test("an admin applies the reported 2027 rule: a projection past 1 Feb 2027 is judged by it, labelled unverified, until switched off", async ({
  browser,
}) => {
  const visitor = await browser.newContext({ baseURL: app.url });
  const visitorPage = await visitor.newPage();
  const adTier = visitorPage.locator('[data-tier="ad"]');
  // Off by default: judged by today's verified rules (this page is now in the page cache).
  await visitorPage.goto(`/channel/${pastReportedRule}`);
  await expect(adTier).toHaveAttribute("data-rules", "lower-tier-2023");
  await expect(adTier.getByTestId("tier-watch-time")).toContainText(
    "4,000 watch hours in 12 months, or 10M Shorts views in 90 days",
  );
  await expect(visitorPage.getByTestId("tier-unverified-rule")).toHaveCount(0);
  // The lower tier's uploads rule, counted from the stored videos.
  await expect(visitorPage.locator('[data-tier="lower"]').getByTestId("tier-uploads")).toContainText(
    /^3 public uploads in 90 days: (met|not met) \((at least )?[\d,]+ in the last 90 days\)$/,
  );

  const admin = await browser.newContext({ baseURL: app.url });
  await signInByApi(admin.request, app, ADMIN_EMAIL);
  const page = await admin.newPage();
  await page.goto("/admin/settings");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 2, name: "Partner Program rules" })).toBeVisible();
  const ruleSets = page.getByTestId("partner-program-rule-sets");
  await expect(ruleSets.locator('[data-rules="new-creators-2027-reported"]')).toContainText("Unverified");
  await expect(ruleSets.locator('[data-rules="new-creators-2027-reported"]').getByTestId("rule-set-status")).toHaveText(
    "Not applied",
  );
  await expect(ruleSets.locator('[data-rules="lower-tier-2023"]').getByTestId("rule-set-status")).toHaveText("In force");
  const rule = page.getByLabel("Apply the rule reported for new creators from Feb 1, 2027");
  await expect(rule).not.toBeChecked();
  await rule.check();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(
    page.getByText("The reported 2027 rule now applies to projections from Feb 1, 2027, labelled unverified."),
  ).toBeVisible();
  await page.reload();
  await expect(rule).toBeChecked();
  // Still to come until 1 February 2027, in force from then.
  await expect(ruleSets.locator('[data-rules="new-creators-2027-reported"]').getByTestId("rule-set-status")).toHaveText(
    /^(Applies from its date|In force)$/,
  );

  // The visitor's cached page is gone: the same page now judges the ad tier by the reported rule.
  await visitorPage.reload();
  await expect(adTier).toHaveAttribute("data-rules", "new-creators-2027-reported");
  await expect(adTier.getByTestId("tier-watch-time")).toContainText(
    "8,000 watch hours in 365 days, or 20M Shorts views in 90 days",
  );
  await expect(adTier.getByTestId("tier-unverified-rule")).toContainText("Unverified rule");
  await expect(adTier.getByTestId("tier-unverified-rule")).toContainText("an activity bar whose terms were not reported");
  await visitorPage.goto("/how-it-works#partner-program-rules");
  await expect(
    visitorPage.getByTestId("partner-program-rules").locator('[data-rules="new-creators-2027-reported"]'),
  ).toContainText("applied to projections from that day, labelled unverified.");
  // The reach calculator counts a threshold reached from that day against the reported rule, and says so.
  await visitorPage.goto("/reach-calculator");
  await expect(visitorPage.getByTestId("threshold-change")).toContainText(
    "From Feb 1, 2027 a rule reported for new creators (unverified, applied by this site) asks 1,000 subscribers and 8,000 watch hours",
  );
  await expect(visitorPage.getByRole("list", { name: "Thresholds" })).toContainText("4,000 (8,000 from Feb 1, 2027) watch hours");

  // A form that is not the page's own is refused with the page's message, and changes nothing.
  const refused = await admin.request.post("/admin/settings", {
    form: { intent: "partner-program", reportedRule2027: "yes" },
    headers: { origin: app.url },
  });
  expect(refused.status()).toBe(400);

  // The change is in the audit log, and switching it off brings the verified rules back.
  await page.goto("/admin/audit-log");
  await expect(page.getByText("Partner Program rules").first()).toBeVisible();
  await page.goto("/admin/settings");
  await waitForHydration(page);
  await expect(rule).toBeChecked();
  await rule.uncheck();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Only verified Partner Program rules apply.")).toBeVisible();
  await visitorPage.goto(`/channel/${pastReportedRule}`);
  await expect(adTier).toHaveAttribute("data-rules", "lower-tier-2023");
  await expect(visitorPage.getByTestId("tier-unverified-rule")).toHaveCount(0);
  // And the reach calculator is back to the verified rules.
  await visitorPage.goto("/reach-calculator");
  await expect(visitorPage.getByTestId("eta-watch-hours")).toBeVisible();
  await expect(visitorPage.getByTestId("threshold-change")).toHaveCount(0);
  await admin.close();
  await visitor.close();
});
