import { describe, expect, it } from "vitest";
import { MEMBER_ACCESS, VISITOR_ACCESS, gateRevenue, revenueAccess } from "#domain/revenue-access";

describe("the revenue gate (spec §6)", () => {
  it("lets signed-in users see revenue, never visitors", () => {
    expect(revenueAccess({ id: "user" })).toEqual(MEMBER_ACCESS);
    expect(revenueAccess(null)).toEqual(VISITOR_ACCESS);
    expect(revenueAccess(undefined)).toEqual(VISITOR_ACCESS);
  });

  it("removes the revenue key for visitors (not even null), and never works the figures out", () => {
    let computed = 0;
    const figures = () => {
      computed++;
      return { revenuePerMonth: 120 };
    };
    const visitor = gateRevenue({ id: "c1" }, VISITOR_ACCESS, figures);
    expect(visitor).toEqual({ id: "c1" });
    expect("revenue" in visitor).toBe(false);
    expect(JSON.stringify(visitor)).not.toContain("revenue");
    expect(computed).toBe(0);
    expect(gateRevenue({ id: "c1" }, MEMBER_ACCESS, figures)).toEqual({ id: "c1", revenue: { revenuePerMonth: 120 } });
  });
});
