// The floors of ARCHITECTURE.md are lint rules (eslint.config.js); `npm test` runs lint, so a
// wrong import fails CI. This shows each rule refusing a deliberately wrong line, and letting
// the right one through, with the project's own configuration.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe("architecture boundaries", () => {
  it("db/ never imports the server", async () => {
    expect(await problems("db/example.ts", 'import { getEnv } from "#server/env";\nexport const env = getEnv();\n')).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*db\/ never imports server\//),
    ]);
    expect(await problems("db/example.ts", 'import { LIMITS } from "#domain/constants";\nexport const limits = LIMITS;\n')).toEqual([]);
  });

  it("runtime code never imports tests/", async () => {
    for (const file of ["server/services/example.ts", "app/routes/example.tsx", "db/seed/example.ts", "scripts/example.ts"]) {
      const found = await problems(file, 'import { startFakeYouTube } from "#tests/fakes/youtube-server";\nexport const start = startFakeYouTube;\n');
      expect(found, file).toEqual([expect.stringMatching(/^no-restricted-imports: .*tests\//)]);
    }
    // Tests may.
    expect(await problems("server/services/example.test.ts", 'import { startFakeYouTube } from "#tests/fakes/youtube-server";\nexport const start = startFakeYouTube;\n')).toEqual([]);
  });

  it("only server/env.ts reads process.env", async () => {
    const reading = "export const port = process.env.PORT;\n";
    expect(await problems("server/services/example.ts", reading)).toEqual([expect.stringMatching(/^no-restricted-properties: .*server\/env\.ts/)]);
    expect(await problems("app/lib/example.ts", reading)).toEqual([expect.stringMatching(/^no-restricted-properties:/)]);
    expect(await problems("server/env.ts", reading)).toEqual([]);
  });

  it("app/ imports the server as types only (ADR 002)", async () => {
    const value = 'import { sanitizeRichText } from "#server/rich-text.server";\nexport const clean = sanitizeRichText;\n';
    for (const file of ["app/routes/public/example.tsx", "app/lib/example.server.ts", "app/root.tsx"]) {
      expect(await problems(file, value), file).toEqual([expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*app\/ imports server code as types only/)]);
    }
    // A relative path into server/ is the same import.
    expect(await problems("app/routes/public/example.tsx", 'import { revenueAccess } from "../../../server/services/channels.server";\nexport const gate = revenueAccess;\n')).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*app\/ imports server code as types only/),
    ]);
    // Types are fine, and so are the pure rules in domain/.
    expect(await problems("app/routes/public/example.tsx", 'import type { Services } from "#server/services/services.server";\nexport type S = Services;\n')).toEqual([]);
    expect(await problems("app/routes/public/example.tsx", 'import { revenueAccess } from "#domain/revenue-access";\nexport const gate = revenueAccess;\n')).toEqual([]);
    // The SSR entry runs only on the server, and the project-wide import rules still hold in app/.
    expect(await problems("app/entry.server.tsx", value)).toEqual([]);
    expect(await problems("app/routes/public/example.tsx", 'import { Search } from "lucide-react";\nexport const icon = Search;\n')).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*components\/ui\/icons/),
    ]);
  });

  it("domain/ stays pure", async () => {
    expect(await problems("domain/example.ts", 'import { getDatabase } from "#db/client.server";\nexport const db = getDatabase;\n')).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*domain\/ is pure/),
    ]);
  });

  it("browser tests take test from tests/e2e/test.ts (its page loads wait for hydration)", async () => {
    expect(await problems("tests/e2e/example.spec.ts", 'import { expect, test } from "@playwright/test";\ntest("x", () => expect(1).toBe(1));\n')).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*waits for hydration/),
    ]);
    expect(await problems("tests/e2e/example.spec.ts", 'import { expect, test } from "./test";\ntest("x", () => expect(1).toBe(1));\n')).toEqual([]);
    expect(await problems("tests/e2e/helper.ts", 'import { expect, type Page } from "@playwright/test";\nexport const check = (page: Page) => expect(page).toHaveTitle("x");\n')).toEqual([]);
  });
});
