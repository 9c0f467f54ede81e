// /start: the niche × format options that fit what a creator has, ranked by verdict and stage
// (domain/start-plan.ts), over the verdicts kept between catalogue changes. Revenue only for members.
import { asc } from "drizzle-orm";
import type { Database } from "#db/database";
import { channelTypes, niches } from "#db/schema/catalogue";
import type { StartFormatView, StartOptionView, StartPageView } from "#domain/read-models/start";
import { type RevenueAccess, gateRevenue } from "#domain/revenue-access";
import type { StartConstraints } from "#domain/start-params";
import {
  START_OPTIONS_SHOWN,
  assumptionText,
  chooseVerdict,
  bestOptions,
  fitFormat,
  startRevenueRange,
} from "#domain/start-plan";
import { createNicheVerdictsService } from "#server/services/niche-verdicts.server";

export function createStartOptionsService(db: Database) {
  const verdicts = createNicheVerdictsService(db);
  return {
    async page(constraints: StartConstraints, access: RevenueAccess): Promise<StartPageView> {
      const [types, nicheRows, byNiche] = await Promise.all([
        db.select({ id: channelTypes.id, label: channelTypes.label }).from(channelTypes).orderBy(asc(channelTypes.label)),
        db
          .select({
            id: niches.id,
            slug: niches.slug,
            name: niches.name,
            rpmLow: niches.rpmLow,
            rpmHigh: niches.rpmHigh,
            channelTypeIds: niches.channelTypeIds,
          })
          .from(niches),
        verdicts.everyNiche(),
      ]);
      const formats: StartFormatView[] = types.map((type) => {
        const fit = fitFormat(type.id, constraints);
        return {
          typeId: type.id,
          label: type.label,
          fits: fit.fits,
          plan: fit.fits
            ? {
                mode: fit.mode,
                uploadsPerWeek: fit.uploadsPerWeek,
                hoursPerUpload: fit.hoursPerUpload,
                monthlyBudget: fit.monthlyBudget,
                why: fit.needs.why,
                assumption: assumptionText(type.label, fit),
              }
            : null,
          reasons: fit.fits ? [] : fit.reasons,
        };
      });
      const fitting = new Map(formats.filter((format) => format.plan).map((format) => [format.typeId, format]));

      const options: StartOptionView[] = [];
      const rpmOf = new Map<string, { low: number; high: number }>();
      for (const niche of nicheRows) {
        const judged = byNiche.get(niche.id);
        if (!judged) continue;
        rpmOf.set(niche.id, { low: niche.rpmLow, high: niche.rpmHigh });
        for (const pair of judged.byType) {
          const format = fitting.get(pair.typeId);
          if (!format?.plan) continue;
          const suitable = niche.channelTypeIds.includes(pair.typeId);
          const { basis, verdict } = chooseVerdict(pair.verdict, judged.niche, suitable);
          options.push({
            niche: { id: niche.id, slug: niche.slug, name: niche.name },
            type: { id: format.typeId, label: format.label },
            mode: format.plan.mode,
            uploadsPerWeek: format.plan.uploadsPerWeek,
            assumption: format.plan.assumption,
            basis,
            suitable,
            verdict,
          });
        }
      }
      const ranked = bestOptions(
        options.map((option) => ({
          ...option,
          option,
          nicheId: option.niche.id,
          nicheName: option.niche.name,
          typeLabel: option.type.label,
        })),
        START_OPTIONS_SHOWN,
      ).map((candidate) => candidate.option);
      const shown = ranked.map((option) =>
        gateRevenue(option, access, () => {
          const rpm = rpmOf.get(option.niche.id)!;
          const own = option.verdict.evidence.medianRecentViews;
          const nicheMedian = byNiche.get(option.niche.id)?.niche.evidence.medianRecentViews ?? null;
          const medianViews = own ?? nicheMedian;
          const range = startRevenueRange({
            rpmLow: rpm.low,
            rpmHigh: rpm.high,
            languages: constraints.languages,
            mode: option.mode,
            uploadsPerWeek: option.uploadsPerWeek,
            medianViews,
          });
          return range && medianViews !== null
            ? { ...range, medianViews, viewsOf: own !== null ? option.basis : "niche", rpm }
            : null;
        }),
      );
      const asOf = [...byNiche.values()][0]?.niche.asOf || null;
      return { constraints, asOf, formats, options: shown, totalOptions: options.length };
    },
  };
}
