import { AccessGuardOverlay } from "~/components/auth/access-guard-overlay";
import { FlashToast } from "~/components/auth/flash-toast";
import { SessionKeeper } from "~/components/auth/session-keeper";

/** The accounts' pieces that live in the browser for every page (mounted once by the root). */
export function AuthClient() {
  return (
    <>
      <FlashToast />
      <SessionKeeper />
      <AccessGuardOverlay />
    </>
  );
}
