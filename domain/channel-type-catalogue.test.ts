import { describe, expect, it } from "vitest";
import { CHANNEL_TYPE_CATALOGUE } from "#domain/channel-type-catalogue";
import { CHANNEL_TYPE_IDS } from "#domain/channel-type-ids";
import { seedHtmlProblems, seedHtmlText } from "#tests/support/seed-html-problems";

// Spec §3: "Channel type catalogue, 26 ids listed" — CHANNEL_TYPE_IDS holds them in spec order.
const SPEC_IDS = CHANNEL_TYPE_IDS;

function count(html: string, tag: string): number {
  return html.match(new RegExp(`<${tag}>`, "g"))?.length ?? 0;
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe("CHANNEL_TYPE_CATALOGUE", () => {
  it("lists exactly the 26 spec ids, in spec order (spec §3)", () => {
    expect(CHANNEL_TYPE_CATALOGUE).toHaveLength(26);
    expect(CHANNEL_TYPE_CATALOGUE.map((t) => t.id)).toEqual(SPEC_IDS);
  });

  it("has unique ids made of lowercase letters, digits and underscore (spec §5)", () => {
    const ids = CHANNEL_TYPE_CATALOGUE.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9_]+$/);
  });

  it("has unique, short labels", () => {
    const labels = CHANNEL_TYPE_CATALOGUE.map((t) => t.label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) {
      expect(label.trim().length).toBeGreaterThan(2);
      expect(label.length).toBeLessThanOrEqual(32);
    }
  });

  it.each(CHANNEL_TYPE_CATALOGUE.map((t) => [t.id, t] as const))("%s: HTML fields are non-empty and safe", (_id, entry) => {
    for (const field of [entry.description, entry.production, entry.example]) {
      expect(seedHtmlText(field).length).toBeGreaterThan(0);
      expect(seedHtmlProblems(field)).toEqual([]);
    }
  });

  it.each(CHANNEL_TYPE_CATALOGUE.map((t) => [t.id, t] as const))(
    "%s: description, How to Create and Example Ideas have the agreed shape",
    (_id, entry) => {
      expect(count(entry.description, "p")).toBe(2);
      expect(seedHtmlText(entry.description).length).toBeGreaterThanOrEqual(200);
      expect(entry.production.startsWith("<ol>")).toBe(true);
      expect(count(entry.production, "li")).toBeGreaterThanOrEqual(5);
      expect(count(entry.production, "li")).toBeLessThanOrEqual(7);
      expect(entry.example.startsWith("<ul>")).toBe(true);
      expect(count(entry.example, "li")).toBeGreaterThanOrEqual(5);
      expect(count(entry.example, "li")).toBeLessThanOrEqual(6);
    },
  );

  it.each(CHANNEL_TYPE_CATALOGUE.map((t) => [t.id, t] as const))(
    "%s: gradient is two distinct colours readable under white text",
    (_id, entry) => {
      const [from, to] = entry.gradient;
      expect(from).toMatch(/^#[0-9a-f]{6}$/);
      expect(to).toMatch(/^#[0-9a-f]{6}$/);
      expect(from).not.toBe(to);
      // WCAG contrast against white (luminance 1) of at least 3:1, the bar for large text.
      for (const colour of [from, to]) expect(1.05 / (luminance(colour) + 0.05)).toBeGreaterThanOrEqual(3);
    },
  );

  it("ships no stock images offline (cards fall back to the gradient)", () => {
    for (const entry of CHANNEL_TYPE_CATALOGUE) expect(entry.imageUrl).toBeNull();
  });

  it("gives every type its own gradient", () => {
    const gradients = CHANNEL_TYPE_CATALOGUE.map((t) => t.gradient.join("-"));
    expect(new Set(gradients).size).toBe(gradients.length);
  });
});
