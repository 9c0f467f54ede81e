import { useEffect } from "react";
import { toast } from "sonner";
import { CLEAR_FLASH_COOKIE, type FlashMessage } from "~/components/auth/flash-message";
import { useRootData } from "~/lib/root-data";

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

export function showToast({ id, kind, message }: Pick<FlashMessage, "kind" | "message"> & { id?: string }) {
  const options = id ? { id } : undefined;
  if (kind === "success") toast.success(message, options);
  else if (kind === "error") toast.error(message, options);
  else toast(message, options);
}
