// One labelling rule without exceptions: every figure on every page type says where it comes
// from (YouTube data, computed from YouTube data, or an estimate), its as-of date and its method
// (a /how-it-works anchor that exists). The DOM convention it holds pages to is written on
// FigureSource (app/components/research/figure-source.tsx): figures sit in a `data-figure-group`
// whose own label covers them; a `data-figure` value needs a label of its kind; and any number in
// a `dd`, a `td` or a `tabular-nums` element outside a labelled group is a figure that forgot the
// rule. Walked as a member, so the revenue figures are on the pages too.
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from "./test";
import { PASSWORD, signInByApi } from "./auth-app-server";
import type { SharedApp } from "./shared-app";

const MEMBER_EMAIL = `labels.member.${Date.now()}@example.com`;

let app: SharedApp;
let member: APIRequestContext;
let pages: { name: string; path: string; scope?: string; noFigures?: true }[] = [];

test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

type ListResponse<K extends string, T> = Record<K, T[]>;

test.beforeAll(async ({ app: shared }) => {
  app = shared;
  await app.createAccount("member", { email: MEMBER_EMAIL, name: "Labels Member" });
  member = await playwrightRequest.newContext({ baseURL: app.url });
  await signInByApi(member, app, MEMBER_EMAIL, PASSWORD);
  const json = async <T>(path: string): Promise<T> => (await (await member.get(path)).json()) as T;
  const { channels } = await json<ListResponse<"channels", { id: string; slug: string }>>(
    "/api/v1/channels?limit=2&sort=subscribers",
  );
  const { niches } = await json<ListResponse<"niches", { slug: string }>>("/api/v1/niches");
  const { channelTypes } = await json<ListResponse<"channelTypes", { id: string }>>("/api/v1/channel-types");
  const { ideas } = await json<ListResponse<"ideas", { slug: string }>>("/api/v1/ideas");
  const [first, second] = channels;
  if (!first || !second || !niches[0] || !channelTypes[0] || !ideas[0])
    throw new Error("the demo catalogue should have channels, niches, types and ideas");
  // The watchlist shows what a member follows: follow the first channel.
  const followed = await member.post("/watchlist/follow", {
    form: { kind: "channel", target: first.id, intent: "follow", redirect: "/watchlist" },
    headers: { origin: app.url },
    maxRedirects: 0,
  });
  expect(followed.status()).toBeLessThan(400);
  // Calculators: only their notes about the channel they started from are figures of ours.
  const prefillNotes = '[data-testid="prefill-notice"], [data-testid="growth-prefill-note"]';
  pages = [
    { name: "home", path: "/" },
    { name: "channel search", path: "/channel-search" },
    { name: "channel page", path: `/channel/${first.slug}` },
    { name: "rankings", path: "/channel-rankings" },
    { name: "rankings per subscriber", path: "/channel-rankings?tab=per-subscriber" },
    { name: "compare", path: `/compare?c=${first.slug},${second.slug}` },
    { name: "niches", path: "/niches" },
    { name: "niche page", path: `/niches/${niches[0].slug}` },
    // A niche at each life stage: its verdict panel's evidence and format list hold numbers too.
    { name: "niche page, accelerating", path: "/niches/aviation" },
    { name: "start", path: "/start?hours=10&budget=50&voice=narrate&format=either" },
    // The types page lists guides: no figures, and the walk checks that none slipped in unlabelled.
    { name: "channel types", path: "/channel-types", noFigures: true },
    { name: "channel type page", path: `/channel-types/${channelTypes[0].id}` },
    { name: "ideas", path: "/ideas" },
    { name: "idea page", path: `/faceless-ideas/${ideas[0].slug}` },
    { name: "outliers", path: "/outliers" },
    { name: "watchlist", path: "/watchlist" },
    { name: "earnings calculator, prefilled", path: `/channel-earnings?channel=${first.slug}`, scope: prefillNotes },
    { name: "growth calculator, prefilled", path: `/growth-calculator?channel=${first.slug}`, scope: prefillNotes },
    { name: "reach calculator, prefilled", path: `/reach-calculator?channel=${first.slug}`, scope: prefillNotes },
  ];
});

test.afterAll(async () => {
  await member?.dispose();
});

type Audit = { problems: string[]; anchors: string[]; labels: number; figures: number };

/**
 * Runs in the page: every label complete, every marked figure covered by a label of its kind,
 * and every number-looking value inside a labelled group. Returns what is wrong.
 */
