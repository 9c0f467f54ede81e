// Generated artwork: titles are hostile input, and long ones must stay inside the picture.
import { describe, expect, it } from "vitest";
import { ARTWORK_SIZE, ARTWORK_TITLE_MAX, artworkPath } from "#domain/artwork-path";
import { initials, renderArtwork, wrapTitle, xmlEscape } from "#domain/artwork-svg";
import { CHANNEL_TYPE_CATALOGUE } from "#domain/channel-type-catalogue";

/** The text content of the <tspan>s and <text>s, unescaped. */
function drawnText(svg: string): string[] {
  return [...svg.matchAll(/<(?:tspan|text)[^>]*>([^<]*)(?=<)/g)].map((match) =>
    (match[1] ?? "")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, "&"),
  );
}

describe("renderArtwork", () => {
  it("writes a hostile title as text: no markup, script or attribute escapes out of it", () => {
    const title = `</text><script>alert(1)</script><a href="javascript:x" onload='y'>&amp; Tom & Jerry's`;
    for (const kind of ["channel", "video", "avatar"] as const) {
      const svg = renderArtwork({ kind, typeId: "documentary_story", title });
      expect(svg).not.toContain("<script");
      expect(svg).not.toContain("<a ");
      // With every quoted attribute value emptied, no event-handler attribute is left.
      expect(svg.replace(/"[^"]*"/g, '""')).not.toMatch(/\son\w+=/);
      // Every tag in the document is one the generator writes.
      const tags = new Set([...svg.matchAll(/<([a-zA-Z]+)/g)].map((match) => match[1]));
      for (const tag of tags)
        expect(["svg", "defs", "linearGradient", "stop", "rect", "g", "path", "text", "tspan", "circle", "ellipse"]).toContain(
          tag,
        );
    }
    const banner = renderArtwork({ kind: "channel", typeId: "documentary_story", title });
    expect(drawnText(banner).join(" ")).toContain("</text><script>");
    expect(banner).toContain(`aria-label="Documentary &amp; Story channel artwork: &lt;/text&gt;&lt;script&gt;`);
  });

  it("drops characters XML forbids, which would break the whole image", () => {
    const svg = renderArtwork({ kind: "channel", typeId: "other", title: "Bell\u0007 and \uD800 lone \uFFFE half" });
    expect(svg).not.toMatch(/[\u0000-\u0008\uD800-\uDFFF\uFFFE]/);
    expect(drawnText(svg).join(" ")).toContain("Bell and lone half");
  });

  it("keeps a long title inside the picture: at most three lines, the rest cut with an ellipsis", () => {
    const title =
      "The Extraordinarily Long and Winding History of Every Forgotten Empire That Ever Rose and Fell Across the Ancient World";
    const svg = renderArtwork({ kind: "channel", typeId: "history_educational", title });
    const lines = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((match) => match[1] ?? "");
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(Array.from(line).length).toBeLessThanOrEqual(22);
    expect(lines[2]).toMatch(/…$/);
  });

  it("draws each built-in type in its own colours with its label, and others in the site's indigo", () => {
    const seen = new Set<string>();
    for (const type of CHANNEL_TYPE_CATALOGUE) {
      const svg = renderArtwork({ kind: "channel", typeId: type.id, title: "Midnight Archives" });
      expect(svg).toContain(`stop-color="${type.gradient[0]}"`);
      expect(drawnText(svg)).toContain(type.label.toUpperCase());
      seen.add(svg);
    }
    expect(seen.size).toBe(CHANNEL_TYPE_CATALOGUE.length);
    const custom = renderArtwork({ kind: "channel", typeId: "admin_made_type", title: "Midnight Archives" });
    expect(custom).toContain(`stop-color="#4f46e5"`);
  });

  it("declares the intrinsic size of each kind, so pages can reserve the space", () => {
    for (const kind of ["channel", "video", "avatar"] as const) {
      const { width, height } = ARTWORK_SIZE[kind];
      expect(renderArtwork({ kind, typeId: "other", title: "x" })).toMatch(
        new RegExp(`^<svg [^>]*width="${width}" height="${height}"`),
      );
    }
  });

  it("is deterministic: the same request draws the same bytes", () => {
    const request = { kind: "video" as const, typeId: "asmr_ambient", title: "Rain on a Tin Roof, 3 Hours" };
    expect(renderArtwork(request)).toBe(renderArtwork(request));
  });
});

describe("wrapTitle", () => {
  it("breaks between words and cuts a word longer than a line", () => {
    expect(wrapTitle("Cash Flow Chronicles", 10, 3)).toEqual(["Cash Flow", "Chronicles"]);
    expect(wrapTitle("Supercalifragilisticexpialidocious", 10, 3)).toEqual(["Supercalif", "ragilistic", "expialido…"]);
  });

  it("never splits an emoji and says 'Untitled' for a blank title", () => {
    expect(wrapTitle("🚀🚀🚀", 2, 3)).toEqual(["🚀🚀", "🚀"]);
    expect(wrapTitle("   ", 10, 3)).toEqual(["Untitled"]);
  });
});

describe("xmlEscape and initials", () => {
  it("escapes the five markup characters", () => {
    expect(xmlEscape(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;");
  });

  it("takes up to two initials, skipping punctuation", () => {
    expect(initials("Midnight Archives of Time")).toBe("MA");
    expect(initials("'quoted' title")).toBe("QT");
    expect(initials("!!!")).toBe("?");
  });
});

describe("artworkPath", () => {
  it("puts the type and the title in the address, falling back to 'other' for a type that is not an id", () => {
    expect(artworkPath("channel", "history_educational", "A & B?")).toBe(
      "/artwork/v1/channel/history_educational.svg?title=A%20%26%20B%3F",
    );
    expect(artworkPath("avatar", "../etc", "x")).toBe("/artwork/v1/avatar/other.svg?title=x");
    expect(artworkPath("video", null, "  ")).toBe("/artwork/v1/video/other.svg?title=Untitled");
  });

  it("cuts a title to what the route accepts", () => {
    const path = artworkPath("channel", "other", "x".repeat(ARTWORK_TITLE_MAX + 50));
    expect(decodeURIComponent(path.split("title=")[1] ?? "")).toHaveLength(ARTWORK_TITLE_MAX);
  });
});
