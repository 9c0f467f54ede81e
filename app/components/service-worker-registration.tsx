import { useEffect } from "react";

/** Where the worker lives (public/sw.js). It caches /assets/* only, never pages or personal data. */
const SERVICE_WORKER_PATH = "/sw.js";

/** Registers the service worker once the page has loaded (spec §7: "A service worker is registered at /sw.js"). */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const register = () => {
      navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: "/" }).catch(() => {
        // An offline cache is a bonus; the site works the same without it.
      });
    };
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
    return () => window.removeEventListener("load", register);
  }, []);
  return null;
}
