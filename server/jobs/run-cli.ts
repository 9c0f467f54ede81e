// The one start-up and shutdown of the command-line jobs. Opening the database takes the PGlite folder's lock, so
// a CLI beside a running server on the same folder is refused instead of losing data (ADR 008).
import { type ParseArgsOptionsConfig, parseArgs } from "node:util";
import { closeDatabase, getDatabase } from "#db/client.server";
import type { Database } from "#db/database";
import { type Env, databaseConfig, getEnv } from "#server/env";
import { operatorMessage } from "#server/startup-errors";

/** Printed with the usage, exit code 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

const HELP = { help: { type: "boolean", short: "h" } } as const;
type Parsed<O extends ParseArgsOptionsConfig> = ReturnType<
  typeof parseArgs<{ options: O & typeof HELP; allowPositionals: true }>
>;

export interface CliSpec<O extends ParseArgsOptionsConfig, A> {
  usage: string;
  options: O;
  allowPositionals?: boolean;
  parse: (values: Parsed<O>["values"], positionals: string[]) => A;
  run: (context: { args: A; db: Database; env: Env }) => Promise<number>;
}

export async function runCli<O extends ParseArgsOptionsConfig, A>(spec: CliSpec<O, A>): Promise<void> {
  process.exitCode = await exitCodeOf(spec);
}

async function exitCodeOf<O extends ParseArgsOptionsConfig, A>(spec: CliSpec<O, A>): Promise<number> {
  let args: A;
  try {
    const { values, positionals } = parseArgs({
      options: { ...spec.options, ...HELP },
      allowPositionals: spec.allowPositionals ?? false,
    }) as Parsed<O>;
    if ((values as { help?: boolean }).help) {
      console.log(spec.usage);
      return 0;
    }
    args = spec.parse(values, positionals);
  } catch (error) {
    console.error(`${(error as Error).message}\n${spec.usage}`);
    return 2;
  }
  try {
    const env = getEnv();
    const db = await getDatabase(databaseConfig(env));
    return await spec.run({ args, db, env });
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${spec.usage}`);
      return 2;
    }
    console.error(operatorMessage(error, databaseConfig));
    return 1;
  } finally {
    await closeDatabase();
  }
}
