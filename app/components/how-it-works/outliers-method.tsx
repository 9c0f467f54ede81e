import { Link } from "react-router";
import { formatDate, formatNumber } from "#domain/format";
import {
  OUTLIER_MIN_COMPARABLE,
  OUTLIER_SIGNAL_DAYS,
  OUTLIER_SIGNAL_MIN_CHANNELS,
  OUTLIER_THRESHOLD,
  OUTLIER_WINDOW_DAYS,
  formatOutlierScore,
  median,
} from "#domain/outlier-score";
import { SHORTS_MAX_SECONDS } from "#domain/video-format";
import { VIEW_COUNTING_ANCHOR, VIEW_COUNT_CHANGE_DAY } from "#domain/view-counting";
import { Formula, ProseSection } from "~/components/guides/prose-section";

export const OUTLIERS_METHOD_SECTION = { id: "outlier-score", title: "Outlier score" } as const;

// The worked example: a long-form upload and the channel's other long-form uploads around it.
const EXAMPLE_VIEWS = 42_000;
const EXAMPLE_OTHERS = [8_000, 9_000, 10_000, 11_000, 12_000];

/** How an outlier score is worked out (domain/outlier-score), with a worked example. */
export function OutliersMethod() {
  const typical = median(EXAMPLE_OTHERS) ?? 0;
  return (
    <ProseSection id={OUTLIERS_METHOD_SECTION.id} title={OUTLIERS_METHOD_SECTION.title}>
      <p>
        An outlier is a video that did far better than its own channel usually does. Other tools rank outliers without saying how;
        this is ours, worked out from the views YouTube reports for each stored video:
      </p>
      <Formula>
        outlier score = the video&rsquo;s views ÷ the median views of the same channel&rsquo;s other uploads of the same format
        published within {OUTLIER_WINDOW_DAYS} days before or after it, on the same side of YouTube&rsquo;s view-count change
      </Formula>
      <ul>
        <li>
          <strong>Same format</strong>: Shorts (up to {SHORTS_MAX_SECONDS / 60} minutes long, YouTube&rsquo;s rule since October
          2024) are compared with Shorts, long-form videos with long-form videos; they reach different audiences. A video whose
          length is unknown gets no score.
        </li>
        <li>
          <strong>The median</strong>, not the average, so one viral upload does not lift the bar for its neighbours; and{" "}
          <strong>the surrounding {OUTLIER_WINDOW_DAYS * 2} days</strong>, so a channel that has grown is compared with what it
          was getting at the time.
        </li>
        <li>
          <strong>Never across YouTube&rsquo;s view-count change</strong>: an upload published before{" "}
          {formatDate(VIEW_COUNT_CHANGE_DAY)} is compared only with uploads published before it, a later one only with later ones
          (<a href={`#${VIEW_COUNTING_ANCHOR}`}>How views are counted</a>). Near that day the window is shorter, so a channel may
          have too few uploads for a score.
        </li>
        <li>
          <strong>Not enough data</strong>: with fewer than {OUTLIER_MIN_COMPARABLE} such uploads to compare with, there is no
          score.
        </li>
        <li>
          <strong>Outlier</strong>: a score of ×{OUTLIER_THRESHOLD} or more. <strong>Signal</strong>: outliers in{" "}
          {OUTLIER_SIGNAL_MIN_CHANNELS} or more different channels of one niche or channel type within {OUTLIER_SIGNAL_DAYS} days;
          one channel&rsquo;s hit alone is noise.
        </li>
        <li>
          Views keep growing after upload, so the newest videos score low until they catch up. &ldquo;Published within&rdquo; on{" "}
          <Link to="/outliers">Outlier Videos</Link> counts back from the newest stored upload.
        </li>
      </ul>
      <p>
        Example: a long-form video with {formatNumber(EXAMPLE_VIEWS)} views; the channel&rsquo;s other long-form uploads of those
        months have {EXAMPLE_OTHERS.map((views) => formatNumber(views)).join(", ")} views. Their median is {formatNumber(typical)}
        , so the score is {formatNumber(EXAMPLE_VIEWS)} ÷ {formatNumber(typical)} ={" "}
        <strong>{formatOutlierScore(EXAMPLE_VIEWS / typical)}</strong>: an outlier.
      </p>
    </ProseSection>
  );
}
