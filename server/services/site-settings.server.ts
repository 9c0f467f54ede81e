// The site's settings (domain/site-settings.ts): kept in memory between changes like the catalogue's
// other reads, changed by an admin with an audit entry in the same transaction. A change notifies the
// page cache and the memos like a catalogue change (migration 0014's trigger).
import { eq } from "drizzle-orm";
import type { Database } from "#db/database";
import { siteSettings } from "#db/schema/site";
import type { PartnerProgramRuleOptions } from "#domain/partner-program";
import { PARTNER_PROGRAM_RULES_KEY, type SiteSettings, siteSettingsFromRows } from "#domain/site-settings";
import { type AuditActor, recordAudit } from "#server/services/audit.server";
import { catalogueMemo } from "#server/services/catalogue-memo.server";

const settingsMemo = catalogueMemo(async (db: Database) =>
  siteSettingsFromRows(await db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings)),
);

export function createSiteSettingsService(db: Database) {
  return {
    read(): Promise<SiteSettings> {
      return settingsMemo.get(db);
    },

    /** Stores the Partner Program switch; returns the settings after. An unchanged value writes nothing. */
    async setPartnerProgram(actor: AuditActor, next: PartnerProgramRuleOptions): Promise<SiteSettings> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ key: siteSettings.key, value: siteSettings.value })
          .from(siteSettings)
          .where(eq(siteSettings.key, PARTNER_PROGRAM_RULES_KEY))
          .for("update");
        const before = siteSettingsFromRows(rows);
        if (before.partnerProgram.reportedRule2027 === next.reportedRule2027) return before;
        const value = { reportedRule2027: next.reportedRule2027 };
        await tx
          .insert(siteSettings)
          .values({ key: PARTNER_PROGRAM_RULES_KEY, value })
          .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
        await recordAudit(tx, actor, {
          action: "update",
          entityType: "site_setting",
          entityId: PARTNER_PROGRAM_RULES_KEY,
          before: { label: "Partner Program rules", ...before.partnerProgram },
          after: { label: "Partner Program rules", ...value },
        });
        return { ...before, partnerProgram: value };
      });
    },
  };
}
