// Keeps the page cache honest: a trigger on every table public pages show notifies atlas_catalogue_changed, and
// each process drops its cache (on PostgreSQL every worker and machine hears it). The catalogue memos follow too.
import { listenToDatabase } from "#db/client.server";
import type { NotificationHandlers, NotificationListener } from "#db/notifications.server";
import type { Logger } from "#server/logger";
import type { PageCache } from "#server/page-cache/page-cache";
import { catalogueMemos } from "#server/services/catalogue-memo.server";

export const CATALOGUE_CHANGED_CHANNEL = "atlas_catalogue_changed";

type Listen = (channel: string, handlers: NotificationHandlers) => Promise<NotificationListener>;

export async function watchCatalogueChanges(
  cache: PageCache,
  logger: Logger,
  listen: Listen = listenToDatabase,
): Promise<NotificationListener> {
  // Pages rendered with figures from before a change are dropped once the new figures are ready.
  const stopFollowingMemos = catalogueMemos.onReplacedOld(() => cache.invalidate());
  const listener = await listen(CATALOGUE_CHANGED_CHANNEL, {
    onNotify: (table) => {
      cache.invalidate();
      catalogueMemos.forget();
      logger.debug({ table }, "catalogue changed: page cache cleared");
    },
    onReady: () => {
      cache.trust();
      catalogueMemos.trust();
      logger.debug("listening for catalogue changes: page cache on");
    },
    onLost: () => {
      cache.distrust();
      catalogueMemos.distrust();
      logger.warn("lost the catalogue-change listener: no new pages are cached until it reconnects");
    },
    onError: (error) => logger.warn({ err: error }, "catalogue-change listener error"),
  }).catch((error: unknown) => {
    stopFollowingMemos();
    throw error;
  });
  return {
    close: () => {
      stopFollowingMemos();
      return listener.close();
    },
  };
}
