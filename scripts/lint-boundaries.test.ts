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

  it("domain/ stays pure", async () => {
    expect(await problems("domain/example.ts", 'import { getDatabase } from "#db/client.server";\nexport const db = getDatabase;\n')).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*domain\/ is pure/),
    ]);
  });
});
