// Faceless Atlas service worker (spec §7: "A service worker is registered at /sw.js").
// It caches static build assets only — the fingerprinted files under /assets/, which never
// change once built. HTML, loader data, the JSON API and anything personal always go to the
// network: this worker does not touch those requests at all.
const CACHE = "faceless-atlas-assets-v1";
const ASSET_PATH = /^\/assets\//;

self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith("faceless-atlas-") && name !== CACHE).map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !ASSET_PATH.test(url.pathname)) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const cached = await cache.match(request);
      if (cached) return cached;
      const response = await fetch(request);
      // Only complete, successful, same-origin answers are kept.
      if (response.ok && response.type === "basic") await cache.put(request, response.clone());
      return response;
    })(),
  );
});
