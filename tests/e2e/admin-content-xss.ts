// The XSS check of the idea and fact specs, scoped to one element: the pages that show ideas and
// facts also hold the site's own forms (search, filters), which expectInertMain in
// admin-taxonomy-xss.ts would count, so these specs look inside the content they saved.
import { expect, type Locator } from "@playwright/test";

/**
 * Nothing inside `scope` can run script: no script/iframe/object/embed/base/meta/math/img/form/
 * input/style elements, no SVG but our decorative icons, no on* attributes, no
 * javascript:/vbscript:/data: links, no style attributes in rich text.
 */
export async function expectInertWithin(scope: Locator): Promise<void> {
  await expect(scope).toHaveCount(1);
  const offences = await scope.evaluate((root) => {
    const found: string[] = [];
    for (const el of root.querySelectorAll(
      "script, iframe, object, embed, base, meta, math, svg, img, form, input, style, details, textarea",
    )) {
      // Our own icons are decorative SVGs outside the rendered rich text; stored content never has one.
      if (
        el.tagName.toLowerCase() === "svg" &&
        el.getAttribute("aria-hidden") === "true" &&
        !el.closest('[data-slot="rich-text"]')
      )
        continue;
      found.push(`<${el.tagName.toLowerCase()}>`);
    }
    for (const el of [root, ...root.querySelectorAll("*")]) {
      for (const attribute of el.attributes) {
        const name = attribute.name.toLowerCase();
        const value = attribute.value.replace(/[\s\u0000-\u001f]/g, "").toLowerCase();
        if (name.startsWith("on")) found.push(`${el.tagName.toLowerCase()}[${attribute.name}]`);
        if (/^(javascript|vbscript|data):/.test(value) && ["href", "src", "action", "xlink:href", "formaction"].includes(name)) {
          found.push(`${el.tagName.toLowerCase()}[${attribute.name}=${attribute.value}]`);
        }
        if (name === "style" && el.closest('[data-slot="rich-text"]')) found.push(`rich text ${el.tagName.toLowerCase()}[style]`);
      }
    }
    return found;
  });
  expect(offences).toEqual([]);
}
