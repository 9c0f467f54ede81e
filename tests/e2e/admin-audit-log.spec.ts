// Admin area, audit log: "every admin change recorded (who, what, when, before and after),
// viewable and filterable". Entries are written straight to the database (other specs cover the
// admin pages that record them); each filter narrows the list and lives in the URL.
import { expect, test, type Page } from "./test";
import { eq } from "drizzle-orm";
import type { Database } from "#db/database";
import { users } from "#db/schema/auth";
import { niches } from "#db/schema/catalogue";
import { auditLog } from "#db/schema/site";
import { buildNiche } from "#db/seed/factories/niche-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { ADMIN_EMAIL, signInAsAdmin, startAdminApp } from "./admin-app";
import type { AuthApp } from "./auth-app-server";

let app: AuthApp;
const niche = buildNiche(createSeededFaker(83), { name: "Audit Spec Niche" });
const GONE_FACT = "6f1d2c3b-0000-4000-8000-00000000f00d";

test.beforeAll(async () => {
  test.setTimeout(300_000);
  app = await startAdminApp("overview-audit");
  await app.withDatabase(async (db: Database) => {
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN_EMAIL));
    await db.insert(niches).values(niche);
    const at = (day: string) => new Date(`${day}T12:00:00.000Z`);
    await db.insert(auditLog).values([
      // An author whose account is gone: actor_id is null, the e-mail stays.
      {
        actorId: null,
        actorEmail: "former.admin@example.com",
        action: "create",
        entityType: "niche",
        entityId: niche.id,
        before: null,
        after: { name: "Audit Spec" },
        createdAt: at("2026-01-10"),
      },
      {
        actorId: admin!.id,
        actorEmail: ADMIN_EMAIL,
        action: "update",
        entityType: "niche",
        entityId: niche.id,
        before: { name: "Audit Spec", rpmLow: 2.5, competition: "low" },
        after: { name: "Audit Spec Niche", rpmLow: 2.5, competition: "low" },
        createdAt: at("2026-02-15"),
      },
      {
        actorId: admin!.id,
        actorEmail: ADMIN_EMAIL,
        action: "ban",
        entityType: "user",
        entityId: "user-to-ban",
        before: { banned: false },
        after: { banned: true },
        createdAt: at("2026-03-01"),
      },
      {
        actorId: null,
        actorEmail: "bo@example.com",
        action: "delete",
        entityType: "did_you_know_fact",
        entityId: GONE_FACT,
        before: { title: "A removed fact" },
        after: null,
        createdAt: at("2026-03-20"),
      },
    ]);
  });
});

test.afterAll(async () => {
  await app?.stop();
});

const entries = (page: Page) => page.getByTestId("audit-entry");

async function openLog(page: Page, search = "") {
  await signInAsAdmin(page, app);
  await page.goto(`${app.url}/admin/audit-log${search}`);
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
}

async function applyFilters(page: Page) {
  await page.getByRole("button", { name: "Apply filters" }).click();
}

test("lists every entry newest first: who, what, when", async ({ page }) => {
  await openLog(page);
  await expect(entries(page)).toHaveCount(4);
  await expect(page.getByTestId("audit-count")).toContainText("Showing 1–4 of 4 entries");
  await expect(entries(page).nth(0)).toContainText("Deleted did-you-know fact A removed fact (no longer exists)");
  await expect(entries(page).nth(0)).toContainText("deleted user");
  await expect(entries(page).nth(0)).toContainText("bo@example.com");
  await expect(entries(page).nth(1)).toContainText("Banned user");
  await expect(entries(page).nth(2)).toContainText(`by ${ADMIN_EMAIL}`);
  // The exact time on hover.
  await expect(entries(page).nth(2).locator("time")).toHaveAttribute("title", "Feb 15, 2026, 12:00:00 UTC");
  // A niche that still exists links to its edit form; a deleted fact does not link.
  await expect(entries(page).nth(2).getByRole("link", { name: "Audit Spec Niche" })).toHaveAttribute(
    "href",
    `/admin/niches?edit=${niche.id}`,
  );
  await expect(entries(page).nth(0).getByRole("link")).toHaveCount(0);
});

test("the diff shows only the changed field, before and after", async ({ page }) => {
  await openLog(page);
  const update = entries(page).nth(2);
  await update.getByText("Show the changed field").click();
  const diff = update.getByTestId("audit-diff");
  await expect(diff).toBeVisible();
  await expect(diff.locator("dt")).toHaveText(["name"]);
  await expect(diff).toContainText("BeforeAudit Spec");
  await expect(diff).toContainText("AfterAudit Spec Niche");
  await expect(diff).not.toContainText("rpmLow");
});

test("each filter narrows the list and survives a reload", async ({ page }) => {
  await openLog(page);

  await page.getByLabel("Entity type").selectOption("niche");
  await applyFilters(page);
  await expect(page).toHaveURL(/\/admin\/audit-log\?type=niche$/);
  await expect(entries(page)).toHaveCount(2);
  await page.reload();
  await expect(entries(page)).toHaveCount(2);
  await expect(page.getByLabel("Entity type")).toHaveValue("niche");

  await page.getByLabel("Action").selectOption("update");
  await applyFilters(page);
  await expect(page).toHaveURL(/type=niche&action=update$/);
  await expect(entries(page)).toHaveCount(1);
  await expect(entries(page).first()).toContainText("Updated niche");

  await page.getByRole("link", { name: "Clear filters" }).first().click();
  await expect(page).toHaveURL(/\/admin\/audit-log$/);
  await expect(entries(page)).toHaveCount(4);

  // Actor e-mail or entity id.
  await page.getByLabel("Admin e-mail or entity id").fill("BO@example");
  await applyFilters(page);
  await expect(page).toHaveURL(/q=BO%40example/);
  await expect(entries(page)).toHaveCount(1);
  await expect(entries(page).first()).toContainText("A removed fact");
  await page.getByLabel("Admin e-mail or entity id").fill("user-to-ban");
  await applyFilters(page);
  await expect(entries(page)).toHaveCount(1);
  await expect(entries(page).first()).toContainText("Banned user");

  // Date range (whole UTC days, both ends included).
  await page.getByLabel("Admin e-mail or entity id").fill("");
  await page.getByLabel("From (UTC)").fill("2026-02-15");
  await page.getByLabel("To (UTC)").fill("2026-03-01");
  await applyFilters(page);
  await expect(page).toHaveURL(/from=2026-02-15&to=2026-03-01$/);
  await expect(entries(page)).toHaveCount(2);
  await page.reload();
  await expect(entries(page)).toHaveCount(2);
  await expect(page.getByLabel("From (UTC)")).toHaveValue("2026-02-15");
});

test("says so when nothing matches", async ({ page }) => {
  await openLog(page, "?type=channel");
  await expect(entries(page)).toHaveCount(0);
  await expect(page.getByRole("status")).toContainText("No entries match these filters");
  await page.getByRole("status").getByRole("link", { name: "Clear filters" }).click();
  await expect(entries(page)).toHaveCount(4);
});
