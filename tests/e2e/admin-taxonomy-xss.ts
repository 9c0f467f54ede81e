// Shared checks of the admin niche and channel-type specs for admin area's must-show: "An XSS corpus
// (script tags, event handlers, javascript: URLs, SVG payloads) saved through the admin forms
// renders inert on the public pages".
import { expect, type Page } from "@playwright/test";

/** Records every dialog (alert/confirm/prompt) the page opens; the corpus would open one if it ran. */
export function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on("dialog", (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}

/**
 * Nothing in the page's <main> can run script: no script/iframe/object/embed/base/meta/math
 * elements, no SVG, images or forms inside rendered rich text (the page's own filter forms are
 * fine), no on* attributes, no javascript:/vbscript:/data: links or form actions.
 */
export async function expectInertMain(page: Page): Promise<void> {
  const offences = await page.evaluate(() => {
    const main = document.querySelector("main");
    if (!main) return ["no <main>"];
    const found: string[] = [];
    for (const el of main.querySelectorAll("script, iframe, object, embed, base, meta, math"))
      found.push(`<${el.tagName.toLowerCase()}>`);
    for (const el of main.querySelectorAll(
      '[data-slot="rich-text"] :is(svg, img, style, form, input, button, textarea, details)',
    ))
      found.push(`rich text <${el.tagName.toLowerCase()}>`);
    for (const el of main.querySelectorAll("*")) {
      for (const attribute of el.attributes) {
        const value = attribute.value.replace(/[\s\u0000-\u001f]/g, "").toLowerCase();
        if (attribute.name.toLowerCase().startsWith("on")) found.push(`${el.tagName.toLowerCase()}[${attribute.name}]`);
        if (
          /^(javascript|vbscript|data):/.test(value) &&
          ["href", "src", "action", "xlink:href", "formaction"].includes(attribute.name.toLowerCase())
        ) {
          found.push(`${el.tagName.toLowerCase()}[${attribute.name}=${attribute.value}]`);
        }
        if (attribute.name === "style" && el.closest('[data-slot="rich-text"]'))
          found.push(`rich text ${el.tagName.toLowerCase()}[style]`);
      }
    }
    return found;
  });
  expect(offences).toEqual([]);
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };

/** The text of the server-rendered <textarea name=…> (the rich-text editor's no-JS fallback): the stored HTML. */
export function textareaValue(html: string, name: string): string {
  const match = new RegExp(`<textarea[^>]*name="${name}"[^>]*>([\\s\\S]*?)</textarea>`).exec(html);
  if (!match) throw new Error(`no textarea named ${name}`);
  return (match[1] ?? "").replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_entity, body: string) => ENTITIES[body] ?? "");
}

/** The value attribute of the server-rendered <input name=…>. */
export function inputValue(html: string, name: string): string {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no input named ${name}`);
  const value = /value="([^"]*)"/.exec(tag)?.[1] ?? "";
  return value.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_entity, body: string) => ENTITIES[body] ?? "");
}
