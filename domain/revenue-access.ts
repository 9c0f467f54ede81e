// The revenue gate (spec §6): services apply it to everything they return, so for visitors the `revenue` key
// does not exist in any HTML, loader data or JSON.

export type RevenueAccess = { readonly canSeeRevenue: boolean };

/** Spec §6: signed-in users (members and admins) see revenue; visitors do not. */
export function revenueAccess(viewer: object | null | undefined): RevenueAccess {
  return { canSeeRevenue: viewer !== null && viewer !== undefined };
}

export const VISITOR_ACCESS: RevenueAccess = { canSeeRevenue: false };
export const MEMBER_ACCESS: RevenueAccess = { canSeeRevenue: true };

/** The key is removed, not nulled, so a serializer cannot emit it; computed lazily so visitors never work it out. */
export function gateRevenue<T extends object, R>(model: T, access: RevenueAccess, revenue: () => R): T & { revenue?: R } {
  return access.canSeeRevenue ? { ...model, revenue: revenue() } : model;
}
