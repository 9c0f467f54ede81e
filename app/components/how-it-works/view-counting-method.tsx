// /how-it-works#view-counting: YouTube's change of how a public view is counted
// (domain/view-counting), what it does to views figures, and what the site does about it. The
// worked example is computed by the domain functions, so the text cannot drift.
import { windowGrowth } from "#domain/channel-growth";
import { formatDate, formatNumber } from "#domain/format";
import { OUTLIER_WINDOW_DAYS } from "#domain/outlier-score";
import { MIN_VIEW_GAIN_DAYS } from "#domain/revenue";
import {
  VIEW_COUNTING_ANCHOR,
  VIEW_COUNT_CHANGE_DAY,
  VIEW_COUNT_CHANGE_SOURCE,
  VIEW_COUNT_RULES,
  VIEW_COUNT_RULE_LABELS,
} from "#domain/view-counting";
import { Formula, ProseSection } from "~/components/guides/prose-section";

export const VIEW_COUNTING_SECTION = { id: VIEW_COUNTING_ANCHOR, title: "How views are counted" } as const;

// A channel with monthly snapshots on both sides of the change: the recount lands between Aug 1 and Sep 1.
const EXAMPLE = [
  { day: "2026-08-01", subscribers: 20_000, views: 1_000_000 },
  { day: "2026-09-01", subscribers: 21_000, views: 1_700_000 },
  { day: "2026-10-01", subscribers: 22_000, views: 1_800_000 },
];

export function ViewCountingMethod() {
  const change = formatDate(VIEW_COUNT_CHANGE_DAY);
  const example = windowGrowth(EXAMPLE);
  const across = EXAMPLE[1]!.views - EXAMPLE[0]!.views;
  return (
    <ProseSection id={VIEW_COUNTING_SECTION.id} title={VIEW_COUNTING_SECTION.title}>
      <p>
        YouTube changed how a public view is counted. The{" "}
        <a href={VIEW_COUNT_CHANGE_SOURCE.url} className="text-primary underline underline-offset-4" rel="noopener noreferrer">
          {VIEW_COUNT_CHANGE_SOURCE.name}
        </a>{" "}
        (entry of {formatDate(VIEW_COUNT_CHANGE_SOURCE.entry)}) says a view now counts as soon as a video starts playing, the same
        way for Shorts and long-form videos; {VIEW_COUNT_CHANGE_SOURCE.note}. Engaged views and the Partner Program&apos;s
        thresholds did not change. View counts step up from that day, so a view count from before {change} and one from after it
        measure different things.
      </p>
      <p>Each snapshot carries the rule of its day (there is nothing to store: the day decides it):</p>
      <ul>
        {VIEW_COUNT_RULES.map((rule) => (
          <li key={rule}>
            <code>{rule}</code>: {VIEW_COUNT_RULE_LABELS[rule]}.
          </li>
        ))}
      </ul>
      <p>What the site does about it:</p>
      <ul>
        <li>
          <strong>Views growth</strong> only compares snapshots counted under the same rule. When the snapshot 30 days before the
          latest is from before {change}, the earliest snapshot since then stands in and the page says over how many days; when
          the latest is the first since the change, views growth reads{" "}
          <em>not comparable across YouTube&apos;s view-count change</em>. Subscribers were not affected and keep their 30-day
          window.
        </li>
        <li>
          <strong>Views a month</strong> in the revenue estimates are the views gained since the change at most; with fewer than{" "}
          {MIN_VIEW_GAIN_DAYS} days of snapshots since then, the labelled lifetime average stands in. Ads are paid on engaged
          views, which did not change, while the public count YouTube reports now includes every started playback: estimates from
          public views since the change may read high.
        </li>
        <li>
          <strong>Outlier scores</strong> compare an upload only with uploads published on the same side of {change} (by its
          Pacific publish day), within {OUTLIER_WINDOW_DAYS} days.
        </li>
        <li>
          <strong>Charts</strong> of views over time draw a dashed line labelled &ldquo;Views counted anew&rdquo; at {change} when
          their dates span it, with a note under the chart saying the same.
        </li>
      </ul>
      <p>
        Example: snapshots of {EXAMPLE.map((s) => `${formatDate(s.day)} (${formatNumber(s.views)} views)`).join(", ")}. Across the
        change views rose by {formatNumber(across)}, mostly YouTube&apos;s recount. Views growth compares{" "}
        {formatDate(example?.viewsFromDay ?? "")} with {formatDate(example?.toDay ?? "")}, both counted the new way:
      </p>
      <Formula>
        views growth = {formatNumber(EXAMPLE[2]!.views)} − {formatNumber(EXAMPLE[1]!.views)} ={" "}
        {formatNumber(example?.views?.change ?? 0)} in {example?.viewsDays} days
      </Formula>
      <p>
        We use the API&apos;s date, {change}. Snapshots of the days just before it may already include some of the new counting: a
        daily history can show the step a day or three early.
      </p>
    </ProseSection>
  );
}
