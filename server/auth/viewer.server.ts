// Who is asking, decided on the server, and the guards protected loaders, actions and API routes call.
import { redirect } from "react-router";
import { displayName } from "#domain/display-name";
import { flashCookie } from "#domain/flash-message";
import { getAuth } from "#server/auth/config.server";

export interface Viewer {
  id: string;
  sessionId: string;
  email: string;
  /** Spec §3: "display_name, else first and last name joined, else first name". */
  fullName: string;
  username: string | null;
  isAdmin: boolean;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  phoneNumber: string | null;
  phoneNumberVerified: boolean;
}

type SessionUser = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  role?: string | null;
  username?: string | null;
  displayUsername?: string | null;
  displayName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  twoFactorEnabled?: boolean | null;
  phoneNumber?: string | null;
  phoneNumberVerified?: boolean | null;
};

/** `sessionId` is the session's id, or "api-token:<id>" for a caller of the API with a personal token. */
export function toViewer(user: SessionUser, sessionId: string): Viewer {
  return {
    id: user.id,
    sessionId,
    email: user.email,
    fullName: displayName(user) ?? user.name,
    username: user.displayUsername ?? user.username ?? null,
    isAdmin: user.role === "admin",
    emailVerified: user.emailVerified,
    twoFactorEnabled: !!user.twoFactorEnabled,
    phoneNumber: user.phoneNumber ?? null,
    phoneNumberVerified: !!user.phoneNumberVerified,
  };
}

// Root, layout and page loaders of one request all ask: read the session once.
const viewerCache = new WeakMap<Request, Promise<Viewer | null>>();

/**
 * The viewer of a page or of Better Auth: the session cookie only. An Authorization header is never read here (a
 * personal API token signs in the JSON API and MCP alone, through getApiViewer in api-viewer.server.ts).
 * Never throws for a bad or expired cookie.
 */
export function getViewer(request: Request): Promise<Viewer | null> {
  let pending = viewerCache.get(request);
  if (!pending) {
    pending = (async () => {
      if (!request.headers.get("cookie")) return null;
      const auth = await getAuth();
      const session = await auth.api.getSession({ headers: request.headers });
      return session ? toViewer(session.user as SessionUser, session.session.id) : null;
    })();
    viewerCache.set(request, pending);
  }
  return pending;
}

function isApiRequest(request: Request): boolean {
  return new URL(request.url).pathname.startsWith("/api/");
}

function jsonError(status: 401 | 403, message: string): Response {
  return Response.json({ error: message }, { status });
}

/** Loaders pass `url`, which hides `.data`. */
function originPath(request: Request, returnTo?: URL | string): string {
  const url =
    returnTo === undefined ? new URL(request.url) : typeof returnTo === "string" ? new URL(returnTo, "http://x") : returnTo;
  return `${url.pathname}${url.search}`;
}

/** Spec §2: "/profile: requires sign-in"; API routes answer 401. */
export async function requireUser(request: Request, returnTo?: URL | string): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (viewer) return viewer;
  if (isApiRequest(request)) throw jsonError(401, "Sign in to continue.");
  throw redirect(`/auth?redirect=${encodeURIComponent(originPath(request, returnTo))}`);
}

export const ADMIN_ONLY_MESSAGE = "That page is for admins.";

/** Spec §4: "No user: redirect to /admin/login carrying the origin path. Non-admin on an admin page: redirect to /." */
export async function requireAdmin(request: Request, returnTo?: URL | string): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) {
    if (isApiRequest(request)) throw jsonError(401, "Sign in to continue.");
    throw redirect(`/admin/login?redirect=${encodeURIComponent(originPath(request, returnTo))}`);
  }
  if (!viewer.isAdmin) {
    if (isApiRequest(request)) throw jsonError(403, "Admins only.");
    // A silent bounce looks like a broken link.
    throw redirect("/", { headers: { "set-cookie": flashCookie("info", ADMIN_ONLY_MESSAGE) } });
  }
  return viewer;
}
