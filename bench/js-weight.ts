// First-load JavaScript per public page, from the production build, against the budgets of the
// "light client" goal: ≤ 90 KB gzipped on home, search, channel types, rankings and niches;
// ≤ 130 KB on a channel page and a calculator. 1 KB = 1,000 bytes (as Vite prints sizes).
//
// First load = what React Router's <Scripts> makes the browser fetch before hydration: the client
// entry and its imports, then for each route of the matched chain (root -> layout -> page) the
// route module and its imports (all <link rel=modulepreload>; with lazy route discovery the
// manifest is inlined in the HTML, not fetched). Each file counts once, gzipped at level 9.
// tests/e2e/first-load-js.spec.ts checks in Chromium that this is exactly the set of scripts a
// page downloads.
//
//   npx react-router build && npm run bench:js            # table; exit 1 when a page is over
//   npm run bench:js -- --packages                        # plus the heaviest packages per page
//   npm run bench:js -- --files                           # plus every file per page
//   npm run bench:js -- --json                            # machine-readable
//   npm run bench:js -- --floor                           # plus the floor: React DOM, React and
//                                                         # React Router's hydration alone
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { matchRoutes, type RouteObject } from "react-router";
import { CHUNK_MODULES_FILE, type ChunkModules, packageOfModule } from "./chunk-modules-plugin";

export const KB = 1000;

export type BudgetedPage = { label: string; path: string; budgetKb: number };

/** The pages with a first-load budget (the channel page's slug only has to match the route). */
export const BUDGETED_PAGES: BudgetedPage[] = [
  { label: "home", path: "/", budgetKb: 90 },
  { label: "channel search", path: "/channel-search", budgetKb: 90 },
  { label: "channel types", path: "/channel-types", budgetKb: 90 },
  { label: "rankings", path: "/channel-rankings", budgetKb: 90 },
  { label: "niches", path: "/niches", budgetKb: 90 },
  { label: "channel page", path: "/channel/any-channel", budgetKb: 130 },
  { label: "earnings calculator", path: "/channel-earnings", budgetKb: 130 },
  { label: "calculator", path: "/calculator", budgetKb: 130 },
];

/** Libraries no public page may load before they are needed (a form, a menu, an editor, a chart in view). */
export const DEFERRED_PACKAGES: { name: string; test: (pkg: string) => boolean }[] = [
  { name: "zod", test: (pkg) => pkg === "zod" || pkg === "@conform-to/zod" },
  {
    name: "Better Auth client",
    test: (pkg) => pkg === "better-auth" || pkg.startsWith("@better-auth/") || pkg === "better-call",
  },
  { name: "tiptap / ProseMirror", test: (pkg) => pkg.startsWith("@tiptap/") || pkg.startsWith("prosemirror-") },
  { name: "Radix menu", test: (pkg) => pkg === "@radix-ui/react-dropdown-menu" || pkg === "@radix-ui/react-menu" },
  { name: "recharts", test: (pkg) => pkg === "recharts" },
  { name: "downshift (channel combobox)", test: (pkg) => pkg === "downshift" },
];

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  clientActionModule?: string;
  clientLoaderModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
};
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };

export type PageWeight = BudgetedPage & {
  routeIds: string[];
  files: { url: string; bytes: number; gzipBytes: number }[];
  bytes: number;
  gzipBytes: number;
  packages: { name: string; renderedBytes: number }[];
  deferredFound: string[];
  over: boolean;
};

/** React Router's client manifest (build/client/assets/manifest-<hash>.js). */
export function readManifest(buildDir: string): Manifest {
  const assets = path.join(buildDir, "client", "assets");
  const candidates = readdirSync(assets)
    .filter((name) => /^manifest-[\w-]+\.js$/.test(name))
    .map((name) => path.join(assets, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!candidates[0]) throw new Error(`No React Router manifest in ${assets}: run \`npx react-router build\` first.`);
  const source = readFileSync(candidates[0], "utf8");
  const json = source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1);
  return JSON.parse(json) as Manifest;
}

function routeTree(manifest: Manifest): RouteObject[] {
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(manifest.routes)) {
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const build = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map(
      (route): RouteObject =>
        route.index
          ? { id: route.id, path: route.path, index: true }
          : { id: route.id, path: route.path, children: build(route.id) },
    );
  return build(undefined);
}

/** The script URLs a first load of `pathname` fetches, in the order <Scripts> lists them. */
export function firstLoadScripts(manifest: Manifest, pathname: string): { routeIds: string[]; urls: string[] } {
  const matches = matchRoutes(routeTree(manifest), pathname) ?? [];
  const routeIds = matches.map((match) => match.route.id!);
  const urls = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of routeIds) {
    const route = manifest.routes[id]!;
    for (const url of [
      route.clientActionModule,
      route.clientLoaderModule,
      route.clientMiddlewareModule,
      route.hydrateFallbackModule,
      route.module,
      ...(route.imports ?? []),
    ]) {
      if (url) urls.add(url);
    }
  }
  return { routeIds, urls: [...urls] };
}

function readChunkModules(buildDir: string): ChunkModules | null {
  const file = path.join(buildDir, CHUNK_MODULES_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as ChunkModules) : null;
}

