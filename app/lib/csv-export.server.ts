// The members-only CSV downloads (/channel-search/export.csv, /channel-rankings/export.csv):
// who may download, and the streamed response. Records come in batches from the services and
// leave as they are written, so a 10,000-row file never sits whole in memory.
import { stringify } from "csv-stringify/sync";
import { redirect } from "react-router";
import { type CsvColumn, csvHeader, csvRecord, exportFileName } from "#domain/csv-export";
import type { Viewer } from "#server/auth/viewer.server";
import type { Accounts } from "#server/auth/accounts.server";

const EXPORT_SIGN_IN_MESSAGE = "Sign in to export channels as CSV.";

/**
 * The signed-in viewer, or a thrown answer: a browser (it asks for HTML) is sent to sign in and
 * comes back to the download; any other client gets 401 with the reason.
 */
export async function requireExporter(request: Request, accounts: Pick<Accounts, "getViewer">): Promise<Viewer> {
  const viewer = await accounts.getViewer(request);
  if (viewer) return viewer;
  const url = new URL(request.url);
  if ((request.headers.get("Accept") ?? "").includes("text/html")) {
    throw redirect(`/auth?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  }
  throw plainTextError(401, EXPORT_SIGN_IN_MESSAGE);
}

/** A short plain-text answer for a download that cannot be made (a download has no page to show it on). */
export function plainTextError(status: 400 | 401, message: string): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

// RFC 4180: CRLF between records, fields quoted when they hold a comma, quote or line break.
const CSV_OPTIONS = { record_delimiter: "windows" } as const;

/**
 * A streamed text/csv download of `batches`, with the header row first. The first batch is read
 * before the answer starts, so a failing query is an error page, not a truncated file.
 */
export async function csvDownload<Row>(
  kind: string,
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<Row[]>,
): Promise<Response> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  const records = (rows: Row[]) =>
    encoder.encode(
      stringify(
        rows.map((row) => csvRecord(columns, row)),
        CSV_OPTIONS,
      ),
    );
  const first = await iterator.next();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(stringify([csvHeader(columns)], CSV_OPTIONS)));
      if (first.done) controller.close();
      else controller.enqueue(records(first.value));
    },
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(records(next.value));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8; header=present",
      "Content-Disposition": `attachment; filename="${exportFileName(kind, new Date())}"`,
      // A member's file: never kept by a shared cache.
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
