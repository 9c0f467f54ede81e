// What /start shows: the formats a creator's constraints allow (and why the others are out), and the
// niche × format options ranked by verdict and stage, each with its verdict's evidence and, for
// members only, a revenue range (the key is absent for visitors: domain/revenue-access.ts).
import type { VerdictView } from "#domain/read-models/verdicts";
import type { EstimateRange } from "#domain/revenue";
import type { StartConstraints } from "#domain/start-params";
import type { UploadMode, VerdictBasis } from "#domain/start-plan";

export interface StartFormatView {
  typeId: string;
  label: string;
  fits: boolean;
  /** For a fitting format: the mode, uploads a week, and its assumption in words. */
  plan: {
    mode: UploadMode;
    uploadsPerWeek: number;
    hoursPerUpload: number;
    monthlyBudget: number;
    /** Where the hours go ("script, voice, edit"). */
    why: string;
    assumption: string;
  } | null;
  /** Why a format is out ("needs your own voice"); empty when it fits. */
  reasons: string[];
}

interface StartRevenueView {
  /** A month once monetized, USD: low, mid, high. */
  monthly: EstimateRange;
  uploadsPerMonth: number;
  /** The median views of a recent upload it assumes, and whose median that is. */
  medianViews: number;
  viewsOf: VerdictBasis;
  /** The niche's RPM band for a US audience. */
  rpm: { low: number; high: number };
}

export interface StartOptionView {
  niche: { id: string; slug: string; name: string };
  type: { id: string; label: string };
  mode: UploadMode;
  uploadsPerWeek: number;
  assumption: string;
  /** Whose verdict is shown: the pair's own, or its niche's when the pair has too few channels. */
  basis: VerdictBasis;
  /** The editors rate the format suitable for the niche. */
  suitable: boolean;
  verdict: VerdictView;
  revenue?: StartRevenueView | null;
}

export interface StartPageView {
  constraints: StartConstraints;
  /** The verdicts' date (the newest scored upload); null on an empty catalogue. */
  asOf: string | null;
  formats: StartFormatView[];
  /** The best options, at most START_OPTIONS_SHOWN. */
  options: StartOptionView[];
  /** Every option that fits, before the cut. */
  totalOptions: number;
}