function auditFigures(scope: string | null): Audit {
  const SOURCE = /^(YouTube data|Computed from YouTube data|Estimate) · as of [A-Z][a-z]{2} \d{1,2}, \d{4} · method$/;
  const KINDS = ["youtube", "derived", "estimate"];
  const problems: string[] = [];
  const anchors = new Set<string>();
  const main = document.querySelector("main")!;
  const roots = scope ? [...main.querySelectorAll<HTMLElement>(scope)] : [main];
  const describe = (el: Element) =>
    `<${el.tagName.toLowerCase()}${el.getAttribute("data-testid") ? ` data-testid=${el.getAttribute("data-testid")}` : ""}> "${(el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 80)}"`;
  const ownLabels = (group: Element) =>
    [...group.querySelectorAll("[data-figure-source]")].filter((label) => label.closest("[data-figure-group]") === group);
  const inRoots = (selector: string) =>
    roots.flatMap((root) => [root, ...root.querySelectorAll(selector)].filter((el) => el.matches(selector)));
  let labels = 0;
  for (const label of inRoots("[data-figure-source]")) {
    labels += 1;
    const text = (label.textContent ?? "").replace(/\s+/g, " ").trim();
    if (!SOURCE.test(text)) problems.push(`label ${describe(label)} does not read "<source> · as of <date> · method"`);
    if (!KINDS.includes(label.getAttribute("data-figure-source") ?? ""))
      problems.push(`label ${describe(label)} has an unknown kind`);
    const link = label.querySelector<HTMLAnchorElement>('a[href^="/how-it-works#"]');
    if (!link) problems.push(`label ${describe(label)} has no method link`);
    else anchors.add(new URL(link.href).hash.slice(1));
    if (!label.closest("[data-figure-group]")) problems.push(`label ${describe(label)} sits in no figure group`);
  }
  const figures = inRoots("[data-figure]");
  for (const figure of figures) {
    const group = figure.closest("[data-figure-group]");
    const kinds = group ? ownLabels(group).map((label) => label.getAttribute("data-figure-source")) : [];
    const kind = figure.getAttribute("data-figure") ?? "";
    if (!group || kinds.length === 0) problems.push(`figure ${describe(figure)} has no label`);
    else if (KINDS.includes(kind) && !kinds.includes(kind))
      problems.push(`figure ${describe(figure)} is ${kind} but labelled ${kinds.join(", ")}`);
  }
  // Figures that forgot the convention: numbers in a dd, a td, a tabular figure or an outlier score.
  const candidates = inRoots('dd, td, .tabular-nums, [data-testid="outlier-score"]');
  for (const el of candidates) {
    const text = (el.textContent ?? "").replace(/\s+/g, " ").trim();
    if (!/\d/.test(text)) continue;
    // A directory's own counts, and navigation ("Page 2 of 50"), are not figures.
    if (el.closest("[data-directory-count], nav")) continue;
    const group = el.closest("[data-figure-group]");
    if (!group || ownLabels(group).length === 0) problems.push(`unlabelled figure ${describe(el)}`);
  }
  return { problems: [...new Set(problems)], anchors: [...anchors], labels, figures: figures.length + candidates.length };
}

async function openAsMember(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
}

test("every figure on every page type says its source, its date and its method", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: app.url, storageState: await member.storageState() });
  const page = await context.newPage();
  const anchors = new Map<string, string>();
  const failures: string[] = [];
  for (const { name, path, scope, noFigures } of pages) {
    await openAsMember(page, path);
    const audit = await page.evaluate(auditFigures, scope ?? null);
    // Each page type shows figures: a walk that found none would prove nothing.
    if (audit.labels === 0 && !noFigures) failures.push(`${name} (${path}): no labelled figures at all`);
    for (const problem of audit.problems) failures.push(`${name} (${path}): ${problem}`);
    for (const anchor of audit.anchors) anchors.set(anchor, name);
  }
  // The revenue figures are there (as a member): the walk covers them.
  await openAsMember(page, pages.find((p) => p.name === "channel page")!.path);
  await expect(page.locator('[data-figure-source="estimate"]').first()).toBeVisible();

  // Every method link goes to a section that exists.
  await openAsMember(page, "/how-it-works");
  const ids = await page.evaluate((wanted) => wanted.filter((id) => !document.getElementById(id)), [...anchors.keys()]);
  for (const id of ids) failures.push(`${anchors.get(id)}: method link /how-it-works#${id} has no such anchor`);
  expect(failures, failures.join("\n")).toEqual([]);
  expect(anchors.size, "method anchors linked").toBeGreaterThan(5);
  await context.close();
});
