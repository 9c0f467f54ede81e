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
  {
    files: ["app/components/**", "domain/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["#server/*", "#db/*", "**/server/**", "**/db/**"], message: "app/components and domain/ must not import server or database code." }] },
      ],
    },
  },
  {
    files: ["domain/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["#server/*", "#db/*", "~/*", "**/server/**", "**/db/**", "**/app/**"], message: "domain/ is pure: it imports nothing from app, server or db." }] },
      ],
    },
  },
);
