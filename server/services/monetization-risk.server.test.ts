// The editorial input of the monetization risk: who set a niche's rating and when, read from the
// audit log the admin screens write, as the niche page, an idea page and a channel page show it.
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { users } from "#db/schema/auth";
import { channelTypes, niches } from "#db/schema/catalogue";
import { nicheFormSchema, type NicheFormInput } from "#domain/admin/niche-form";
import { createAdminNichesService } from "#server/services/admin-niches.server";
import { createMonetizationRiskService } from "#server/services/monetization-risk.server";
import { createNichesService } from "#server/services/niches.server";
import { buildChannelType } from "#db/seed/factories/channel-type-factory";
import { buildNiche } from "#db/seed/factories/niche-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db";

const ada = { id: "u-ada", email: "ada@example.com" };
const bo = { id: "u-bo", email: "bo@example.com" };

function form(overrides: Partial<NicheFormInput> = {}) {
  return nicheFormSchema.parse({
    name: "Sleep Sounds",
    slug: "",
    description: "<p>Rain and waves.</p>",
    rpmLow: 1.5,
    rpmHigh: 4,
    competition: "low",
    demonetizationRisk: "medium",
    category: "Music",
    // ASMR & Ambient's policy signal is "watch" (medium); Whiteboard Explainer's none known (low).
    channelTypeIds: ["asmr_ambient", "whiteboard_explainer"],
    ...overrides,
  });
}

const today = () => new Date().toISOString().slice(0, 10);

describe("a niche's editorial rating, with who set it and when", () => {
  let t: TestDatabase;
  const faker = createSeededFaker(91);

  beforeEach(async () => {
    t = await createTestDatabase();
    await t.db.insert(users).values([
      { id: ada.id, name: "Ada Admin", email: ada.email, role: "admin" },
      { id: bo.id, name: "bo", displayName: "Bo Editor", email: bo.email, role: "admin" },
    ]);
    await t.db
      .insert(channelTypes)
      .values([
        buildChannelType(faker, { id: "asmr_ambient", label: "ASMR & Ambient" }),
        buildChannelType(faker, { id: "whiteboard_explainer", label: "Whiteboard Explainer" }),
      ]);
  });
  afterEach(async () => {
    await t.close();
  });

  const riskOf = async (slug: string) => (await createNichesService(t.db).getBySlug(slug))!.monetizationRisk;

  it("names the admin who created it, and keeps that when an edit leaves the rating alone", async () => {
    const admin = createAdminNichesService(t.db);
    const created = await admin.create(ada, form());
    expect(await riskOf("sleep-sounds")).toMatchObject({
      level: "medium",
      editorial: { level: "medium", source: "admin-edit", setBy: "Ada Admin", setOn: today() },
      computed: { level: "low", via: [{ typeLabel: "Whiteboard Explainer" }] },
      decidedBy: "editorial",
    });
    if (!created.ok) throw new Error("not created");
    // Bo changes the competition, not the rating: Ada still set it.
    await admin.update(bo, created.niche.id, form({ competition: "high" }));
    expect((await riskOf("sleep-sounds")).editorial).toMatchObject({ setBy: "Ada Admin" });
  });

  it("names the admin who last changed it (their display name), and the figure follows", async () => {
    const admin = createAdminNichesService(t.db);
    const created = await admin.create(ada, form());
    if (!created.ok) throw new Error("not created");
    await admin.update(bo, created.niche.id, form({ demonetizationRisk: "high" }));
    expect(await riskOf("sleep-sounds")).toMatchObject({
      level: "high",
      editorial: { level: "high", source: "admin-edit", setBy: "Bo Editor" },
    });
    // The list and the page say the same.
    const listed = (await createNichesService(t.db).list()).find((niche) => niche.slug === "sleep-sounds")!;
    expect(listed.monetizationRisk).toEqual(await riskOf("sleep-sounds"));
  });

  it("says 'a former admin' once the account is gone (setBy null), and 'not recorded' after a change outside the admin screens", async () => {
    const admin = createAdminNichesService(t.db);
    const created = await admin.create(bo, form());
    if (!created.ok) throw new Error("not created");
    await t.db.delete(users).where(eq(users.id, bo.id));
    expect((await riskOf("sleep-sounds")).editorial).toMatchObject({ source: "admin-edit", setBy: null });

    await t.db.update(niches).set({ demonetizationRisk: "low" }).where(eq(niches.id, created.niche.id));
    expect((await riskOf("sleep-sounds")).editorial).toMatchObject({
      level: "low",
      source: "unrecorded",
      setBy: null,
      setOn: today(),
    });
  });

  it("dates a rating no admin has changed from the day the niche was added", async () => {
    await t.db.insert(niches).values(
      buildNiche(faker, {
        slug: "rain",
        name: "Rain",
        demonetizationRisk: "low",
        channelTypeIds: ["asmr_ambient"],
        createdAt: new Date("2026-11-01T08:00:00Z"),
      }),
    );
    expect(await riskOf("rain")).toMatchObject({
      level: "medium",
      decidedBy: "formats",
      editorial: { level: "low", source: "niche-added", setBy: null, setOn: "2026-11-01" },
      computed: { level: "medium", basis: "format", via: [{ typeId: "asmr_ambient" }] },
    });
  });

  it("gives a channel or an idea its niche's rating and its own format", async () => {
    await createAdminNichesService(t.db).create(ada, form({ demonetizationRisk: "low" }));
    const service = createMonetizationRiskService(t.db);
    expect(await service.ofNicheAndFormat("sleep-sounds", { id: "asmr_ambient", label: "ASMR & Ambient" })).toMatchObject({
      level: "medium",
      decidedBy: "formats",
      editorial: { level: "low", setBy: "Ada Admin" },
      computed: { basis: "format", via: [{ typeLabel: "ASMR & Ambient" }] },
    });
    // No niche: the format alone; neither: nothing to show.
    expect(await service.ofNicheAndFormat(null, { id: "whiteboard_explainer", label: "Whiteboard Explainer" })).toMatchObject({
      level: "low",
      editorial: null,
    });
    expect(await service.ofNicheAndFormat("no-such-niche", null)).toBeNull();
  });

  it("keeps each niche's provenance apart in a list", async () => {
    const admin = createAdminNichesService(t.db);
    const one = await admin.create(ada, form({ name: "One" }));
    const two = await admin.create(bo, form({ name: "Two", demonetizationRisk: "high" }));
    if (!one.ok || !two.ok) throw new Error("not created");
    const listed = await createNichesService(t.db).list();
    expect(listed.map((niche) => [niche.slug, niche.monetizationRisk.editorial?.setBy])).toEqual([
      ["one", "Ada Admin"],
      ["two", "Bo Editor"],
    ]);
  });
});
