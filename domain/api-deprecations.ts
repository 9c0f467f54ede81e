// Changes to the public API that a caller must act on: a field or parameter that changed meaning
// or name. A deprecated one keeps working, with its old meaning, until its removal date; the
// OpenAPI document marks it deprecated with the same words (deprecationNote), and /developers
// lists every entry. One list, so the two cannot disagree.

export interface ApiChange {
  /** The endpoint, as /developers names it. */
  endpoint: string;
  /** The field or parameter that changed. */
  field: string;
  /** YYYY-MM-DD: when it changed. */
  since: string;
  /** YYYY-MM-DD: the last day the old form is served; null when it changed at once (nothing to keep). */
  until: string | null;
  /** What to read instead, and why. */
  note: string;
}

export const API_CHANGES = {
  nicheDemonetizationRisk: {
    endpoint: "GET /api/v1/niches",
    field: "niches[].demonetizationRisk",
    since: "2026-11-27",
    until: "2027-05-31",
    note: "The editorial rating alone, under the old name. Read niches[].monetizationRisk: its level is the one risk figure (the higher of this rating and the formats' computed policy signal), and monetizationRisk.editorial holds this rating with who set it and when.",
  },
  nicheRiskFilter: {
    endpoint: "GET /api/v1/niches",
    field: "editorialRisk (query parameter)",
    since: "2026-11-27",
    until: "2027-05-31",
    note: "Filters on the editorial rating alone, as risk did before this date; risk now filters on niches[].monetizationRisk.level, the one risk figure.",
  },
  nicheRiskTerm: {
    endpoint: "GET /api/v1/niches",
    field: "niches[].opportunity.terms[], id policyRisk",
    since: "2026-11-27",
    until: null,
    note: "Replaced by the term with id monetizationRisk, which reads the niche's monetization risk (low 100, medium 50, high 0) instead of its riskiest format's policy signal. A term is part of the score, so the old one cannot be served beside it; each format's signal is in niches[].monetizationRisk.formats.",
  },
} as const satisfies Record<string, ApiChange>;

/** Every change, newest first, for /developers. */
export function apiChanges(): ApiChange[] {
  return Object.values(API_CHANGES).sort((a, b) => b.since.localeCompare(a.since));
}

/** The words the OpenAPI document gives a deprecated field or parameter. */
export function deprecationNote(change: ApiChange): string {
  const when =
    change.until === null ? `Changed on ${change.since}.` : `Deprecated on ${change.since}; served until ${change.until}.`;
  return `${when} ${change.note}`;
}
