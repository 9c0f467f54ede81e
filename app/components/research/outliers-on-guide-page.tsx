import { Link } from "react-router";
import { ArrowRight } from "~/components/ui/icons";
import { OUTLIER_SIGNAL_MIN_CHANNELS, OUTLIER_THRESHOLD } from "#domain/outlier-score";
import { outliersHref } from "#domain/outlier-search-params";
import type { OutlierSignal } from "#domain/read-models/outliers";
import { OutlierVideoList } from "~/components/research/outlier-video-list";

/**
 * A niche's or a channel type's outliers of the last 30 days, and the signal practitioners look
 * for: outliers in three or more different channels (one channel's hit alone is noise).
 */
export function OutliersOnGuidePage({
  outliers,
  name,
  filter,
  now,
}: {
  outliers: OutlierSignal;
  /** The niche's or type's name, as the page says it. */
  name: string;
  /** The /outliers filter that lists all of them. */
  filter: { niche: string } | { type: string };
  now: number;
}) {
  const { videos, channelCount, signal, days } = outliers;
  const channels = `${channelCount} different ${channelCount === 1 ? "channel" : "channels"}`;
  return (
    <section aria-labelledby="recent-outliers-heading" className="mt-12" data-testid="recent-outliers">
      <h2 id="recent-outliers-heading" className="mb-2 text-2xl font-semibold tracking-tight">
        Outliers of the last {days} days
      </h2>
      <p className="mb-4 max-w-3xl text-sm" data-testid="outlier-signal">
        {signal ? (
          <>
            <strong className="font-semibold text-primary">Signal:</strong> {channels} in {name} had a video at ×
            {OUTLIER_THRESHOLD} or more of their usual views in the last {days} days — something is working here now.
          </>
        ) : videos.length > 0 ? (
          <>
            {channels} in {name} had a video at ×{OUTLIER_THRESHOLD} or more of their usual views in the last {days} days. No
            signal yet: that takes {OUTLIER_SIGNAL_MIN_CHANNELS} different channels.
          </>
        ) : (
          <>
            No video in {name} reached ×{OUTLIER_THRESHOLD} of its channel&rsquo;s usual views in the last {days} days.
          </>
        )}
      </p>
      {videos.length > 0 ? (
        <>
          <OutlierVideoList videos={videos} now={now} asOf={outliers.asOf} />
          <p className="mt-4">
            <Link
              to={outliersHref({ ...filter, within: days })}
              className="group inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline hover:underline-offset-4"
            >
              All outliers in {name}
              <ArrowRight className="card-arrow size-4" aria-hidden="true" />
            </Link>
          </p>
        </>
      ) : null}
    </section>
  );
}
