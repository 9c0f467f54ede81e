// One labelling rule for the API too: every numeric field of what the API says about a channel,
// a niche, a channel type, an idea or an outlier names its source (YouTube data, computed from
// it, or an estimate) and its method, a /how-it-works anchor, in its OpenAPI description.
import { describe, expect, it } from "vitest";
import { OPENAPI_PATH, createApi } from "#server/api/create-api";

type Schema = {
  $ref?: string;
  type?: string | string[];
  description?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Doc = {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> }>>;
  components?: { schemas?: Record<string, Schema> };
};

/** The resources whose figures are labelled; pagination and the like sit outside their schemas. */
const FIGURE_PATHS = /^\/api\/v1\/(channels|niches|channel-types|ideas|outliers)/;
/** The wrapper fields of a list answer: counters of the answer itself, not figures. */
const PAGING = new Set(["page", "limit", "total", "hasMore"]);
const SOURCE = /YouTube data|computed|estimate/i;
const METHOD = /\/how-it-works#[a-z-]+/;

function isNumeric(schema: Schema): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes("number") || types.includes("integer") || (schema.anyOf ?? schema.oneOf ?? []).some(isNumeric);
}

async function openApiDocument(): Promise<Doc> {
  // The document needs no services: the API is built with none.
  const api = createApi({
    services: () => Promise.reject(new Error("no services in this test")),
    getApiViewer: async () => ({ ok: true, viewer: null }),
  });
  return (await (await api.request(`http://localhost${OPENAPI_PATH}`)).json()) as Doc;
}

/** Every numeric field under the figure resources' answers, by its path, with its description. */
function numericFields(doc: Doc): Map<string, string | undefined> {
  const found = new Map<string, string | undefined>();
  const resolve = (schema: Schema): Schema =>
    schema.$ref ? (doc.components?.schemas?.[schema.$ref.split("/").at(-1)!] ?? {}) : schema;
  const walk = (raw: Schema, at: string, seen: Set<string>, parentDescription?: string) => {
    if (raw.$ref) {
      if (seen.has(raw.$ref)) return;
      seen = new Set([...seen, raw.$ref]);
    }
    const schema = resolve(raw);
    const description = raw.description ?? schema.description ?? parentDescription;
    if (isNumeric(schema)) {
      found.set(at, description);
      return;
    }
    for (const [key, child] of Object.entries(schema.properties ?? {})) {
      if (at.split(".").length === 1 && PAGING.has(key)) continue;
      walk(child, `${at}.${key}`, seen);
    }
    if (schema.items) walk(schema.items, `${at}[]`, seen);
    for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
      walk(part, at, seen, description);
  };
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (!FIGURE_PATHS.test(path)) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const schema = operation.responses?.["200"]?.content?.["application/json"]?.schema;
      if (schema) walk(schema, `${method.toUpperCase()} ${path}`, new Set());
    }
  }
  return found;
}

describe("the OpenAPI document's figures", () => {
  it("every numeric field of a channel, niche, channel type, idea or outlier names its source and its /how-it-works method", async () => {
    const fields = numericFields(await openApiDocument());
    expect(fields.size).toBeGreaterThan(20);
    const unlabelled = [...fields]
      .filter(([, description]) => !description || !SOURCE.test(description) || !METHOD.test(description))
      .map(([field, description]) => `${field}: ${description ?? "(no description)"}`);
    expect(unlabelled).toEqual([]);
  });
});
