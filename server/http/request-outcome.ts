// How a finished request is logged. A client that went away is not a server error: 499 at info, not the 500 its
// cancelled work produced. A 503 while the database is away is a warning.
import type { Level } from "pino";

const CLIENT_CLOSED_REQUEST = 499;

export interface RequestOutcome {
  status: number;
  level: Extract<Level, "info" | "warn" | "error">;
  aborted: boolean;
}

export function requestOutcome(request: Request, status: number): RequestOutcome {
  if (request.signal.aborted) return { status: CLIENT_CLOSED_REQUEST, level: "info", aborted: true };
  if (status === 503) return { status, level: "warn", aborted: false };
  return { status, level: status >= 500 ? "error" : "info", aborted: false };
}
