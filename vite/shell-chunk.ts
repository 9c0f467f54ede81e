// One "shell" chunk for the code every public page runs: the root and public layout routes and
// everything they import (header, footer, theme, toasts, buttons, class helpers). Left to the
// bundler, that code is split by which of the ~50 routes share each module into ~25 small
// files, and a first visit fetches them all: each one a request (six at a time over HTTP/1.1,
// a round trip each on a phone) and a gzip stream of its own. One file is smaller and sooner.
import type { Plugin } from "vite";

/** The client route modules whose static imports make up the shell. */
const SHELL_ROUTES = /\/app\/(root|routes\/public\/layout)\.tsx\?__react-router-build-client-route$/;
const ROUTE_MODULE = /\?__react-router-build-client-route$/;

export function shellChunk() {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: "faceless-atlas:shell-chunk",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    // The module graph is complete here; chunks are cut afterwards.
    buildEnd() {
      shell.clear();
      const pending = [...this.getModuleIds()].filter((id) => SHELL_ROUTES.test(id));
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (shell.has(id)) continue;
        shell.add(id);
        const info = this.getModuleInfo(id);
        // Static imports only: what the shell loads later (menus, the toaster) stays apart.
        const dynamic = new Set(info?.dynamicallyImportedIds ?? []);
        for (const imported of info?.importedIds ?? []) if (!dynamic.has(imported)) pending.push(imported);
      }
    },
  };
  // Route modules stay entries of their own (React Router loads them by name).
  const group = { name: "shell", test: (id: string) => shell.has(id) && !ROUTE_MODULE.test(id) };
  return { plugin, group };
}
