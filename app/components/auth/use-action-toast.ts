import { useEffect } from "react";
import { showToast } from "~/lib/toast";

/** Shows the toast an action returned (each answer carries a fresh id, so a repeat shows again). */
export function useActionToast(toast: { id: string; kind: "success" | "error" | "info"; message: string } | null | undefined) {
  useEffect(() => {
    if (toast) showToast(toast);
  }, [toast]);
}
