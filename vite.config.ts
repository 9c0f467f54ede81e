import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { chunkModulesPlugin } from "./bench/chunk-modules-plugin.ts";
import { shellChunk } from "./vite/shell-chunk.ts";

const shell = shellChunk();

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter(), shell.plugin, chunkModulesPlugin()],
  resolve: { tsconfigPaths: true },
  // The development server watches sources, not what runs write: the database folders and the
  // browser tests' output change constantly and each change was a page reload.
  server: { watch: { ignored: ["**/data/**", "**/test-results*/**", "**/playwright-report/**", "**/build/**"] } },
  // The SSR entry is our Hono app (server/app.ts), which imports React Router's
  // virtual server build. It must be set through the Environment API: the old
  // build.rollupOptions route silently builds React Router's own entry instead.
  environments: {
    ssr: {
      build: { rolldownOptions: { input: "./server/app.ts" } },
      // The production build bundles its dependencies, tree-shaken (ADR 045): resolving and
      // reading each package's files at every start was most of a cold start. Left outside: what
      // loads files of its own (PGlite's WebAssembly, pg's optional native part, pino's
      // transports), what server/main.ts imports itself (zod, @hono/node-server), and what loads
      // on demand. The development server keeps Node's own imports.
      ...(command === "build" && {
        resolve: {
          noExternal: true,
          external: ["@electric-sql/pglite", "pg", "pino", "zod", "@hono/node-server", "nodemailer", "@modelcontextprotocol/sdk"],
        },
        // The build runs only in production (server/main.ts): React's development builds left out.
        define: { "process.env.NODE_ENV": JSON.stringify("production") },
      }),
    },
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // React, React DOM and React Router load on every page: one file (one request,
                // one compression window) instead of four.
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router)[\\/]/,
                  priority: 2,
                },
                { ...shell.group, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  // Client deps the pages use (account forms, calculator charts), listed up front so the
  // first page load in development does not re-optimize them and reload before hydration.
  optimizeDeps: {
    include: ["sonner", "@radix-ui/react-slot", "radix-ui", "clsx", "@conform-to/react", "@conform-to/zod/v4", "zod", "recharts"],
  },
}));
