import tseslint from "typescript-eslint";

// What each floor may not import (docs/architecture.md, "The floors"). Patterns are regexes on
// the import as written: the gitignore-style `group` form reads a leading '#' (our aliases) as a
// comment. Runtime code reaches another folder through its alias only (RELATIVE), so an alias
// names the floor an import points to.
const TESTS = {
  regex: "^#tests/|(^|/)tests/",
  message: "Runtime code never imports tests/ (shared factories live in db/seed/factories).",
};
const DEV = {
  regex: "^#dev/|^(\\.\\./)+dev/",
  message: "Runtime code never imports dev/: the development fakes are never shipped.",
};
const APP = {
  regex: "^~/|^(\\.\\./)+app/",
  message:
    "server/, db/ and domain/ never import app/: the server hands pages what they need through the router context (server/app-context.ts).",
};
const SERVER_ANY = {
  regex: "^#server/|^(\\.\\./)+server/",
  message: "db/, domain/ and app/components sit below the server: they never import server/.",
};
const DB = {
  regex: "^#db/|^(\\.\\./)+db/",
  message: "domain/, app/components, server/integrations and the server's kernel never import db/.",
};
// The entry: server/main.ts, server/app.ts and every other file at the root of server/ but the
// kernel below, which every floor may use.
const KERNEL = ["env", "logger", "startup-errors", "rich-text.server"];
const KERNEL_FILES = KERNEL.map((name) => `server/${name}.ts`);
const ENTRY = {
  regex: `^#server/(?!(${KERNEL.join("|").replaceAll(".", "\\.")})(\\.ts)?$)[^/]+$`,
  message:
    "Only the entry (server/main.ts, server/app.ts) imports the files at the root of server/, but for env, logger, startup-errors and rich-text.",
};
const EDGE = {
  regex: "^#server/(api|http|page-cache)/",
  message:
    "Imports point down: services, jobs and integrations never import the API or the HTTP layer (server/api, server/http, server/page-cache).",
};
const SERVICES = {
  regex: "^#server/(?!(api|http|page-cache|integrations)/)[^/]+/",
  message: "Imports point down: server/integrations never imports services, jobs, auth or rate limits.",
};
const INTEGRATIONS = {
  regex: "^#server/integrations/",
  message: "The kernel of server/ (env, logger, startup-errors, rich-text) never imports the integrations.",
};
const RELATIVE = {
  regex: "^\\.\\./|^\\./(?!\\+types/)[^?]*/",
  message:
    "Import our code in another folder through its alias (#server/…, #db/…, #domain/…, ~/…): the floor rules read the alias.",
};
const SAME_FOLDER = {
  regex: "^\\.",
  message: "Import our code through its alias (#server/…, #domain/…): the floor rules read the alias.",
};

// Comments say why; where a change came from belongs in its commit message. A comment that cites
// an issue by its number goes stale with the tracker, so it is refused.
const ISSUE_CITATION = /\bissues? +#?\d+|(?:^|\s)#\d{1,4}\b/i;
const houseComments = {
  rules: {
    "no-issue-citations": {
      meta: {
        type: "suggestion",
        messages: { cited: "Say why in the comment; cite the issue in the commit message, not the code." },
        schema: [],
      },
      create(context) {
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments()) {
              if (ISSUE_CITATION.test(comment.value)) context.report({ loc: comment.loc, messageId: "cited" });
            }
          },
        };
      },
    },
  },
};

/** One block per group of files: `forbid` is everything that group may not import. */
function floorRules(groups) {
  return groups.map(({ files, forbid }) => ({
    files,
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: forbid }] },
  }));
}

