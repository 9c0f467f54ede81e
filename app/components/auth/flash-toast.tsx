import { useEffect } from "react";
import { CLEAR_FLASH_COOKIE } from "#domain/flash-message";
import { useRootData } from "~/lib/root-data";
import { showToast } from "~/lib/toast";

/** Shows the message a redirect left in the flash cookie (once: the id dedupes), then clears it. */
export function FlashToast() {
  const flash = useRootData()?.flash ?? null;
  useEffect(() => {
    if (!flash) return;
    showToast(flash);
    document.cookie = CLEAR_FLASH_COOKIE;
  }, [flash]);
  return null;
}
