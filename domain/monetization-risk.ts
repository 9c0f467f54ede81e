// Monetization risk: one figure, on one low / medium / high scale, for "how likely is a channel
// here to lose its ad revenue". It has two inputs, and each says what it is:
// - the editorial rating an admin gives a niche (the niches table's demonetization_risk column:
//   a judgement of the topic, such as advertiser-friendliness or copyright claims), never
//   measured; who set it and when come from the audit log of admin edits;
// - the policy signal of a format (domain/policy-risk: where a channel type sits against
//   YouTube's inauthentic-content and reused-content rules), computed from the format.
// The rule: the figure is the higher of the two. Either input alone can cost a channel its ad
// revenue, so a safe format never averages a risky topic away, nor the other way round. A niche
// spans several formats and the creator picks one, so a niche's computed input is its safest
// suitable format, and the page names the formats that would raise it. The figure's name and
// its words are in domain/monetization-risk-words (pages import those without the policy map).
// Why one figure, and why from the audit log: docs/decisions/026-one-risk-figure.md.
import { LEVEL_RANK, type Level } from "#domain/catalogue-levels";
import { policyRiskOfType } from "#domain/policy-risk";
import type { PolicyRiskLevel } from "#domain/policy-risk";
import type { MonetizationRiskView } from "#domain/read-models/guides";

/** A format's policy signal on the figure's scale: none known → low, watch → medium, high → high. */
export const LEVEL_OF_POLICY_SIGNAL: Record<PolicyRiskLevel, Level> = { none: "low", watch: "medium", high: "high" };

/** The rule in words, for /how-it-works and the API's description. */
export const MONETIZATION_RISK_RULE =
  "The higher of two inputs: the niche's editorial rating (set by an admin, not measured) and the policy signal of the format (computed from YouTube's inauthentic-content and reused-content rules; for a niche, its safest suitable format). A channel type has no editorial rating and a niche without linked formats has no computed input; then the one input there is decides.";

const RANK = LEVEL_RANK;
const higher = (a: Level, b: Level): Level => (RANK[a] >= RANK[b] ? a : b);

/** Who set a niche's editorial rating and when, as the audit log records it. */
export interface EditorialRiskInput {
  level: Level;
  /**
   * "admin-edit": the latest admin change, which set this level; "niche-added": no admin has
   * changed it since the niche was added; "unrecorded": changed outside the admin screens.
   */
  source: "admin-edit" | "niche-added" | "unrecorded";
  /** The admin's display name; null when not recorded or their account is gone. */
  setBy: string | null;
  /** YYYY-MM-DD: the day of that change, else the day the niche was added (or last written, when unrecorded). */
  setOn: string;
}

type FormatRef = { id: string; label: string };

/**
 * The rule, and the only place it is written: the level of a niche, idea, channel or channel
 * type from its editorial rating (null for a channel type) and the formats it spans. Null when
 * there is neither input. The opportunity score reads it for every niche at once; the pages and
 * the API read monetizationRisk below, which explains the same level.
 */
export function monetizationRiskLevel(editorial: Level, typeIds: readonly string[]): Level;
export function monetizationRiskLevel(editorial: Level | null, typeIds: readonly string[]): Level | null;
export function monetizationRiskLevel(editorial: Level | null, typeIds: readonly string[]): Level | null {
  const computed = safestSignal(typeIds);
  if (editorial && computed) return higher(editorial, computed);
  return editorial ?? computed;
}

/**
 * The figure explained, for a niche, an idea, a channel or a channel type: its level
 * (monetizationRiskLevel), which input decided it, each input, and the figure with each format.
 * `editorial` is the niche's rating with who set it and when (null for a channel type);
 * `formats` are the formats it spans (a niche's suitable types, an idea's or a channel's one
 * type). Types the policy map does not know are left out. Null when there is neither input: the
 * page then says nothing rather than "low".
 */
export function monetizationRisk(input: { editorial: EditorialRiskInput; formats: readonly FormatRef[] }): MonetizationRiskView;
export function monetizationRisk(input: {
  editorial: EditorialRiskInput | null;
  formats: readonly FormatRef[];
}): MonetizationRiskView | null;
export function monetizationRisk(input: {
  editorial: EditorialRiskInput | null;
  formats: readonly FormatRef[];
}): MonetizationRiskView | null {
  const editorial = input.editorial;
  const known = input.formats.flatMap((format) => {
    const signal = signalOf(format.id);
    return signal ? [{ typeId: format.id, typeLabel: format.label, ...signal }] : [];
  });
  const level = monetizationRiskLevel(
    editorial?.level ?? null,
    known.map((format) => format.typeId),
  );
  if (level === null) return null;
  // The safest formats decide the computed input: every format at the lowest signal, in the
  // order given (none is picked among equals, so the order cannot change what the page names).
  const lowest = safestSignal(known.map((format) => format.typeId));
  const computed =
    lowest === null
      ? null
      : {
          level: lowest,
          basis: known.length > 1 ? ("safest-format" as const) : ("format" as const),
          via: known.filter((format) => format.signalLevel === lowest).map(({ typeId, typeLabel }) => ({ typeId, typeLabel })),
        };
  const decidedBy =
    editorial && computed
      ? editorial.level === computed.level
        ? ("both" as const)
        : RANK[editorial.level] > RANK[computed.level]
          ? ("editorial" as const)
          : ("formats" as const)
      : editorial
        ? ("editorial" as const)
        : ("formats" as const);
  const formats = known
    .map((format) => ({
      typeId: format.typeId,
      typeLabel: format.typeLabel,
      policySignal: format.policySignal,
      // The same rule with this one format.
      monetizationRisk: monetizationRiskLevel(editorial?.level ?? format.signalLevel, [format.typeId]),
    }))
    // Riskiest first (its reasons are the warning a creator needs); Array.prototype.sort is stable.
    .sort((a, b) => RANK[b.monetizationRisk] - RANK[a.monetizationRisk]);
  return { level, decidedBy, editorial: editorial ? { ...editorial } : null, computed, formats };
}

/** A format's policy signal and its level on the figure's scale; null for a type the map does not know. */
function signalOf(typeId: string): { policySignal: PolicyRiskLevel; signalLevel: Level } | null {
  const risk = policyRiskOfType(typeId);
  return risk ? { policySignal: risk.level, signalLevel: LEVEL_OF_POLICY_SIGNAL[risk.level] } : null;
}

/** The computed input: the lowest signal among the formats (the creator picks one); null when none is known. */
function safestSignal(typeIds: readonly string[]): Level | null {
  let safest: Level | null = null;
  for (const typeId of typeIds) {
    const level = signalOf(typeId)?.signalLevel ?? null;
    if (level && (safest === null || RANK[level] < RANK[safest])) safest = level;
  }
  return safest;
}
