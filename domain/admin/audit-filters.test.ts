import { describe, expect, it } from "vitest";
import { auditLogHref, parseAuditFilters } from "#domain/admin/audit-filters";

const parse = (search: string) => parseAuditFilters(new URLSearchParams(search));

describe("parseAuditFilters (audit log filters in the URL)", () => {
  it("reads type, action, search, UTC day range and page", () => {
    const filters = parse("type=niche&action=update&q=%20ada@example.com%20&from=2026-01-02&to=2026-01-03&page=3");
    expect(filters.values).toEqual({
      type: "niche",
      action: "update",
      q: "ada@example.com",
      from: "2026-01-02",
      to: "2026-01-03",
    });
    expect(filters.page).toBe(3);
    expect(filters.fromInstant?.toISOString()).toBe("2026-01-02T00:00:00.000Z");
    // "to" includes its whole day.
    expect(filters.toInstant?.toISOString()).toBe("2026-01-04T00:00:00.000Z");
  });

  it("drops values that make no sense instead of failing", () => {
    const filters = parse("type=Robert');drop&action=&q=%20%20&from=2026-13-40&to=yesterday&page=-2");
    expect(filters.values).toEqual({});
    expect(filters.page).toBe(1);
    expect(filters.fromInstant).toBeUndefined();
    expect(filters.toInstant).toBeUndefined();
  });

  it("swaps a reversed date range", () => {
    expect(parse("from=2026-02-01&to=2026-01-01").values).toEqual({ from: "2026-01-01", to: "2026-02-01" });
  });
});

describe("auditLogHref", () => {
  it("keeps the filters and leaves out empty values and page 1", () => {
    expect(auditLogHref({})).toBe("/admin/audit-log");
    expect(auditLogHref({ type: "niche", q: "a b", action: "" }, 1)).toBe("/admin/audit-log?type=niche&q=a+b");
    expect(auditLogHref({ action: "delete" }, 2)).toBe("/admin/audit-log?action=delete&page=2");
  });
});
