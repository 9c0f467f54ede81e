// /growth-rate-calculator: month m holds current × (1 + r)^m, the revenue model's compounding.
import {
  type FieldErrors,
  type RawValues,
  type SchemaValues,
  calculatorSchema,
  choiceField,
  dateField,
  numberField,
  numberToRaw,
  parseRawValues,
} from "#domain/calculators/calculator-input";
import { addMonths, wholeMonthsBetween } from "#domain/calculators/calendar-months";
import { MAX_MILESTONE_MONTHS, monthsToReach, projectedValue } from "#domain/calculators/compound-growth";
import { DEFAULT_GROWTH_PERCENT, growthPercentField } from "#domain/calculators/channel-earnings-calculator";
import { MAX_VIEWS } from "#domain/calculators/earnings-calculator";

export const GROWTH_FIELDS = ["metric", "current", "growth", "months", "target", "by"] as const;
export type GrowthField = (typeof GROWTH_FIELDS)[number];

const GROWTH_METRICS = ["subscribers", "views"] as const;

export const GROWTH_MILESTONES = [1_000, 10_000, 100_000, 1_000_000] as const;

export const MAX_HORIZON_MONTHS = 120;
const DEFAULT_HORIZON_MONTHS = 36;
const DEFAULT_TARGET_MONTHS = 24;

const GROWTH_MESSAGES = {
  targetDateTooSoon: "Pick a date at least one month from today.",
  targetDateTooFar: `Pick a date within ${MAX_MILESTONE_MONTHS / 12} years.`,
} as const;

export function growthDefaults(today: string): RawValues<GrowthField> {
  return {
    metric: "subscribers",
    current: "500",
    growth: numberToRaw(DEFAULT_GROWTH_PERCENT) ?? "5",
    months: String(DEFAULT_HORIZON_MONTHS),
    target: "10000",
    by: addMonths(today, DEFAULT_TARGET_MONTHS),
  };
}

const projectionSchema = calculatorSchema({
  metric: choiceField(GROWTH_METRICS, "subscribers"),
  current: numberField({ min: 0, max: MAX_VIEWS, integer: true }),
  growth: growthPercentField(),
  months: numberField({ min: 1, max: MAX_HORIZON_MONTHS, integer: true }),
});
export type GrowthProjectionInput = SchemaValues<typeof projectionSchema>;

function targetSchema(today: string) {
  return calculatorSchema<GrowthTargetInput>(
    {
      target: numberField({ moreThan: 0, max: MAX_VIEWS, integer: true }),
      by: dateField(),
    },
    (values) => {
      const months = wholeMonthsBetween(today, values.by);
      if (months < 1) return { by: GROWTH_MESSAGES.targetDateTooSoon };
      if (months > MAX_MILESTONE_MONTHS) return { by: GROWTH_MESSAGES.targetDateTooFar };
      return {};
    },
  );
}
type GrowthTargetInput = { target: number; by: string };

/** Rounded up to 2 decimals so it really gets there; null when current is 0 (no percentage grows 0). */
export function requiredGrowthPercent(current: number, target: number, months: number): number | null {
  if (target <= current) return 0;
  if (current <= 0 || months < 1) return null;
  const rate = ((target / current) ** (1 / months) - 1) * 100;
  if (!Number.isFinite(rate)) return null;
  // Round up to the hundredth; the 1e-9 absorbs float noise on exact answers (100% stays 100%).
  let rounded = Math.ceil(rate * 100 - 1e-9) / 100;
  while (projectedValue(current, rounded, months) < target) rounded = Math.round(rounded * 100 + 1) / 100;
  return rounded;
}

type MilestoneStatus = "reached" | "projected" | "never";
interface Milestone {
  target: number;
  status: MilestoneStatus;
  month: number | null;
  date: string | null;
}

export interface GrowthResult {
  rows: { month: number; date: string; value: number; change: number }[];
  milestones: Milestone[];
  final: number;
  change: number;
}

export interface GrowthTargetResult {
  target: number;
  by: string;
  months: number;
  requiredPercent: number | null;
  alreadyReached: boolean;
  onTrack: boolean;
}

export function computeGrowth(input: GrowthProjectionInput, today: string): GrowthResult {
  const rows = Array.from({ length: input.months + 1 }, (_, month) => ({
    month,
    date: addMonths(today, month),
    value: projectedValue(input.current, input.growth, month),
    change: 0,
  }));
  for (let i = 1; i < rows.length; i += 1) rows[i]!.change = rows[i]!.value - rows[i - 1]!.value;
  const milestones = GROWTH_MILESTONES.map((target): Milestone => {
    const month = monthsToReach(input.current, input.growth, target);
    if (month === null) return { target, status: "never", month: null, date: null };
    return { target, status: month === 0 ? "reached" : "projected", month, date: addMonths(today, month) };
  });
  const final = rows[rows.length - 1]!.value;
  return { rows, milestones, final, change: final - input.current };
}

function computeGrowthTarget(input: GrowthProjectionInput, target: GrowthTargetInput, today: string): GrowthTargetResult {
  const months = wholeMonthsBetween(today, target.by);
  const alreadyReached = target.target <= input.current;
  return {
    target: target.target,
    by: target.by,
    months,
    requiredPercent: requiredGrowthPercent(input.current, target.target, months),
    alreadyReached,
    onTrack: alreadyReached || projectedValue(input.current, input.growth, months) >= target.target,
  };
}

export interface GrowthEvaluation {
  errors: FieldErrors<GrowthField>;
  input: GrowthProjectionInput | null;
  result: GrowthResult | null;
  target: GrowthTargetResult | null;
}

export function evaluateGrowth(raw: RawValues<GrowthField>, today: string): GrowthEvaluation {
  const projection = parseRawValues<GrowthField, GrowthProjectionInput>(projectionSchema, raw);
  const targetParse = parseRawValues<GrowthField, GrowthTargetInput>(targetSchema(today), raw);
  const errors: FieldErrors<GrowthField> = { ...projection.errors, ...targetParse.errors };
  if (!projection.ok) return { errors, input: null, result: null, target: null };
  return {
    errors,
    input: projection.values,
    result: computeGrowth(projection.values, today),
    target: targetParse.ok ? computeGrowthTarget(projection.values, targetParse.values, today) : null,
  };
}
