import { describe, expect, it } from "vitest";
import { auditChanges, auditValueText } from "#domain/admin/audit-diff";

describe("auditChanges (audit log before/after)", () => {
  it("lists only the keys whose values changed", () => {
    const before = { id: "n1", name: "True Crime", rpmLow: 4, channelTypeIds: ["documentary_story"] };
    const after = { id: "n1", name: "True Crime Stories", rpmLow: 4, channelTypeIds: ["documentary_story", "other"] };
    expect(auditChanges(before, after)).toEqual([
      { key: "name", before: "True Crime", after: "True Crime Stories" },
      { key: "channelTypeIds", before: '[\n  "documentary_story"\n]', after: '[\n  "documentary_story",\n  "other"\n]' },
    ]);
  });

  it("shows every field of a created or deleted row", () => {
    expect(auditChanges(null, { id: "f1", title: "Fact" })).toEqual([
      { key: "id", before: null, after: "f1" },
      { key: "title", before: null, after: "Fact" },
    ]);
    expect(auditChanges({ id: "f1", isActive: true }, null)).toEqual([
      { key: "id", before: "f1", after: null },
      { key: "isActive", before: "true", after: null },
    ]);
  });

  it("marks keys that appear or disappear, and null values as text", () => {
    expect(auditChanges({ a: 1, b: null }, { a: 1, c: 2 })).toEqual([
      { key: "b", before: "null", after: null },
      { key: "c", before: null, after: "2" },
    ]);
  });

  it("treats equal nested values as unchanged", () => {
    expect(auditChanges({ meta: { x: 1, y: [1, 2] } }, { meta: { x: 1, y: [1, 2] } })).toEqual([]);
  });

  it("compares bare values as one field and has nothing for two empty sides", () => {
    expect(auditChanges("member", "admin")).toEqual([{ key: "value", before: "member", after: "admin" }]);
    expect(auditChanges(null, undefined)).toEqual([]);
  });
});

describe("auditValueText", () => {
  it("keeps strings as they are and writes the rest as JSON", () => {
    expect(auditValueText("<p>Hi</p>")).toBe("<p>Hi</p>");
    expect(auditValueText(12.5)).toBe("12.5");
    expect(auditValueText(false)).toBe("false");
    expect(auditValueText(null)).toBe("null");
    expect(auditValueText({ a: 1 })).toBe('{\n  "a": 1\n}');
  });
});
