// Keeps the process's page cache honest: every write to a table that public pages show fires
// a trigger (db/migrations/0003_page-cache-notify.sql) that notifies atlas_catalogue_changed;
// each process listens and drops its cache. On PostgreSQL that reaches every worker and every
// machine; on PGlite the one process hears its own writes. The catalogue reads kept in memory
// (server/services/catalogue-memo.server.ts) follow the same signal.
import { listenToDatabase } from "#db/client.server";
import type { NotificationHandlers, NotificationListener } from "#db/notifications.server";
import type { Logger } from "#server/logger";
import type { PageCache } from "#server/page-cache/page-cache";
import { catalogueMemos } from "#server/services/catalogue-memo.server";

export const CATALOGUE_CHANGED_CHANNEL = "atlas_catalogue_changed";

type Listen = (channel: string, handlers: NotificationHandlers) => Promise<NotificationListener>;

export function watchCatalogueChanges(cache: PageCache, logger: Logger, listen: Listen = listenToDatabase): Promise<NotificationListener> {
  return listen(CATALOGUE_CHANGED_CHANNEL, {
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
  });
}
