// Writes app/components/ui/icon-sprite.svg: one <symbol> per icon that app/components/ui/icons.tsx
// declares, drawn by lucide-react (run after adding an icon there: `npm run icons`).
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as lucide from "lucide-react";

export const ICONS_MODULE = "app/components/ui/icons.tsx";
export const SPRITE_FILE = "app/components/ui/icon-sprite.svg";

/** The symbol ids icons.tsx declares (`spriteIcon("arrow-right")`), in order. */
export function declaredIconIds(source = readFileSync(ICONS_MODULE, "utf8")): string[] {
  return [...source.matchAll(/spriteIcon\("([a-z0-9-]+)"\)/g)].map((match) => match[1]!);
}

const pascal = (id: string) => id.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, char: string) => char.toUpperCase());

/** The sprite: each icon's shapes, without lucide's presentation attributes (app.css styles `.icon`). */
export function buildIconSprite(ids: string[]): string {
  const symbols = ids.map((id) => {
    const icon = (lucide as unknown as Record<string, ComponentType>)[pascal(id)];
    if (!icon) throw new Error(`lucide-react has no icon ${pascal(id)} (for "${id}")`);
    const shapes = renderToStaticMarkup(createElement(icon))
      .replace(/^<svg[^>]*>/, "")
      .replace(/<\/svg>$/, "");
    return `<symbol id="${id}" viewBox="0 0 24 24">${shapes}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ids = declaredIconIds();
  writeFileSync(SPRITE_FILE, buildIconSprite(ids));
  console.log(`${SPRITE_FILE}: ${ids.length} icons`);
}
