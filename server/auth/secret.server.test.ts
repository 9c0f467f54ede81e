import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const scratch = mkdtempSync(path.join(tmpdir(), "fa-secret-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const MODULE = path.resolve("server/auth/secret.server.ts");
const TSX = path.resolve("node_modules/.bin/tsx");
const script = path.resolve("data", `print-secret-${process.pid}.ts`);
afterAll(() => rmSync(script, { force: true }));
mkdirSync(path.dirname(script), { recursive: true });
writeFileSync(
  script,
  `import { resolveAuthSecret } from ${JSON.stringify(MODULE)};
const logger = { warn() {} };
process.stdout.write(resolveAuthSecret({ DATA_DIR: process.argv[2], NODE_ENV: "test" } as never, logger as never));
`,
);

/** The secret a fresh process resolves for `dataDir`, as a worker does at start. */
function secretOf(dataDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    // tsx resolves the project's path aliases, as the server's own start does.
    const child = spawn(TSX, [script, dataDir], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.once("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(err))));
  });
}

describe("the generated auth secret", () => {
  it("is the same for processes that start together on an empty DATA_DIR, and kept owner-only", async () => {
    const dataDir = path.join(scratch, "race");
    const secrets = await Promise.all(Array.from({ length: 6 }, () => secretOf(dataDir)));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]!.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, "auth-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(secrets[0]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // A later start reads it back.
    expect(await secretOf(dataDir)).toBe(secrets[0]);
  }, 60_000);

  it("replaces a file too short to be a secret", async () => {
    const dataDir = path.join(scratch, "short");
    await secretOf(dataDir);
    writeFileSync(path.join(dataDir, "auth-secret"), "short\n");
    const secret = await secretOf(dataDir);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim()).toBe(secret);
  }, 60_000);
});
