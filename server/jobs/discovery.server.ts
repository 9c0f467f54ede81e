// The discovery job: the admin's queries through search.list within the search allowance, new channels read and
// queued with suggestions. Rejected ones stay rejected; the longest-waiting queries go first, so a small
// allowance still reaches every query over a few days.
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "#db/database";
import { channelTypes, niches, youtubeChannels } from "#db/schema/catalogue";
import { type CandidateFinding, discoveryCandidates, discoveryQueries } from "#db/schema/discovery";
import type { JobRunError } from "#db/schema/operations";
import { DISCOVERY_LIMITS, searchCallsOf } from "#domain/admin/discovery";
import { suggestForCandidate, type SuggestionNiche } from "#domain/admin/discovery-suggestions";
import { youtubeErrorMessage } from "#domain/youtube-errors";
import { isYoutubeApiError } from "#server/integrations/youtube/youtube-api-error.server";
import type { YoutubeChannel, YoutubeClient } from "#server/integrations/youtube/youtube-client.server";
import {
  type JobContext,
  type JobDefinition,
  type JobRunRow,
  activeRun,
  claimRun,
  finishRun,
  getRun,
  launchRun,
  listRuns,
} from "#server/jobs/job-runner.server";
import { type AuditActor, recordAudit } from "#server/services/audit.server";

/** No progress for this long: another process died mid-run. */
const DISCOVERY_STALE_AFTER_MS = 15 * 60 * 1000;

/** The details (a database error's SQL) go to the server log only. */
const UNEXPECTED_RUN_ERROR =
  "Discovery stopped on an unexpected error; the server log has the details. The candidates queued before it are kept.";

export function discoveryJob(): JobDefinition {
  return { name: "discovery", lockKey: 7_406_151_011, staleAfterMs: () => DISCOVERY_STALE_AFTER_MS };
}

type QueryRow = typeof discoveryQueries.$inferSelect;

export interface DiscoveryRun {
  id: string;
  status: "running" | "succeeded" | "failed";
  itemsTotal: number;
  itemsDone: number;
  itemsFailed: number;
  unitsSpent: number;
  notes: JobRunError[];
  startedAt: Date;
  finishedAt: Date | null;
  triggeredByEmail: string | null;
}

function toRun(row: JobRunRow): DiscoveryRun {
  const { id, status, itemsTotal, itemsDone, itemsFailed, unitsSpent, errors, startedAt, finishedAt, triggeredByEmail } = row;
  return { id, status, itemsTotal, itemsDone, itemsFailed, unitsSpent, notes: errors, startedAt, finishedAt, triggeredByEmail };
}

export type DiscoveryStart = { kind: "started" | "running"; run: DiscoveryRun } | { kind: "no-queries" };

export interface DiscoveryJobOptions {
  searchCallsPerRun?: number;
  searchCallsLeft: () => Promise<number>;
}

async function searchQuery(youtube: YoutubeClient, query: QueryRow): Promise<Map<string, CandidateFinding>> {
  const found = new Map<string, CandidateFinding>();
  const at = new Date().toISOString();
  const options = { max: DISCOVERY_LIMITS.resultsPerSearch, regionCode: query.regionCode ?? undefined };
  if (query.searchKind !== "videos") {
    for (const channel of await youtube.searchChannels(query.query, options)) {
      found.set(channel.channelId, { queryId: query.id, query: query.query, via: "channel", at });
    }
  }
  if (query.searchKind !== "channels") {
    for (const video of (await youtube.searchVideos(query.query, options)).videos) {
      if (!video.channelId || found.has(video.channelId)) continue;
      found.set(video.channelId, { queryId: query.id, query: query.query, via: "video", videoTitle: video.title, at });
    }
  }
  return found;
}

/** The newest upload titles, which the classifier reads beside the channel's own text (one playlistItems call). */
export async function recentTitlesOf(youtube: YoutubeClient, channel: YoutubeChannel): Promise<string[]> {
  if (!channel.uploadsPlaylistId) return [];
  try {
    const page = await youtube.listUploads(channel.uploadsPlaylistId, { max: DISCOVERY_LIMITS.recentTitles });
    return page.items.map((item) => item.title).filter((title): title is string => Boolean(title));
  } catch (error) {
    // An empty or removed uploads playlist is not a reason to drop the candidate.
    if (isYoutubeApiError(error) && error.code === "notFound") return [];
    throw error;
  }
}

