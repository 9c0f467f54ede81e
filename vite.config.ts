import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { chunkModulesPlugin } from "./bench/chunk-modules-plugin.ts";
import { shellChunk } from "./vite/shell-chunk.ts";

const shell = shellChunk();

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), shell.plugin, chunkModulesPlugin()],
  resolve: { tsconfigPaths: true },
  // The development server watches sources, not what runs write: the database folders and the
  // browser tests' output change constantly and each change was a page reload.
  server: { watch: { ignored: ["**/data/**", "**/test-results*/**", "**/playwright-report/**", "**/build/**"] } },
  // The SSR entry is our Hono app (server/app.ts), which imports React Router's
  // virtual server build. It must be set through the Environment API: the old
  // build.rollupOptions route silently builds React Router's own entry instead.
  environments: {
    ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } },
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
});
