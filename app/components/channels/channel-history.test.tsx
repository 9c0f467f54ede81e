// The channel page's History around YouTube's view-count change, rendered on the server as a
// visitor without JavaScript (or a screen reader, which the chart is hidden from) gets it.
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { type StatsSnapshot } from "#domain/channel-growth";
import { channelHistory } from "#domain/channel-history";
import { ChannelHistory } from "~/components/channels/channel-history";
import { CompareHistory } from "~/components/channels/compare-history";

const snap = (day: string, subscribers: number, views: number): StatsSnapshot => ({ day, subscribers, views });
const render = (snapshots: StatsSnapshot[]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ChannelHistory history={channelHistory(snapshots)} />
    </MemoryRouter>,
  );
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replace(/\s+/g, " ");

describe("History across YouTube's view-count change", () => {
  it("says in text that views before and after 27 Aug 2026 are not comparable, and links the method", () => {
    const html = render([
      snap("2026-08-01", 20_000, 1_000_000),
      snap("2026-09-01", 21_000, 1_700_000),
      snap("2026-10-01", 22_000, 1_800_000),
    ]);
    expect(text(html)).toContain("YouTube changed how views are counted on Aug 27, 2026");
    expect(html).toContain('href="/how-it-works#view-counting"');
    // Views growth Sep 1 → Oct 1 (+100,000), not across the recount.
    expect(text(html)).toContain("+100,000");
    expect(text(html)).not.toContain("+800,000");
  });

  it("reads 'not comparable' when the latest snapshot is the first since the change; subscribers keep their growth", () => {
    const html = render([snap("2026-08-01", 20_000, 1_000_000), snap("2026-09-01", 21_000, 1_700_000)]);
    expect(text(html)).toContain("Not comparable across YouTube's view-count change");
    expect(text(html)).toContain("+1,000");
    expect(text(html)).not.toContain("+700,000");
  });

  it("says nothing of it when every snapshot is on one side", () => {
    const html = render([snap("2026-10-01", 20_000, 1_000_000), snap("2026-11-01", 21_000, 1_100_000)]);
    expect(html).not.toContain("view-count-change-note");
    expect(text(html)).toContain("+100,000");
  });
});

describe("compare's history", () => {
  it("leaves the subscribers tab (shown first) unmarked: YouTube's change did not touch subscribers", () => {
    const rows = [
      { day: "2026-08-01", values: [1_000_000, 5_000] },
      { day: "2026-09-01", values: [1_700_000, 9_000] },
    ];
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <CompareHistory history={{ subscribers: rows, views: rows }} titles={["A", "B"]} />
      </MemoryRouter>,
    );
    expect(html).toContain("Subscribers by snapshot day");
    expect(html).not.toContain("view-count-change-note");
  });
});
