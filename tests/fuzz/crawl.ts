// What the pages offer, read from their HTML as each role sees it: the links (real slugs, ids
// and query names) and the forms (action, fields and the intents of their buttons). The fuzzer
// starts from these, so it reaches every form with its real field names and mostly-real values.
import type { FuzzApp, Role } from "#tests/fuzz/fuzz-app";
import { ORIGIN } from "#tests/fuzz/fuzz-app";

export interface HarvestedForm {
  role: Role;
  /** Path and query the form posts to. */
  action: string;
  method: "get" | "post";
  enctype: string;
  /** Field name → the values the page rendered (hidden ids, options, intents…). */
  fields: Map<string, string[]>;
}

export interface Harvest {
  /** Same-site paths with their query, as links show them. */
  urls: Set<string>;
  forms: HarvestedForm[];
  /** Query names seen in links and GET forms. */
  queryNames: Set<string>;
}

const ATTRIBUTE = /([a-zA-Z-]+)="([^"]*)"/g;

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(ATTRIBUTE)) if (name) found[name.toLowerCase()] = decodeEntities(value ?? "");
  return found;
}

function sameSitePath(href: string, base: string): string | null {
  try {
    const url = new URL(href, `${ORIGIN}${base}`);
    if (url.origin !== ORIGIN) return null;
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

function harvestPage(html: string, page: string, role: Role, harvest: Harvest): string[] {
  const links: string[] = [];
  for (const [tag] of html.matchAll(/<a\b[^>]*>/g)) {
    const href = attributes(tag).href;
    const link = href ? sameSitePath(href, page) : null;
    if (link && !link.startsWith("/api/auth/")) links.push(link);
  }
  for (const [whole, open, body] of html.matchAll(/(<form\b[^>]*>)([\s\S]*?)<\/form>/g)) {
    if (!whole || !open) continue;
    const formAttributes = attributes(open);
    const method = (formAttributes.method ?? "get").toLowerCase() === "post" ? "post" : "get";
    const action = sameSitePath(formAttributes.action ?? page, page);
    if (!action) continue;
    const fields = new Map<string, string[]>();
    let select: string | undefined;
    for (const [tag, kind] of (body ?? "").matchAll(/<(input|select|textarea|button|option)\b[^>]*>/g)) {
      const field = attributes(tag);
      // Options give their values to the select they are in.
      const name = kind === "option" ? select : field.name;
      if (kind === "select") select = field.name;
      if (!name) continue;
      const values = fields.get(name) ?? [];
      if (field.value !== undefined && !values.includes(field.value)) values.push(field.value);
      fields.set(name, values);
    }
    harvest.forms.push({ role, action, method, enctype: formAttributes.enctype ?? "application/x-www-form-urlencoded", fields });
    if (method === "get") for (const name of fields.keys()) harvest.queryNames.add(name);
  }
  for (const link of links) {
    for (const name of new URL(link, ORIGIN).searchParams.keys()) harvest.queryNames.add(name);
  }
  return links;
}

/** Breadth-first from `start`, as each role, up to `maxPages` pages per role. */
export async function crawl(app: FuzzApp, start: string[], maxPages: number): Promise<Harvest> {
  const harvest: Harvest = { urls: new Set(start), forms: [], queryNames: new Set() };
  for (const role of ["admin", "member", "visitor"] as const) {
    const queue = [...start];
    const seen = new Set<string>();
    // One page per route shape is enough (not every channel of the catalogue).
    const shapes = new Map<string, number>();
    while (queue.length > 0 && seen.size < maxPages) {
      const page = queue.shift()!;
      if (seen.has(page)) continue;
      seen.add(page);
      const response = await app.send(role, new Request(`${ORIGIN}${page}`, { headers: { accept: "text/html" } }));
      if (!(response.headers.get("content-type") ?? "").includes("text/html")) {
        await response.body?.cancel();
        continue;
      }
      for (const link of harvestPage(await response.text(), page, role, harvest)) {
        harvest.urls.add(link);
        const shape = new URL(link, ORIGIN).pathname.split("/").slice(0, 3).join("/");
        const count = shapes.get(shape) ?? 0;
        if (count < 3 && !seen.has(link) && !link.startsWith("/auth/logout")) {
          shapes.set(shape, count + 1);
          queue.push(link);
        }
      }
    }
  }
  return harvest;
}
