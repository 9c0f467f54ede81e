import { describe, expect, it } from "vitest";
import { CHANNEL_IMPORT_LIMITS, CHANNEL_IMPORT_MESSAGES } from "#domain/admin/channel-import";
import { parseChannelImportCsv } from "#server/services/channel-import-csv.server";

const ID = "UCqu1etArch1veH1st0ry001";

function rowsOf(text: string) {
  const parsed = parseChannelImportCsv(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed;
}

describe("parseChannelImportCsv", () => {
  it("reads pasted lines, one channel a line, with their line numbers", () => {
    const parsed = rowsOf(`@quietarchive\n\nhttps://www.youtube.com/@midnightmysteries/videos\n${ID}\n`);
    expect(parsed.header).toBeNull();
    expect(parsed.rows).toEqual([
      { line: 1, reference: "@quietarchive" },
      { line: 3, reference: "https://www.youtube.com/@midnightmysteries/videos" },
      { line: 4, reference: ID },
    ]);
  });

  it("uses the column a recognised header names, whatever its case or spacing", () => {
    const parsed = rowsOf(
      `Name,Channel_URL,Notes\nQuiet Archive,https://youtube.com/@quietarchive,"history, calm"\nMysteries,@midnightmysteries,\n`,
    );
    expect(parsed.header).toBe("Channel_URL");
    expect(parsed.rows).toEqual([
      { line: 2, reference: "https://youtube.com/@quietarchive" },
      { line: 3, reference: "@midnightmysteries" },
    ]);
  });

  it("finds the column of references without a header, and takes an unknown header as one", () => {
    expect(rowsOf(`Quiet Archive,@quietarchive\nMysteries,@midnightmysteries\n`).rows.map((r) => r.reference)).toEqual([
      "@quietarchive",
      "@midnightmysteries",
    ]);
    const withHeader = rowsOf(`title;where\nQuiet,@quietarchive\n`.replace(";", ","));
    expect(withHeader.header).toBe("where");
    expect(withHeader.rows).toEqual([{ line: 2, reference: "@quietarchive" }]);
  });

  it("keeps unreadable values (reported as failed) and leaves out repeats of a channel", () => {
    const parsed = rowsOf(`url\n@QuietArchive\nnot a channel\nhttps://www.youtube.com/@quietarchive\n@quietarchive\n`);
    expect(parsed.rows).toEqual([
      { line: 2, reference: "@QuietArchive" },
      { line: 3, reference: "not a channel" },
    ]);
    expect(parsed.skipped.map((s) => [s.line, s.message])).toEqual([
      [4, CHANNEL_IMPORT_MESSAGES.duplicate],
      [5, CHANNEL_IMPORT_MESSAGES.duplicate],
    ]);
  });

  it("strips a byte order mark and quotes", () => {
    expect(rowsOf(`\uFEFFhandle\n"@quietarchive"\n`)).toMatchObject({
      header: "handle",
      rows: [{ line: 2, reference: "@quietarchive" }],
    });
  });

  it("says why it can't use a file", () => {
    expect(parseChannelImportCsv("")).toEqual({ ok: false, message: CHANNEL_IMPORT_MESSAGES.noRows });
    expect(parseChannelImportCsv("url\nhello\nworld\n")).toEqual({ ok: false, message: CHANNEL_IMPORT_MESSAGES.noRows });
    expect(parseChannelImportCsv('url\n"@quietarchive\n')).toEqual({ ok: false, message: CHANNEL_IMPORT_MESSAGES.unreadable });
    const many = Array.from({ length: CHANNEL_IMPORT_LIMITS.maxRows + 1 }, (_, i) => `@channel${i}`).join("\n");
    expect(parseChannelImportCsv(many)).toEqual({ ok: false, message: CHANNEL_IMPORT_MESSAGES.tooManyRows });
    expect(parseChannelImportCsv(`@quietarchive\n${"x".repeat(CHANNEL_IMPORT_LIMITS.maxBytes)}`)).toEqual({
      ok: false,
      message: CHANNEL_IMPORT_MESSAGES.tooLarge,
    });
  });
});
