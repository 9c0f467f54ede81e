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

/** A file that imports `from` and uses it, so only the import itself can be wrong. */
const importing = (from: string) => `import { thing } from "${from}";\nexport const used = thing;\n`;
const importingType = (from: string) => `import type { Thing } from "${from}";\nexport type Used = Thing;\n`;

const refused = (message: RegExp) => [expect.stringMatching(new RegExp(`^no-restricted-imports: .*${message.source}`))];

describe("architecture boundaries", () => {
  it("db/ never imports the server", async () => {
    expect(await problems("db/example.ts", 'import { getEnv } from "#server/env";\nexport const env = getEnv();\n')).toEqual(
      refused(/never import server\//),
    );
    expect(
      await problems("db/example.ts", 'import { LIMITS } from "#domain/constants";\nexport const limits = LIMITS;\n'),
    ).toEqual([]);
  });

  it("runtime code never imports tests/", async () => {
    for (const file of [
      "server/services/example.ts",
      "app/routes/example.tsx",
      "db/seed/example.ts",
      "scripts/example.ts",
      "scripts/dev-fake-youtube.ts",
    ]) {
      const found = await problems(
        file,
        'import { startFakeYouTube } from "#tests/fakes/smtp-server";\nexport const start = startFakeYouTube;\n',
      );
      expect(found, file).toEqual([expect.stringMatching(/^no-restricted-imports: .*tests\//)]);
    }
    // Tests may.
    expect(
      await problems(
        "server/services/example.test.ts",
        'import { startFakeYouTube } from "#tests/fakes/smtp-server";\nexport const start = startFakeYouTube;\n',
      ),
    ).toEqual([]);
  });

  it("runtime code never imports the development fakes in dev/; scripts and tests may", async () => {
    for (const file of [
      "server/integrations/youtube/example.ts",
      "app/routes/example.tsx",
      "db/seed/example.ts",
      "domain/example.ts",
    ]) {
      expect(await problems(file, importing("#dev/fake-youtube/youtube-server")), file).toEqual(refused(/never imports dev\//));
    }
    expect(await problems("scripts/example.ts", importing("../dev/fake-youtube/youtube-server.ts"))).toEqual([]);
    expect(await problems("server/services/example.test.ts", importing("#dev/fake-youtube/youtube-server"))).toEqual([]);
  });

  it("only server/env.ts reads process.env", async () => {
    const reading = "export const port = process.env.PORT;\n";
    expect(await problems("server/services/example.ts", reading)).toEqual([
      expect.stringMatching(/^no-restricted-properties: .*server\/env\.ts/),
    ]);
    expect(await problems("app/lib/example.ts", reading)).toEqual([expect.stringMatching(/^no-restricted-properties:/)]);
    expect(await problems("server/env.ts", reading)).toEqual([]);
  });

  it("app/ imports the server as types only (ADR 002)", async () => {
    const value = 'import { sanitizeRichText } from "#server/rich-text.server";\nexport const clean = sanitizeRichText;\n';
    for (const file of ["app/routes/public/example.tsx", "app/lib/example.server.ts", "app/root.tsx"]) {
      expect(await problems(file, value), file).toEqual([
        expect.stringMatching(
          /^@typescript-eslint\/no-restricted-imports: .*app\/ imports server and database code as types only/,
        ),
      ]);
    }
    // The database too.
    expect(await problems("app/routes/public/example.tsx", importing("#db/client.server"))).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*as types only/),
    ]);
    // A relative path into server/ is the same import, and runtime code does not take that path.
    expect(
      await problems(
        "app/routes/public/example.tsx",
        'import { revenueAccess } from "../../../server/services/channels.server";\nexport const gate = revenueAccess;\n',
      ),
    ).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*through its alias/),
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*as types only/),
    ]);
    // Types are fine, and so are the pure rules in domain/ and the router context's key.
    expect(
      await problems(
        "app/routes/public/example.tsx",
        'import type { Services } from "#server/services/services.server";\nexport type S = Services;\n',
      ),
    ).toEqual([]);
    expect(
      await problems(
        "app/routes/public/example.tsx",
        'import { revenueAccess } from "#domain/revenue-access";\nexport const gate = revenueAccess;\n',
      ),
    ).toEqual([]);
    expect(await problems("app/routes/public/example.tsx", importing("#server/app-context"))).toEqual([]);
    // The SSR entry runs only on the server, and the project-wide import rules still hold in app/.
    expect(await problems("app/entry.server.tsx", value)).toEqual([]);
    expect(
      await problems("app/routes/public/example.tsx", 'import { Search } from "lucide-react";\nexport const icon = Search;\n'),
    ).toEqual([expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*components\/ui\/icons/)]);
  });

  it("server/ never imports app/, from any floor", async () => {
    for (const file of [
      "server/app.ts",
      "server/env.ts",
      "server/http/example.ts",
      "server/api/channels/example.ts",
      "server/services/example.server.ts",
      "server/jobs/example.server.ts",
      "server/auth/example.server.ts",
      "server/integrations/mail/example.ts",
    ]) {
      expect(await problems(file, importing("~/lib/cn")), file).toEqual(refused(/never import app\//));
      expect(await problems(file, importingType("~/lib/cn")), `${file} (type)`).toEqual(refused(/never import app\//));
    }
  });

  it("services and jobs never import the API, the HTTP layer or the entry", async () => {
    for (const file of [
      "server/services/example.server.ts",
      "server/jobs/example.server.ts",
      "server/auth/example.server.ts",
      "server/rate-limit/example.ts",
    ]) {
      expect(await problems(file, importing("#server/api/api-endpoints")), file).toEqual(
        refused(/never import the API or the HTTP layer/),
      );
      expect(await problems(file, importing("#server/http/body-limit")), file).toEqual(
        refused(/never import the API or the HTTP layer/),
      );
      expect(await problems(file, importing("#server/page-cache/page-cache")), file).toEqual(
        refused(/never import the API or the HTTP layer/),
      );
      expect(await problems(file, importing("#server/app-context")), file).toEqual(refused(/Only the entry/));
    }
    // A new folder of server/ sits with the services until it is placed.
    expect(await problems("server/reports/example.ts", importing("#server/api/create-api"))).toEqual(
      refused(/never import the API/),
    );
    // Down and sideways are fine: a job runs services, a service reaches the outside world,
    // every floor may read the kernel (env, logger).
    expect(await problems("server/jobs/example.server.ts", importing("#server/services/channels.server"))).toEqual([]);
    expect(await problems("server/services/example.server.ts", importing("#server/integrations/mail/mailer.server"))).toEqual([]);
    expect(await problems("server/services/example.server.ts", importing("#server/env"))).toEqual([]);
    expect(await problems("server/services/example.server.ts", importing("#db/schema/catalogue"))).toEqual([]);
  });

  it("the API and the HTTP layer never import the entry, and may import everything below", async () => {
    expect(await problems("server/api/channels/example.ts", importing("#server/app"))).toEqual(refused(/Only the entry/));
    expect(await problems("server/http/example.ts", importing("#server/database-startup.server"))).toEqual(
      refused(/Only the entry/),
    );
    expect(await problems("server/api/channels/example.ts", importing("#server/services/channels.server"))).toEqual([]);
    expect(await problems("server/page-cache/example.ts", importing("#server/services/catalogue-memo.server"))).toEqual([]);
    // The entry wires every floor.
    expect(await problems("server/app.ts", importing("#server/api/create-api"))).toEqual([]);
    expect(await problems("server/app.ts", importing("#server/app-context"))).toEqual([]);
  });

  it("integrations import only the kernel and domain/", async () => {
    const file = "server/integrations/youtube/example.server.ts";
    expect(await problems(file, importing("#server/services/channels.server"))).toEqual(
      refused(/integrations never imports services/),
    );
    expect(await problems(file, importing("#server/jobs/job-runner.server"))).toEqual(
      refused(/integrations never imports services/),
    );
    expect(await problems(file, importing("#server/api/create-api"))).toEqual(refused(/never import the API/));
    expect(await problems(file, importing("#db/client.server"))).toEqual(refused(/server\/integrations .* never import db\//));
    expect(await problems(file, importing("#server/logger"))).toEqual([]);
    expect(await problems(file, importing("#domain/youtube-errors"))).toEqual([]);
  });

  it("the kernel of server/ (env, logger…) imports no floor of the server", async () => {
    expect(await problems("server/logger.ts", importing("#server/services/channels.server"))).toEqual(
      refused(/integrations never imports services/),
    );
    expect(await problems("server/env.ts", importing("#server/integrations/mail/mailer.server"))).toEqual(
      refused(/kernel .* never imports the integrations/),
    );
    expect(await problems("server/rich-text.server.ts", importing("#db/client.server"))).toEqual(refused(/never import db\//));
    expect(await problems("server/startup-errors.ts", importing("./app.ts"))).toEqual(refused(/through its alias/));
    expect(await problems("server/rich-text.server.ts", importing("#domain/rich-text"))).toEqual([]);
  });

  it("runtime code reaches another folder through its alias, so the floor rules see where an import points", async () => {
    expect(await problems("server/services/example.server.ts", importing("../api/create-api"))).toEqual(
      refused(/through its alias/),
    );
    expect(await problems("server/integrations/example.ts", importing("./youtube/youtube-client.server"))).toEqual(
      refused(/through its alias/),
    );
    expect(await problems("app/routes/public/example.tsx", importing("../../components/page-header"))).toEqual(
      refused(/through its alias/),
    );
    expect(await problems("domain/example.ts", importing("./read-models/channel"))).toEqual(refused(/through its alias/));
    // The same folder, route types and the entry's own files (plain Node runs server/main.ts) are fine.
    expect(await problems("app/routes/public/example.tsx", importingType("./+types/example"))).toEqual([]);
    expect(await problems("app/routes/admin/example.tsx", importingType("./contact-messages"))).toEqual([]);
    expect(await problems("server/main.ts", importing("./env.ts"))).toEqual([]);
  });

  it("domain/ stays pure", async () => {
    expect(
      await problems("domain/example.ts", 'import { getDatabase } from "#db/client.server";\nexport const db = getDatabase;\n'),
    ).toEqual(refused(/domain\/.* never import db\//));
    expect(await problems("domain/example.ts", importing("#server/env"))).toEqual(refused(/domain\/ .* never import server\//));
    expect(await problems("domain/example.ts", importing("~/lib/cn"))).toEqual(refused(/never import app\//));
  });

  it("app/components never import server or database code, not even types", async () => {
    expect(await problems("app/components/example.tsx", importingType("#server/services/services.server"))).toEqual(
      refused(/app\/components .* never import server\//),
    );
    expect(await problems("app/components/example.tsx", importingType("#db/schema/catalogue"))).toEqual(
      refused(/app\/components.* never import db\//),
    );
  });

  it("browser tests take test from tests/e2e/test.ts (its page loads wait for hydration)", async () => {
    expect(
      await problems(
        "tests/e2e/example.spec.ts",
        'import { expect, test } from "@playwright/test";\ntest("x", () => expect(1).toBe(1));\n',
      ),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*waits for hydration/)]);
    expect(
      await problems(
        "tests/e2e/example.spec.ts",
        'import { expect, test } from "./test";\ntest("x", () => expect(1).toBe(1));\n',
      ),
    ).toEqual([]);
    expect(
      await problems(
        "tests/e2e/helper.ts",
        'import { expect, type Page } from "@playwright/test";\nexport const check = (page: Page) => expect(page).toHaveTitle("x");\n',
      ),
    ).toEqual([]);
  });

  it("a comment that cites an issue by number is refused; one that says why passes", async () => {
    const cited = [
      "// Added for issue 15.\nexport const a = 1;\n",
      "/* see issues 6 and 7 */\nexport const a = 1;\n",
      "// fixes #123\nexport const a = 1;\n",
    ];
    for (const code of cited) {
      expect(await problems("server/services/example.ts", code), code).toEqual([
        expect.stringMatching(/^house\/no-issue-citations: /),
      ]);
    }
    const why =
      "// Escaped as &#39;: HTML 4 mail clients lack &apos;. An issue with quoting stays solved.\nexport const a = 1;\n";
    expect(await problems("domain/example.ts", why)).toEqual([]);
  });
});
