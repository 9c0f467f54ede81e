import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { AUTH_TIMING } from "#domain/constants";
import { checkSession } from "~/components/auth/session-check";
import { useRootData } from "~/lib/root-data";

/** At most one background session read a minute (focus events come in bursts). */
const MIN_INTERVAL_MS = 60_000;

/**
 * Spec §4: "At start the session is read; if a user exists, the admin check runs after 100 ms.
 * Sign-in or token refresh sets the user and re-checks admin; sign-out clears user and admin flag."
 * Reads the session shortly after start and whenever the window regains focus; when it no longer
 * matches what the page shows (signed out or promoted in another tab), the page data reloads.
 */
export function SessionKeeper() {
  const user = useRootData()?.user ?? null;
  const revalidator = useRevalidator();
  const last = useRef(0);
  const shown = useRef(user);
  shown.current = user;
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    let cancelled = false;
    const run = async () => {
      if (Date.now() - last.current < MIN_INTERVAL_MS) return;
      last.current = Date.now();
      const result = await checkSession();
      if (cancelled || result === "unknown") return;
      const current = shown.current;
      const changed =
        (result?.email ?? null) !== (current?.email ?? null) || (result?.isAdmin ?? false) !== (current?.isAdmin ?? false);
      if (changed) void revalidate.current();
    };
    const timer = window.setTimeout(run, AUTH_TIMING.adminCheckDelayMs);
    const onFocus = () => void run();
    const onVisible = () => {
      if (document.visibilityState === "visible") void run();
    };
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);
  return null;
}
