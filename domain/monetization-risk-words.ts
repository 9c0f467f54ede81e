// The monetization risk in words (domain/monetization-risk is the rule): its one name, its levels,
// why a figure is what it is, and who set its editorial input. Kept apart from the rule so that
// pages import these without the policy map's text, which stays on the server.
import { LEVEL_RANK, LEVELS, type Level } from "#domain/catalogue-levels";
import { formatDate } from "#domain/format";
import type { EditorialRiskInput } from "#domain/monetization-risk";
import type { MonetizationRiskView } from "#domain/read-models/guides";

/** The figure's one name, on every page, in the API and in the opportunity score. */
export const MONETIZATION_RISK_NAME = "Monetization risk";

/** Where the method is explained. */
export const MONETIZATION_RISK_HOW = "/how-it-works#monetization-risk";

const MONETIZATION_RISK_LEVEL_LABELS: Record<Level, string> = { low: "Low", medium: "Medium", high: "High" };

const RANK = LEVEL_RANK;

/** "Low", "Medium", "High". */
export function monetizationRiskLabel(level: Level): string {
  return MONETIZATION_RISK_LEVEL_LABELS[level];
}

/**
 * Why the figure is what it is, in a sentence or two: which input decided it, and (for a niche)
 * which formats would raise it.
 */
export function monetizationRiskReason(view: MonetizationRiskView): string {
  const { editorial, computed } = view;
  const label = (level: Level) => monetizationRiskLabel(level).toLowerCase();
  const names = computed ? joinAnd(computed.via.map((entry) => entry.typeLabel)) : "";
  const format = !computed
    ? ""
    : computed.basis === "format"
      ? `its format, ${names}`
      : computed.via.length > 1
        ? `its safest suitable formats, ${names}`
        : `its safest suitable format, ${names}`;
  let reason: string;
  if (editorial && computed) {
    reason =
      view.decidedBy === "both"
        ? `Both inputs say ${label(view.level)}: the editorial rating and the policy signal of ${format}.`
        : view.decidedBy === "editorial"
          ? `The editorial rating (${label(editorial.level)}) decides it; the policy signal of ${format}, alone would make it ${label(computed.level)}.`
          : `The policy signal of ${format}, decides it (${label(computed.level)}); the editorial rating alone is ${label(editorial.level)}.`;
  } else if (editorial) {
    reason = "From the editorial rating alone: no format is linked, so there is nothing to compute.";
  } else {
    reason = `Computed from the policy signal of ${names} alone: a format has no editorial rating (a niche's rating counts on its niche, idea and channel pages).`;
  }
  const raisers = LEVELS.filter((level) => RANK[level] > RANK[view.level]).flatMap((level) => {
    const names = view.formats.filter((entry) => entry.monetizationRisk === level).map((entry) => entry.typeLabel);
    return names.length > 0 ? [`${joinOr(names)} would make it ${label(level)}`] : [];
  });
  return raisers.length > 0 ? `${reason} ${capitalize(raisers.reverse().join("; "))}.` : reason;
}

/** Who set an editorial rating and when, as a page says it. */
export function editorialProvenance(editorial: Pick<EditorialRiskInput, "source" | "setBy" | "setOn">): string {
  const day = formatDate(editorial.setOn);
  switch (editorial.source) {
    case "admin-edit":
      return `Set by ${editorial.setBy ?? "a former admin"} on ${day}.`;
    case "niche-added":
      return `Set by the catalogue's editors when the niche was added on ${day}; no admin has changed it since.`;
    case "unrecorded":
      return `Changed outside the admin screens on ${day}; who set it is not recorded.`;
  }
}

/** "A", "A and B", "A, B and C". */
export function joinAnd(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function joinOr(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