/** Which npm packages (or "app" for our own code) the given chunks hold, heaviest first. */
export function packagesOf(chunkModules: ChunkModules, urls: string[]): { name: string; renderedBytes: number }[] {
  const totals = new Map<string, number>();
  for (const url of urls) {
    for (const [id, length] of Object.entries(chunkModules[url.replace(/^\//, "")] ?? {})) {
      const name = packageOfModule(id) ?? "(app code)";
      totals.set(name, (totals.get(name) ?? 0) + length);
    }
  }
  return [...totals].map(([name, renderedBytes]) => ({ name, renderedBytes })).sort((a, b) => b.renderedBytes - a.renderedBytes);
}

export function measurePages(buildDir = "build", pages = BUDGETED_PAGES): PageWeight[] {
  const manifest = readManifest(buildDir);
  const chunkModules = readChunkModules(buildDir);
  const sizes = new Map<string, { bytes: number; gzipBytes: number }>();
  const sizeOf = (url: string) => {
    let size = sizes.get(url);
    if (!size) {
      const content = readFileSync(path.join(buildDir, "client", url));
      size = { bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
      sizes.set(url, size);
    }
    return size;
  };
  return pages.map((page) => {
    const { routeIds, urls } = firstLoadScripts(manifest, page.path);
    const files = urls.map((url) => ({ url, ...sizeOf(url) }));
    const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
    const packages = chunkModules ? packagesOf(chunkModules, urls) : [];
    const deferredFound = DEFERRED_PACKAGES.filter((deferred) => packages.some((pkg) => deferred.test(pkg.name))).map(
      (d) => d.name,
    );
    return {
      ...page,
      routeIds,
      files,
      bytes: files.reduce((sum, file) => sum + file.bytes, 0),
      gzipBytes,
      packages,
      deferredFound,
      over: gzipBytes > page.budgetKb * KB,
    };
  });
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

// The smallest client a React Router framework app can hydrate with: our entry.client without
// the app (React DOM, React, HydratedRouter), built by this project's Vite and minifier. No page
// can load less, so it is the physical limit the budgets are read against, as nginx is for
// bench:http.
const FLOOR_ENTRY = `import { startTransition, StrictMode, createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
startTransition(() => hydrateRoot(document, createElement(StrictMode, null, createElement(HydratedRouter))));
`;

export async function measureFloor(): Promise<{ bytes: number; gzipBytes: number }> {
  // Inside node_modules so the entry resolves the project's own react, react-dom and react-router.
  const dir = path.resolve("node_modules/.cache/bench-js-floor");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "entry.js"), FLOOR_ENTRY);
  const { build } = await import("vite");
  await build({
    configFile: false,
    root: dir,
    logLevel: "silent",
    mode: "production",
    build: { outDir: path.join(dir, "out"), rolldownOptions: { input: path.join(dir, "entry.js") } },
  });
  const assets = path.join(dir, "out", "assets");
  let bytes = 0;
  let gzipBytes = 0;
  for (const name of readdirSync(assets).filter((file) => file.endsWith(".js"))) {
    const content = readFileSync(path.join(assets, name));
    bytes += content.length;
    gzipBytes += gzipSync(content, { level: 9 }).length;
  }
  rmSync(dir, { recursive: true, force: true });
  return { bytes, gzipBytes };
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      build: { type: "string", default: "build" },
      json: { type: "boolean", default: false },
      files: { type: "boolean", default: false },
      packages: { type: "boolean", default: false },
      floor: { type: "boolean", default: false },
    },
  });
  const weights = measurePages(values.build);
  if (values.json) {
    console.log(JSON.stringify(weights, null, 2));
  } else {
    console.log("First-load JS per page (gzip -9; 1 KB = 1,000 bytes)\n");
    console.log(
      `${"page".padEnd(22)}${"path".padEnd(22)}${"files".padStart(6)}${"raw KB".padStart(9)}${"gzip KB".padStart(9)}${"budget".padStart(8)}  result`,
    );
    for (const page of weights) {
      const result = page.over ? "OVER" : "ok";
      const deferred = page.deferredFound.length ? `  loads early: ${page.deferredFound.join(", ")}` : "";
      console.log(
        `${page.label.padEnd(22)}${page.path.padEnd(22)}${String(page.files.length).padStart(6)}${kb(page.bytes).padStart(9)}${kb(page.gzipBytes).padStart(9)}${`≤ ${page.budgetKb}`.padStart(8)}  ${result}${deferred}`,
      );
      if (values.packages) {
        const total = page.packages.reduce((sum, pkg) => sum + pkg.renderedBytes, 0);
        for (const pkg of page.packages.slice(0, 12)) {
          console.log(
            `    ${pkg.name.padEnd(40)}${((100 * pkg.renderedBytes) / total).toFixed(1).padStart(6)} % of the unminified code`,
          );
        }
      }
      if (values.files) {
        for (const file of [...page.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
          console.log(`    ${file.url.padEnd(52)}${kb(file.gzipBytes).padStart(8)} KB gz`);
        }
      }
    }
  }
  if (values.floor && !values.json) {
    const floor = await measureFloor();
    const budgets = [...new Set(BUDGETED_PAGES.map((page) => page.budgetKb))].sort((a, b) => a - b);
    console.log(
      `\nFloor: React DOM + React + React Router's HydratedRouter, nothing of the app: ${kb(floor.bytes)} KB raw, ${kb(floor.gzipBytes)} KB gzip`,
    );
    for (const budget of budgets) {
      const left = budget * KB - floor.gzipBytes;
      console.log(
        `  budget ≤ ${budget} KB: ${left >= 0 ? `${kb(left)} KB left for the page` : `over by ${kb(-left)} KB before any page code`}`,
      );
    }
  }
  const failed = weights.filter((page) => page.over || page.deferredFound.length > 0);
  if (failed.length > 0 && !values.json)
    console.log(`\n${failed.length} page(s) over budget or loading a deferred library early.`);
  return failed.length > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main();