/** A candidate's copy of what YouTube says of the channel, as discovery and a held import store it. */
export function candidateChannelFields(channel: YoutubeChannel, recentTitles: string[]) {
  return {
    title: channel.title,
    description: channel.description,
    handle: channel.handle,
    thumbnailUrl: channel.thumbnailUrl,
    country: channel.country,
    keywords: channel.keywords,
    recentTitles,
    subscribers: channel.subscriberCount,
    views: channel.viewCount,
    videoCount: channel.videoCount,
  };
}

export function createDiscoveryJob(db: Database, youtubeClient: () => YoutubeClient, options: DiscoveryJobOptions) {
  const job = discoveryJob();
  const callsPerRun = options.searchCallsPerRun ?? DISCOVERY_LIMITS.searchCallsPerRun;

  async function pickQueries(): Promise<QueryRow[]> {
    const all = await db
      .select()
      .from(discoveryQueries)
      .orderBy(sql`${discoveryQueries.lastRunAt} asc nulls first`, asc(discoveryQueries.createdAt));
    let budget = Math.min(callsPerRun, await options.searchCallsLeft());
    const picked: QueryRow[] = [];
    for (const query of all) {
      const cost = searchCallsOf(query.searchKind);
      if (cost > budget) continue;
      picked.push(query);
      budget -= cost;
    }
    return picked;
  }

  async function sortOutKnown(findings: Map<string, CandidateFinding[]>): Promise<string[]> {
    const ids = [...findings.keys()];
    if (ids.length === 0) return [];
    const inCatalogue = new Set(
      (
        await db
          .select({ id: youtubeChannels.youtubeChannelId })
          .from(youtubeChannels)
          .where(and(isNotNull(youtubeChannels.youtubeChannelId), inArray(youtubeChannels.youtubeChannelId, ids)))
      ).map((row) => row.id),
    );
    const known = await db
      .select({
        id: discoveryCandidates.id,
        youtubeChannelId: discoveryCandidates.youtubeChannelId,
        foundBy: discoveryCandidates.foundBy,
      })
      .from(discoveryCandidates)
      .where(inArray(discoveryCandidates.youtubeChannelId, ids));
    for (const candidate of known) {
      const added = (findings.get(candidate.youtubeChannelId) ?? []).filter(
        (finding) => !candidate.foundBy.some((old) => old.queryId === finding.queryId && old.via === finding.via),
      );
      if (added.length > 0)
        await db
          .update(discoveryCandidates)
          .set({ foundBy: [...candidate.foundBy, ...added], updatedAt: new Date() })
          .where(eq(discoveryCandidates.id, candidate.id));
    }
    const knownIds = new Set(known.map((candidate) => candidate.youtubeChannelId));
    return ids.filter((id) => !inCatalogue.has(id) && !knownIds.has(id));
  }

  async function body({ runId, progress, signal }: JobContext, queries: QueryRow[]): Promise<void> {
    const youtube = youtubeClient();
    const notes: JobRunError[] = [];
    let done = 0;
    let failed = 0;
    const counts = () => ({ itemsDone: done, itemsFailed: failed, unitsSpent: youtube.spent.default, errors: [...notes] });
    const findings = new Map<string, CandidateFinding[]>();
    const newByQuery = new Map<string, number>();
    let stopReason: string | null = null;

    for (const query of queries) {
      if (signal.aborted) break;
      try {
        for (const [channelId, finding] of await searchQuery(youtube, query)) {
          findings.set(channelId, [...(findings.get(channelId) ?? []), finding]);
        }
        await db.update(discoveryQueries).set({ lastRunAt: new Date() }).where(eq(discoveryQueries.id, query.id));
        done += 1;
      } catch (error) {
        if (!isYoutubeApiError(error)) throw error;
        failed += 1;
        notes.push({ item: query.query, message: youtubeErrorMessage(error) });
        // A spent allowance or a refused key ends the searching; what was found is still read.
        if (error.code === "quotaExceeded" || error.code === "badKey" || error.code === "notConfigured") {
          stopReason = youtubeErrorMessage(error);
          break;
        }
      }
      await progress(counts());
    }

    const fresh = await sortOutKnown(findings);
    let added = 0;
    if (fresh.length > 0 && !signal.aborted) {
      const nicheRows: SuggestionNiche[] = await db.select({ id: niches.id, name: niches.name }).from(niches);
      // An instance may not carry every type.
      const knownTypes = new Set((await db.select({ id: channelTypes.id }).from(channelTypes)).map((row) => row.id));
      try {
        for (const channel of await youtube.getChannels(fresh)) {
          if (signal.aborted) break;
          const recentTitles = await recentTitlesOf(youtube, channel);
          const channelFindings = findings.get(channel.id) ?? [];
          const firstQuery = queries.find((query) => query.id === channelFindings[0]?.queryId) ?? null;
          const suggestion = suggestForCandidate(
            {
              title: channel.title,
              description: channel.description,
              keywords: channel.keywords,
              recentTitles,
              country: channel.country,
              defaultLanguage: channel.defaultLanguage,
            },
            nicheRows,
            firstQuery ? { channelTypeId: firstQuery.channelTypeId, nicheId: firstQuery.nicheId } : null,
          );
          const inserted = await db
            .insert(discoveryCandidates)
            .values({
              youtubeChannelId: channel.id,
              ...candidateChannelFields(channel, recentTitles),
              suggestedTypeId: suggestion.typeId && knownTypes.has(suggestion.typeId) ? suggestion.typeId : null,
              typeConfidence: suggestion.typeConfidence,
              typeEvidence: suggestion.typeEvidence,
              suggestedNicheId: suggestion.nicheId,
              nicheConfidence: suggestion.nicheConfidence,
              nicheEvidence: suggestion.nicheEvidence,
              suggestedCountry: suggestion.country,
              faceless: suggestion.faceless,
              facelessEvidence: suggestion.facelessEvidence,
              foundBy: channelFindings,
            })
            // Another run queued it meanwhile: theirs stands.
            .onConflictDoNothing({ target: discoveryCandidates.youtubeChannelId })
            .returning({ id: discoveryCandidates.id });
          if (inserted.length > 0) {
            added += 1;
            for (const finding of channelFindings) newByQuery.set(finding.queryId, (newByQuery.get(finding.queryId) ?? 0) + 1);
          }
          await progress(counts());
        }
      } catch (error) {
        if (!isYoutubeApiError(error)) throw error;
        stopReason ??= youtubeErrorMessage(error);
      }
    }
    for (const [queryId, count] of newByQuery) {
      await db
        .update(discoveryQueries)
        .set({ candidatesFound: sql`${discoveryQueries.candidatesFound} + ${count}` })
        .where(eq(discoveryQueries.id, queryId));
    }
    if (stopReason) notes.push({ message: `Stopped early: ${stopReason}` });
    notes.push({
      message: `${added} new ${added === 1 ? "candidate" : "candidates"} from ${findings.size} ${findings.size === 1 ? "channel" : "channels"} found.`,
    });
    await finishRun(db, runId, { ...counts(), status: "succeeded" });
  }

  async function claim(actor: AuditActor | null) {
    const queries = await pickQueries();
    const outcome = await claimRun<"no-queries">(db, job, {
      prepare: async () =>
        queries.length === 0 ? { skip: "no-queries" as const } : { itemsTotal: queries.length, triggeredBy: actor?.id ?? null },
      onCreated: actor
        ? (tx, run) =>
            recordAudit(tx, actor, {
              action: "discover",
              entityType: "job",
              entityId: run.id,
              after: { queries: queries.map((query) => query.query) },
            })
        : undefined,
    });
    return { outcome, queries };
  }

  const readRun = async (runId: string): Promise<DiscoveryRun | null> => {
    const row = await getRun(db, job, runId);
    return row ? toRun(row) : null;
  };

  return {
    job,
    async start(actor: AuditActor): Promise<DiscoveryStart> {
      const { outcome, queries } = await claim(actor);
      if (outcome.kind === "skipped") return { kind: "no-queries" };
      if (outcome.kind === "claimed") {
        launchRun(db, outcome.runId, (context) => body(context, queries), {
          failure: () => ({ message: UNEXPECTED_RUN_ERROR }),
          keepErrors: true,
        });
      }
      const run = await readRun(outcome.runId);
      if (!run) throw new Error("The discovery run vanished");
      return { kind: outcome.kind === "claimed" ? "started" : "running", run };
    },

    async runNow(signal?: AbortSignal): Promise<DiscoveryRun | null> {
      const { outcome, queries } = await claim(null);
      if (outcome.kind !== "claimed") return null;
      launchRun(db, outcome.runId, (context) => body(context, queries), {
        signal,
        failure: () => ({ message: UNEXPECTED_RUN_ERROR }),
        keepErrors: true,
      });
      await activeRun(outcome.runId);
      return readRun(outcome.runId);
    },

    readRun,
    async recentRuns(limit = 5): Promise<DiscoveryRun[]> {
      return (await listRuns(db, job, { limit })).map(toRun);
    },
  };
}
