// The services a request may use, bound to the database. Loaders, actions and
// the JSON API all go through these, never through our own HTTP API.
import type { Database } from "#db/client.server";
import { createCatalogueService } from "#server/services/catalogue.server";

export function createServices(db: Database) {
  return {
    catalogue: createCatalogueService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
