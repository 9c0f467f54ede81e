// Runs one of our command-line scripts as an operator would (a process of its own, through tsx)
// and collects what it printed and its exit code.
import { spawn } from "node:child_process";
import path from "node:path";

const TSX = path.resolve("node_modules/tsx/dist/cli.mjs");

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `script` with `args`, in a clean environment (embedded database, quiet logs) plus `env`. */
export function runCli(script: string, args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [TSX, script, ...args], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: "", LOG_LEVEL: "silent", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
}
