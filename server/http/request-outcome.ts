// How a finished request is logged. A client that goes away before the answer (a closed tab, a
// load balancer's timeout, a benchmark ending) is not a server error: it is logged as 499 (the
// status nginx uses for "client closed request") at info, not as the 500 its cancelled work
// produced. A 503 while the database is away is expected and logged as a warning, once per
// request; the loss itself is logged once as an error where it is detected.
import type { Level } from "pino";

/** nginx's "client closed request": no response reached the client. */
const CLIENT_CLOSED_REQUEST = 499;

export interface RequestOutcome {
  status: number;
  level: Extract<Level, "info" | "warn" | "error">;
  /** True when the client went away before the answer. */
  aborted: boolean;
}

export function requestOutcome(request: Request, status: number): RequestOutcome {
  if (request.signal.aborted) return { status: CLIENT_CLOSED_REQUEST, level: "info", aborted: true };
  if (status === 503) return { status, level: "warn", aborted: false };
  return { status, level: status >= 500 ? "error" : "info", aborted: false };
}
