// How the link checker requests a link: its settings (LINK_CHECK_* in the environment, tests
// override them) and the probe through server/integrations/http/link-probe.server.ts (ADR 005).
import { getEnv } from "#server/env";
import { DEFAULT_MAX_REDIRECTS, LINK_BUDGET_TIMEOUTS, probeLink, type ProbeResult } from "#server/integrations/http/link-probe.server";

export interface LinkCheckerConfig {
  /** Requests in flight at once (LINK_CHECK_CONCURRENCY). */
  concurrency: number;
  /** Per-request timeout (LINK_CHECK_TIMEOUT_MS). */
  timeoutMs: number;
  /** Let requests reach private and loopback addresses (LINK_CHECK_ALLOW_PRIVATE; tests only). */
  allowPrivate: boolean;
  /** Exact addresses allowed although non-public (tests: a local server playing a public site). */
  allowedAddresses?: readonly string[];
  maxRedirects?: number;
  /** A running run that stored nothing for this long is taken as interrupted. Default: from the timeout. */
  staleAfterMs?: number;
  /** A video's link from its id (default: YouTube's watch page; tests point it at a local server). */
  videoUrl?: (videoId: string) => string;
  /** Where a crashed run's error goes (default: the app logger). */
  onRunError?: (error: unknown, runId: string) => void;
}

export function linkCheckerConfigFromEnv(): LinkCheckerConfig {
  const env = getEnv();
  return { concurrency: env.LINK_CHECK_CONCURRENCY, timeoutMs: env.LINK_CHECK_TIMEOUT_MS, allowPrivate: env.LINK_CHECK_ALLOW_PRIVATE };
}

/** How long a run may store nothing before it is taken as interrupted: the longest one link may take, twice, plus slack for the database. */
export function linkCheckStaleAfterMs(config: LinkCheckerConfig): number {
  return config.staleAfterMs ?? config.timeoutMs * LINK_BUDGET_TIMEOUTS * 2 + 30_000;
}

/** Requests one link with the configured limits. */
export function probeWith(config: LinkCheckerConfig, url: string): Promise<ProbeResult> {
  return probeLink(url, {
    timeoutMs: config.timeoutMs,
    maxRedirects: config.maxRedirects ?? DEFAULT_MAX_REDIRECTS,
    allowPrivate: config.allowPrivate,
    ...(config.allowedAddresses ? { allowedAddresses: config.allowedAddresses } : {}),
  });
}