export default tseslint.config(
  {
    ignores: [
      "build/",
      "node_modules/",
      ".react-router/",
      "data/",
      "test-results*/",
      "playwright-report/",
      "db/migrations/",
      "public/assets/vendor/",
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { house: houseComments },
    rules: {
      "house/no-issue-citations": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      // Set per floor below (floorRules).
      "no-restricted-imports": "off",
      // The official YouTube types check our fixtures; the package itself (googleapis-common,
      // gaxios…) must never load at runtime: we call the REST API with fetch.
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "@googleapis/youtube", message: "Types only: use `import type`.", allowTypeImports: true },
            // One way to draw an icon: a reference into the sprite, not lucide's inline SVG.
            {
              name: "lucide-react",
              message: "Import icons from ~/components/ui/icons (add new ones there, then `npm run icons`).",
              allowTypeImports: true,
            },
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
  // Floors of ARCHITECTURE.md, checked (scripts/lint-boundaries.test.ts shows each one failing).
  {
    // Only server/env.ts reads the environment; everything else is handed its parsed config.
    files: ["app/**", "server/**", "db/**", "domain/**"],
    ignores: ["server/env.ts", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Read configuration through server/env.ts (getEnv), the one reader of process.env.",
        },
      ],
    },
  },
  // Imports point down. ESLint replaces a rule's options per file instead of merging them, so
  // each group of files gets one complete list, from the most general group to the most
  // specific (a later block wins for its files).
  ...floorRules([
    { files: ["scripts/**", "bench/**"], forbid: [TESTS] },
    { files: ["app/**"], forbid: [TESTS, DEV, RELATIVE] },
    { files: ["app/components/**"], forbid: [TESTS, DEV, SERVER_ANY, DB, RELATIVE] },
    // The entry (server/main.ts, server/app.ts and what only they use) may import any floor.
    { files: ["server/**"], forbid: [TESTS, DEV, APP] },
    // A folder of server/ that is not named below sits with the services.
    { files: ["server/*/**"], forbid: [TESTS, DEV, APP, ENTRY, EDGE, RELATIVE] },
    { files: ["server/api/**", "server/http/**", "server/page-cache/**"], forbid: [TESTS, DEV, APP, ENTRY, RELATIVE] },
    {
      files: ["server/services/**", "server/jobs/**", "server/auth/**", "server/rate-limit/**"],
      forbid: [TESTS, DEV, APP, ENTRY, EDGE, RELATIVE],
    },
    { files: ["server/integrations/**"], forbid: [TESTS, DEV, APP, ENTRY, EDGE, SERVICES, DB, RELATIVE] },
    { files: KERNEL_FILES, forbid: [TESTS, DEV, APP, ENTRY, EDGE, SERVICES, INTEGRATIONS, DB, SAME_FOLDER] },
    { files: ["db/**"], forbid: [TESTS, DEV, APP, SERVER_ANY, RELATIVE] },
    { files: ["domain/**"], forbid: [TESTS, DEV, APP, SERVER_ANY, DB, RELATIVE] },
  ]),
  {
    // ADR 002: pages reach the server through the router context, so app/ imports server code
    // as types only (a value import would pull database code into Vite's dependency scan and the
    // browser bundle). The context key itself (server/app-context.ts: types and createContext)
    // is the one value it takes; the SSR entry is the one module that runs only on the server.
    files: ["app/**"],
    ignores: ["app/entry.server.tsx", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          // The rule's options replace the project-wide ones above, so those are repeated here.
          paths: [
            { name: "@googleapis/youtube", message: "Types only: use `import type`.", allowTypeImports: true },
            {
              name: "lucide-react",
              message: "Import icons from ~/components/ui/icons (add new ones there, then `npm run icons`).",
              allowTypeImports: true,
            },
          ],
          patterns: [
            {
              regex: "^#server/(?!app-context$)|^#db/|(^|/)server/",
              allowTypeImports: true,
              message:
                "app/ imports server and database code as types only (ADR 002): use `import type`, reach services through appContext, and take pure rules and read models from domain/.",
            },
          ],
        },
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
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test"],
              message: "Import test from ./test: a page opened there waits for hydration.",
            },
          ],
        },
      ],
    },
  },
);
