// The production server as its own process for the chaos specs (a database stopped under it, a
// kill -9), with its JSON log lines kept for assertions, and steady traffic that records every
// answer: when it was sent, its status, and which writes the server acknowledged.
import { spawn, type ChildProcess } from "node:child_process";
import { freePort } from "../../scripts/lib/free-port.ts";
import { waitForHealth } from "./auth-app-server";
import { readJsonLines } from "../support/json-lines";

type LogLine = Record<string, unknown> & { msg?: string; level?: number };

export interface AppProcess {
  url: string;
  child: ChildProcess;
  /** JSON log lines so far (stdout). */
  logs: LogLine[];
  /** Everything on stderr (non-JSON output: crashes, React Router's error printing). */
  stderr(): string;
  exited(): boolean;
  /** SIGTERM and wait (SIGKILL after 10 s). */
  stop(): Promise<void>;
  /** kill -9 and wait for the exit. */
  kill9(): Promise<void>;
}

export async function startAppProcess(env: Record<string, string>, port?: number): Promise<AppProcess> {
  const chosenPort = port ?? (await freePort());
  const url = `http://127.0.0.1:${chosenPort}`;
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: process.env.E2E_DEV === "1" ? "development" : "production",
      PORT: String(chosenPort),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      LOG_LEVEL: "info",
      STATS_REFRESH_AT: "off",
      AUTH_RATE_LIMIT: "false",
      SEED_DEMO: "false",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: LogLine[] = [];
  let stderr = "";
  readJsonLines<LogLine>(
    child.stdout,
    (line) => logs.push(line),
    (other) => (stderr += `${other}\n`),
  );
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exit = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    await waitForHealth(url, child, 150_000);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${(error as Error).message}\n${stderr.slice(-4000)}`);
  }
  return {
    url,
    child,
    logs,
    stderr: () => stderr,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exit;
      clearTimeout(timer);
    },
    async kill9() {
      child.kill("SIGKILL");
      await exit;
    },
  };
}

export interface Answer {
  /** What was asked ("GET /niches", "sign-up", "create fact"). */
  label: string;
  /** ms since the traffic started, when the request was sent and when it was answered. */
  sentAt: number;
  answeredAt: number;
  /** HTTP status, or 0 when no answer came (connection refused or reset: the server died). */
  status: number;
  retryAfter: string | null;
  body: string;
  /** The write's key (an e-mail, a title) when it was acknowledged with 2xx or 3xx. */
  acknowledged?: string;
}

/**
 * Password hashing's own load shedding (a short queue, then 503 with Retry-After): on a busy
 * machine a burst of sign-ups meets it whatever the database does, so it is not a failure to recover.
 */
export function isPasswordHashingBusy(answer: Answer): boolean {
  return answer.status === 503 && answer.body.includes('"code":"PASSWORD_HASHING_BUSY"') && answer.retryAfter !== null;
}

export interface Traffic {
  answers: Answer[];
  /** Stops sending and waits for the requests in flight. */
  stop(): Promise<void>;
  /** ms since the traffic started. */
  now(): number;
}

/** One kind of request: returns the response and, for a write, the key to look for later. */
export type RequestKind = (sequence: number) => Promise<{ label: string; response: Response; key?: string }>;

/** `workers` loops, each cycling through the kinds, until stopped. */
export function startTraffic(kinds: RequestKind[], workers: number): Traffic {
  const started = performance.now();
  const now = () => Math.round(performance.now() - started);
  const answers: Answer[] = [];
  let stopping = false;
  let sequence = 0;
  const loop = async (worker: number) => {
    for (let round = worker; !stopping; round++) {
      const kind = kinds[round % kinds.length]!;
      const sentAt = now();
      try {
        const { label, response, key } = await kind(sequence++);
        const body = await response.text();
        const ok = response.status >= 200 && response.status < 400;
        answers.push({
          label,
          sentAt,
          answeredAt: now(),
          status: response.status,
          retryAfter: response.headers.get("retry-after"),
          body: body.slice(0, 2000),
          ...(ok && key ? { acknowledged: key } : {}),
        });
      } catch (error) {
        answers.push({
          label: "no answer",
          sentAt,
          answeredAt: now(),
          status: 0,
          retryAfter: null,
          body: String((error as Error).cause ?? error),
        });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  const running = Array.from({ length: workers }, (_, worker) => loop(worker));
  return {
    answers,
    now,
    async stop() {
      stopping = true;
      await Promise.all(running);
    },
  };
}

/** Sign-up over the JSON API (an acknowledged write: the account must exist afterwards). */
export function signUpRequest(url: string, prefix: string): RequestKind {
  return async (sequence) => {
    const email = `${prefix}-${sequence}@example.com`;
    const response = await fetch(`${url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url },
      body: JSON.stringify({ email, password: "correct-horse-7", name: "Chaos Tester" }),
    });
    return { label: "sign-up", response, key: email };
  };
}

export function pageRequest(url: string, path: string, accept = "text/html"): RequestKind {
  return async () => ({
    label: `GET ${path}`,
    response: await fetch(`${url}${path}`, { headers: { accept }, redirect: "manual" }),
  });
}
