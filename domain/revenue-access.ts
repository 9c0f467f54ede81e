// The revenue gate (spec §6, PRODUCT.md "Revenue is gated on the server", CONVENTIONS.md rule 6):
// who may see revenue, and the one function that takes revenue out of a read model. Services
// apply it to everything they return, so no HTML, loader data or JSON built from a visitor's
// result can carry a figure: for visitors the `revenue` key does not exist at all.

/** Who is asking, as far as revenue goes. */
export type RevenueAccess = { readonly canSeeRevenue: boolean };

/** Spec §6: signed-in users (members and admins) see revenue; visitors do not. */
export function revenueAccess(viewer: object | null | undefined): RevenueAccess {
  return { canSeeRevenue: viewer !== null && viewer !== undefined };
}

/** The same answers, named, for callers that know who they are (tests, jobs). */
export const VISITOR_ACCESS: RevenueAccess = { canSeeRevenue: false };
export const MEMBER_ACCESS: RevenueAccess = { canSeeRevenue: true };

/**
 * A read model as the caller may see it: unchanged for members; for visitors without its
 * `revenue` key (removed, not nulled, so a serializer cannot emit it). `revenue` is computed
 * lazily so a visitor's request never even works the figures out.
 */
export function gateRevenue<T extends object, R>(model: T, access: RevenueAccess, revenue: () => R): T & { revenue?: R } {
  return access.canSeeRevenue ? { ...model, revenue: revenue() } : model;
}
