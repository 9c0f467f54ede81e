// The URL patterns of app/routes.ts ("/channel/:slug", "/admin/channels/edit/:channelId", "*"),
// to check that the fuzzer reached every one and to group its findings by route.
type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

export function routePatterns(entries: readonly RouteEntry[], parent = ""): string[] {
  const patterns: string[] = [];
  for (const entry of entries) {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, "/");
    if (entry.index || (entry.path !== undefined && !entry.children)) patterns.push(path === "" ? "/" : path);
    if (entry.children) patterns.push(...routePatterns(entry.children, path));
  }
  return [...new Set(patterns)];
}

/** The most specific pattern that matches `pathname` (static segments before params before "*"). */
export function matchPattern(patterns: readonly string[], pathname: string): string | null {
  const segments = pathname.split("/").filter(Boolean);
  let best: { pattern: string; score: number } | null = null;
  for (const pattern of patterns) {
    const parts = pattern.split("/").filter(Boolean);
    let score = 0;
    let ok = true;
    for (let i = 0; i < Math.max(parts.length, segments.length); i++) {
      const part = parts[i];
      if (part === "*") {
        score += 0;
        break;
      }
      const segment = segments[i];
      if (part === undefined || segment === undefined) {
        ok = false;
        break;
      }
      if (part.startsWith(":")) score += 1;
      else if (part === segment) score += 2;
      else {
        ok = false;
        break;
      }
    }
    if (ok && (!best || score > best.score)) best = { pattern, score };
  }
  return best?.pattern ?? null;
}
