// A Vite plugin for the client build: writes build/client-chunk-modules.json, which source
// modules (and so which npm packages) each emitted JS chunk holds, with their rendered sizes.
// bench/js-weight.ts and the first-load e2e check read it to say what pulls what into a page;
// it lives beside build/client, not in it, so it is never served.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";

export const CHUNK_MODULES_FILE = "client-chunk-modules.json";

/** chunk file name (e.g. "assets/root-abc.js") -> module id -> rendered length in bytes (before minifying). */
export type ChunkModules = Record<string, Record<string, number>>;

export function chunkModulesPlugin(): Plugin {
  let chunks: ChunkModules = {};
  return {
    name: "faceless-atlas:chunk-modules",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      chunks = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) modules[id] = info.renderedLength;
        chunks[output.fileName] = modules;
      }
    },
    async writeBundle(options) {
      if (!options.dir) return;
      const target = path.join(path.dirname(options.dir), CHUNK_MODULES_FILE);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, JSON.stringify(chunks));
    },
  };
}

/** The npm package a module id belongs to ("zod", "@radix-ui/react-menu"), or null for our own code. */
export function packageOfModule(id: string): string | null {
  const marker = "node_modules/";
  const at = id.lastIndexOf(marker);
  if (at === -1) return null;
  const parts = id.slice(at + marker.length).split("/");
  const name = parts[0]?.startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
  return name ?? null;
}
