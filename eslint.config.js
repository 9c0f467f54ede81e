import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "node_modules/", ".react-router/", "data/", "test-results*/", "playwright-report/", "db/migrations/"] },
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      // Architecture: components never reach into server or database code.
      "no-restricted-imports": "off",
      // The official YouTube types check our fixtures; the package itself (googleapis-common,
      // gaxios…) must never load at runtime: we call the REST API with fetch.
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "@googleapis/youtube", message: "Types only: use `import type`.", allowTypeImports: true },
            // One way to draw an icon: a reference into the sprite, not lucide's inline SVG.
            { name: "lucide-react", message: "Import icons from ~/components/ui/icons (add new ones there, then `npm run icons`).", allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    // The sprite generator reads lucide's drawings.
    files: ["scripts/icon-sprite.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [{ name: "@googleapis/youtube", message: "Types only: use `import type`.", allowTypeImports: true }] },
      ],
    },
  },
  // Floors of ARCHITECTURE.md, checked. Patterns are regexes: the gitignore-style `group` form
  // reads a leading '#' (our import aliases) as a comment and never matched them.
  // Checked (tests/lint-boundaries.test.ts shows each one failing).
  {
    // Only server/env.ts reads the environment; everything else is handed its parsed config.
    files: ["app/**", "server/**", "db/**", "domain/**"],
    ignores: ["server/env.ts", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read configuration through server/env.ts (getEnv), the one reader of process.env." }],
    },
  },
  {
    // Test code never ships: nothing outside tests imports tests/.
    files: ["app/**", "server/**", "db/**", "domain/**", "scripts/**", "bench/**"],
    // The development fake of the YouTube API serves the tests' fixtures: a tool, never shipped;
    // bench:refresh runs the refresh against the same fake and its generated catalogue.
    ignores: ["**/*.test.ts", "**/*.test.tsx", "scripts/dev-fake-youtube.ts", "bench/stats-refresh.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ regex: "^#tests/|(^|/)tests/", message: "Runtime code never imports tests/ (shared factories live in db/seed/factories)." }] }],
    },
  },
  {
    // The database floor sits below the server: db/ never imports server/ or app/.
    files: ["db/**"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(#server/|~/|#tests/)|(^|/)(server|app|tests)/", message: "db/ never imports server/, app/ or tests/: the server is built on the database, not the other way round." }] },
      ],
    },
  },
  {
    // ADR 002: pages reach the server through the router context, so app/ imports server code
    // as types only (a value import would pull database code into Vite's dependency scan and the
    // browser bundle). The SSR entry is the one module that runs only on the server.
    files: ["app/**"],
    ignores: ["app/entry.server.tsx", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          // The rule's options replace the project-wide ones above, so those are repeated here.
          paths: [
            { name: "@googleapis/youtube", message: "Types only: use `import type`.", allowTypeImports: true },
            { name: "lucide-react", message: "Import icons from ~/components/ui/icons (add new ones there, then `npm run icons`).", allowTypeImports: true },
          ],
          patterns: [
            {
              regex: "^#server/|(^|/)server/",
              allowTypeImports: true,
              message: "app/ imports server code as types only (ADR 002): use `import type`, reach services through appContext, and take pure rules and read models from domain/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/components/**", "domain/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(#server/|#db/|#tests/)|(^|/)(server|db|tests)/", message: "app/components and domain/ must not import server, database or test code." }] },
      ],
    },
  },
  {
    files: ["domain/**"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(#server/|#db/|~/|#tests/)|(^|/)(server|db|app|tests)/", message: "domain/ is pure: it imports nothing from app, server, db or tests." }] },
      ],
    },
  },
  {
    // Browser tests take `test` from tests/e2e/test.ts: its page loads wait for hydration.
    files: ["tests/e2e/**"],
    ignores: ["tests/e2e/test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "@playwright/test", importNames: ["test"], message: "Import test from ./test: a page opened there waits for hydration." }] },
      ],
    },
  },
);
