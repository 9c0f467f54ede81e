import { describe, expect, it } from "vitest";
import {
  auditActionLabel,
  auditEntityHref,
  auditEntityTypeLabel,
  isAuditRowEntityType,
  snapshotLabel,
} from "#domain/admin/audit-entities";

describe("audit entity vocabulary", () => {
  it("labels known actions and types and passes unknown ones through", () => {
    expect(auditActionLabel("update")).toBe("Updated");
    expect(auditActionLabel("archive")).toBe("archive");
    expect(auditEntityTypeLabel("did_you_know_fact")).toBe("Did-you-know fact");
    expect(auditEntityTypeLabel("widget")).toBe("widget");
  });

  it("links each entity to the admin page that edits it", () => {
    expect(auditEntityHref("channel", "c-1")).toBe("/admin/channels/edit/c-1");
    expect(auditEntityHref("niche", "n 1")).toBe("/admin/niches?edit=n%201");
    expect(auditEntityHref("channel_type", "asmr_ambient")).toBe("/admin/channel-types?edit=asmr_ambient");
    expect(auditEntityHref("faceless_idea", "i1")).toBe("/admin/faceless-ideas?edit=i1");
    expect(auditEntityHref("did_you_know_fact", "f1")).toBe("/admin/did-you-know-facts?edit=f1");
    expect(auditEntityHref("user", "u1", "ada@example.com")).toBe("/admin/users?q=ada%40example.com");
    expect(auditEntityHref("contact_message", "m1")).toBe("/admin/contact-messages");
    expect(auditEntityHref("link_check", null)).toBe("/admin/tools/link-checker");
    expect(auditEntityHref("niche", null)).toBeNull();
    expect(auditEntityHref("job", "j1")).toBeNull();
  });

  it("knows which entity types are rows that can be gone", () => {
    expect(isAuditRowEntityType("niche")).toBe(true);
    expect(isAuditRowEntityType("user")).toBe(true);
    expect(isAuditRowEntityType("link_check")).toBe(false);
    expect(isAuditRowEntityType("job")).toBe(false);
  });

  it("names a row from its snapshot", () => {
    expect(snapshotLabel({ id: "x", channelTitle: "Dark Docs", name: "ignored" })).toBe("Dark Docs");
    expect(snapshotLabel({ label: " ASMR " })).toBe("ASMR");
    expect(snapshotLabel({ id: "x" })).toBeNull();
    expect(snapshotLabel(["a"])).toBeNull();
    expect(snapshotLabel(null)).toBeNull();
  });
});
