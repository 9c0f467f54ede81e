// The browser's side of spec §4 "Auth states": the session is read at start and again when the
// window regains focus (Better Auth refreshes the cookie on that read, so a session in use never
// lapses), with at most 3 attempts each given up after 3 s (spec §9 "guard timeout 3000 ms, max 3
// verification attempts"). Admin results are cached per user id. The server still decides every
// page; this only keeps the header honest when the session changes in another tab.
import { AUTH_TIMING, ROUTE_GUARD } from "#domain/constants";

type SessionSnapshot = { id: string; email: string; isAdmin: boolean } | null;
/** "unknown": every attempt failed or timed out (the page keeps what the server rendered). */
export type SessionCheck = SessionSnapshot | "unknown";

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

// Spec §4: "Admin results are cached per user id"; "Once admin is verified it is remembered."
const adminByUser = new Map<string, boolean>();

export function rememberedAdmin(userId: string): boolean | undefined {
  return adminByUser.get(userId);
}

export function forgetSessions(): void {
  adminByUser.clear();
}

export async function checkSession(
  fetchImpl: Fetch = fetch,
  { attempts = ROUTE_GUARD.maxVerificationAttempts as number, timeoutMs = AUTH_TIMING.loadingTimeoutMs as number } = {},
): Promise<SessionCheck> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const response = await fetchImpl("/api/auth/get-session", {
        credentials: "same-origin",
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) continue;
      const body = (await response.json()) as { user?: { id: string; email: string; role?: string | null } } | null;
      if (!body?.user) return null;
      const isAdmin = body.user.role === "admin";
      if (isAdmin) adminByUser.set(body.user.id, true);
      else adminByUser.delete(body.user.id);
      return { id: body.user.id, email: body.user.email, isAdmin };
    } catch {
      // a timeout or a dropped connection: try again
    }
  }
  return "unknown";
}
