import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  CHANNEL_IMPORT_LIMITS,
  CHANNEL_IMPORT_MESSAGES,
  channelCount,
  channelImportPreviewSchema,
  channelImportStartSchema,
  isCsvFile,
  channelImportCost,
} from "#domain/admin/channel-import";

function preview(entries: Record<string, string | File>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(entries)) formData.append(name, value);
  return parseWithZod(formData, { schema: channelImportPreviewSchema });
}

function errorsOf(entries: Record<string, string | File>) {
  const submission = preview(entries);
  return submission.status === "error" ? submission.error : null;
}

const csv = (text: string, name = "channels.csv", type = "text/csv") => new File([text], name, { type });

describe("channelImportPreviewSchema", () => {
  it("takes a CSV file or pasted lines", () => {
    const fromFile = preview({ file: csv("@quietarchive\n"), lines: "" });
    expect(fromFile.status).toBe("success");
    const fromLines = preview({ file: new File([], ""), lines: "@quietarchive\n@midnightmysteries" });
    expect(fromLines.status === "success" && fromLines.value).toEqual({ lines: "@quietarchive\n@midnightmysteries" });
  });

  it("asks for one of the two, not both", () => {
    expect(errorsOf({ file: new File([], ""), lines: "  " })).toEqual({ file: [CHANNEL_IMPORT_MESSAGES.empty] });
    expect(errorsOf({ file: csv("@a"), lines: "@quietarchive" })).toEqual({ lines: [CHANNEL_IMPORT_MESSAGES.both] });
  });

  it("refuses a file that isn't a CSV, or is over 1 MB", () => {
    expect(errorsOf({ file: csv("x", "logo.png", "image/png") })).toEqual({ file: [CHANNEL_IMPORT_MESSAGES.notCsv] });
    expect(errorsOf({ file: csv("x".repeat(CHANNEL_IMPORT_LIMITS.maxBytes + 1)) })).toEqual({
      file: [CHANNEL_IMPORT_MESSAGES.tooLarge],
    });
  });
});

describe("channelImportStartSchema", () => {
  it("needs the previewed text back", () => {
    expect(channelImportStartSchema.safeParse({ csv: "@quietarchive" }).success).toBe(true);
    expect(channelImportStartSchema.safeParse({ csv: " " }).error?.issues[0]?.message).toBe(CHANNEL_IMPORT_MESSAGES.empty);
    expect(channelImportStartSchema.safeParse({}).error?.issues[0]?.message).toBe(CHANNEL_IMPORT_MESSAGES.empty);
  });
});

describe("isCsvFile and channelCount", () => {
  it("knows a CSV by its name or type", () => {
    expect(isCsvFile({ name: "export.CSV", type: "" })).toBe(true);
    expect(isCsvFile({ name: "list.txt", type: "" })).toBe(true);
    expect(isCsvFile({ name: "data", type: "application/vnd.ms-excel" })).toBe(true);
    expect(isCsvFile({ name: "sheet.xlsx", type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" })).toBe(
      false,
    );
  });

  it("counts channels in words", () => {
    expect(channelCount(1)).toBe("1 channel");
    expect(channelCount(1200)).toBe("1,200 channels");
  });
});

describe("channelImportCost", () => {
  it("counts the searches a file will spend, not only the units", () => {
    const cost = channelImportCost([
      "UCqu1etArch1veH1st0ry001",
      "@midnightmysteries",
      "https://www.youtube.com/user/QuietArchive",
      "https://www.youtube.com/c/RainTapesOfficial",
      "not a channel",
    ]);
    // Finding: 1 + 1 + (1–2) + (1–2); storing: 2–3 each; unreadable rows cost nothing.
    expect(cost.units).toEqual({ low: 4 + 8, high: 6 + 12 });
    // Each new channel's top videos is one search; the /c/ name may need one more to be found.
    expect(cost.searches).toEqual({ low: 0, high: 5 });
  });

  it("costs nothing for an empty or unreadable file", () => {
    expect(channelImportCost([])).toEqual({ units: { low: 0, high: 0 }, searches: { low: 0, high: 0 } });
    expect(channelImportCost(["hello", ""])).toEqual({ units: { low: 0, high: 0 }, searches: { low: 0, high: 0 } });
  });
});
