// Site-wide switches an admin sets on /admin/settings, one stored row per key (site_settings). A
// missing or unreadable row reads as its default, so a fresh database needs no seed.
import { z } from "zod";
import { type PartnerProgramRuleOptions, VERIFIED_RULES_ONLY } from "#domain/partner-program";

/** The stored key of the Partner Program switch. */
export const PARTNER_PROGRAM_RULES_KEY = "partner-program-rules";

export interface SiteSettings {
  partnerProgram: PartnerProgramRuleOptions;
}

const DEFAULT_SITE_SETTINGS: SiteSettings = { partnerProgram: VERIFIED_RULES_ONLY };

const partnerProgramValue = z.object({ reportedRule2027: z.boolean() });

export function siteSettingsFromRows(rows: readonly { key: string; value: unknown }[]): SiteSettings {
  const stored = rows.find((row) => row.key === PARTNER_PROGRAM_RULES_KEY);
  const partnerProgram = partnerProgramValue.safeParse(stored?.value);
  return { partnerProgram: partnerProgram.success ? partnerProgram.data : DEFAULT_SITE_SETTINGS.partnerProgram };
}

/** The form: a checkbox, sent as "on" when ticked and absent when not; anything else is refused. */
export const partnerProgramSettingsForm = z.object({
  intent: z.literal("partner-program"),
  reportedRule2027: z.literal("on").optional(),
});

export const SITE_SETTINGS_MESSAGES = {
  invalid: "That setting could not be read. Reload the page and try again.",
  reportedRuleOn: "The reported 2027 rule now applies to projections from Feb 1, 2027, labelled unverified.",
  reportedRuleOff: "Only verified Partner Program rules apply.",
} as const;
