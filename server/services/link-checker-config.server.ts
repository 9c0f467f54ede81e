// Link checker settings (LINK_CHECK_* env, overridable by tests) and its probe (ADR 005).
import { getEnv } from "#server/env";
import {
  DEFAULT_MAX_REDIRECTS,
  LINK_BUDGET_TIMEOUTS,
  probeLink,
  type ProbeResult,
} from "#server/integrations/http/link-probe.server";

export interface LinkCheckerConfig {
  concurrency: number;
  timeoutMs: number;
  /** Tests only. */
  allowPrivate: boolean;
  /** Tests: a local server playing a public site. */
  allowedAddresses?: readonly string[];
  maxRedirects?: number;
  staleAfterMs?: number;
  videoUrl?: (videoId: string) => string;
  onRunError?: (error: unknown, runId: string) => void;
}

export function linkCheckerConfigFromEnv(): LinkCheckerConfig {
  const env = getEnv();
  return {
    concurrency: env.LINK_CHECK_CONCURRENCY,
    timeoutMs: env.LINK_CHECK_TIMEOUT_MS,
    allowPrivate: env.LINK_CHECK_ALLOW_PRIVATE,
  };
}

/** The longest one link may take, twice, plus slack for the database. */
export function linkCheckStaleAfterMs(config: LinkCheckerConfig): number {
  return config.staleAfterMs ?? config.timeoutMs * LINK_BUDGET_TIMEOUTS * 2 + 30_000;
}

export function probeWith(config: LinkCheckerConfig, url: string): Promise<ProbeResult> {
  return probeLink(url, {
    timeoutMs: config.timeoutMs,
    maxRedirects: config.maxRedirects ?? DEFAULT_MAX_REDIRECTS,
    allowPrivate: config.allowPrivate,
    ...(config.allowedAddresses ? { allowedAddresses: config.allowedAddresses } : {}),
  });
}
