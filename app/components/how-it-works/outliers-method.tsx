import { Link } from "react-router";
import { formatDate, formatNumber } from "#domain/format";
import {
  OUTLIER_REPEATS_ANCHOR,
  REPEAT_MIN_SCORE,
  REPEAT_WINDOW_DAYS,
  buildRepeatIndex,
  describeRepeats,
  repeatChannels,
} from "#domain/outlier-repeats";
import {
  OUTLIER_MIN_AGE_DAYS,
  OUTLIER_MIN_COMPARABLE,
  OUTLIER_THRESHOLD,
  OUTLIER_WINDOW_DAYS,
  formatOutlierScore,
  median,
} from "#domain/outlier-score";
import {
  OUTLIER_SIGNAL_DAYS,
  OUTLIER_SIGNAL_MAX_CHANCE,
  OUTLIER_SIGNAL_MIN_BASE_CHANNELS,
  OUTLIER_SIGNAL_MIN_CHANNELS,
  formatChance,
  readOutlierSignal,
} from "#domain/outlier-signal";
import { VIDEO_AGES } from "#domain/video-ages";
import { BEYOND_AUDIENCE, CHANNEL_SIZE_BANDS, YOUNG_CHANNEL } from "#domain/outlier-filters";
import { SHORTS_MAX_SECONDS } from "#domain/video-format";
import { VIEW_COUNTING_ANCHOR, VIEW_COUNT_CHANGE_DAY } from "#domain/view-counting";
import { Formula, ProseSection } from "~/components/guides/prose-section";

export const OUTLIERS_METHOD_SECTION = { id: "outlier-score", title: "Outlier score" } as const;
/** Where the signal's method is, for the niche and type pages' link. */
export const OUTLIER_SIGNAL_ANCHOR = "outlier-signal";

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
          <strong>Outlier</strong>: a score of ×{OUTLIER_THRESHOLD} or more.
        </li>
        <li>
          <strong>At equal age</strong>: views keep arriving for weeks after upload, so a video is compared with its peers at the
          same age wherever the daily refresh read them at a fixed age ({VIDEO_AGES.join(", ")} days after publishing): its views
          at N days against the median of the others&rsquo; views at N days, at the oldest age read for the video and at least{" "}
          {OUTLIER_MIN_COMPARABLE} of its peers. A score says which it compared: &ldquo;at 7 days&rdquo;, or &ldquo;on lifetime
          views&rdquo; where no such readings exist (uploads from before the channel was refreshed daily, and the demo
          catalogue&rsquo;s older uploads).
        </li>
        <li>
          <strong>Too new to score</strong>: on lifetime views, an upload under {OUTLIER_MIN_AGE_DAYS} days old when its views
          were read gets no score, and is not one of the uploads others are compared with (its first views would make it look like
          a flop and lower its neighbours&rsquo; median). It is scored as soon as it is read at a fixed age beside enough peers,
          or at the channel&rsquo;s next refresh after its first week. &ldquo;Published within&rdquo; on{" "}
          <Link to="/outliers">Outlier Videos</Link> counts back from the newest scored upload.
        </li>
        <li>
          <strong>The baseline it beat</strong>: each outlier shows the views it was compared on and the median of its peers
          (&ldquo;at 7 days: 18K views, usual 4.1K&rdquo;), so the multiple can be checked.
        </li>
      </ul>
      <p>
        Example: a long-form video with {formatNumber(EXAMPLE_VIEWS)} views; the channel&rsquo;s other long-form uploads of those
        months have {EXAMPLE_OTHERS.map((views) => formatNumber(views)).join(", ")} views. Their median is {formatNumber(typical)}
        , so the score is {formatNumber(EXAMPLE_VIEWS)} ÷ {formatNumber(typical)} ={" "}
        <strong>{formatOutlierScore(EXAMPLE_VIEWS / typical)}</strong>: an outlier.
      </p>
      <RepeatsMethod />
      <SignalMethod />
    </ProseSection>
  );
}

// The worked example of repeats: the outlier on day 0, other channels' ×2 uploads by day (one
// channel twice, one too late, one of another type).
const REPEAT_EXAMPLE = [
  { channelId: "own", day: 0, type: "documentary_story" },
  { channelId: "a", day: -40, type: "documentary_story" },
  { channelId: "a", day: 12, type: "documentary_story" },
  { channelId: "b", day: 75, type: "documentary_story" },
  { channelId: "c", day: 120, type: "documentary_story" },
  { channelId: "d", day: 5, type: "text_to_speech" },
];

const SMALL_CHANNELS = CHANNEL_SIZE_BANDS.find((band) => band.key === "100k-or-less")!;

function RepeatsMethod() {
  const count = repeatChannels(buildRepeatIndex(REPEAT_EXAMPLE), { type: "documentary_story", day: 0 });
  return (
    <>
      <h3 id={OUTLIER_REPEATS_ANCHOR} className="scroll-mt-24 text-lg font-semibold">
        Repeated by other channels: the format, not the audience
      </h3>
      <p>
        One outlier can be luck, or one channel&rsquo;s loyal audience. Each outlier says how many other channels of the same
        channel type (the format: documentary, text-to-speech, and so on) had an upload scoring ×{REPEAT_MIN_SCORE} or more of
        their own usual views published within {REPEAT_WINDOW_DAYS} days before or after it. A channel counts once however many
        such uploads it had; the outlier&rsquo;s own channel never counts. The counts are rebuilt whenever the directory changes;
        a video scored since then shows none until they are.
      </p>
      <p>
        Example: a documentary outlier; one other documentary channel had ×{REPEAT_MIN_SCORE} uploads 40 days before and 12 days
        after it, a second one 75 days after, a third one only 120 days after, and a text-to-speech channel one 5 days after. The
        row reads <strong>&ldquo;{describeRepeats(count)}&rdquo;</strong>: the third channel is outside the {REPEAT_WINDOW_DAYS}{" "}
        days and the text-to-speech channel is another format. On <Link to="/outliers">Outlier Videos</Link>, the filters &ldquo;
        {SMALL_CHANNELS.label}&rdquo;, &ldquo;{YOUNG_CHANNEL.label}&rdquo; and &ldquo;{BEYOND_AUDIENCE.label}&rdquo; find hits a
        large audience cannot explain.
      </p>
    </>
  );
}

// The worked example of the signal: a niche of 27 channels that uploaded this month, where the rest
// of the directory had an outlier on 420 of 2,700 channels.
const SIGNAL_OTHERS = { active: 2_700, withOutlier: 420 };
const SIGNAL_GROUP = 27;

function SignalMethod() {
  const reading = (withOutlier: number) =>
    readOutlierSignal(
      { active: SIGNAL_GROUP, withOutlier },
      { active: SIGNAL_OTHERS.active + SIGNAL_GROUP, withOutlier: SIGNAL_OTHERS.withOutlier + withOutlier },
    );
  const few = reading(4);
  const firstSignal = Array.from({ length: SIGNAL_GROUP }, (_, k) => k + 1).find((k) => reading(k).signal) ?? SIGNAL_GROUP;
  const many = reading(firstSignal);
  return (
    <>
      <h3 id={OUTLIER_SIGNAL_ANCHOR} className="scroll-mt-24 text-lg font-semibold">
        The signal on niche and type pages
      </h3>
      <p>
        Every channel has a hit now and then, so a few channels with outliers in one niche is what chance gives. The signal
        compares a niche or channel type with the rest of the directory:
      </p>
      <Formula>
        chance = how often {"n"} channels, each with an outlier at the rest of the directory&rsquo;s rate, give {"k"} or more
        (binomial), where n is the niche&rsquo;s channels with a scored upload in the last {OUTLIER_SIGNAL_DAYS} days and k those
        of them with an outlier
      </Formula>
      <ul>
        <li>
          <strong>Signal</strong>: chance below {OUTLIER_SIGNAL_MAX_CHANCE * 100}%, and at least {OUTLIER_SIGNAL_MIN_CHANNELS}{" "}
          channels (one channel&rsquo;s hit is noise). Tested this way, a directory of random hits shows a signal on about one
          niche or type page in a hundred.
        </li>
        <li>
          <strong>The rate</strong> comes from every other channel that uploaded in those days; with fewer than{" "}
          {OUTLIER_SIGNAL_MIN_BASE_CHANNELS} of them there is no signal.
        </li>
        <li>
          <strong>The {OUTLIER_SIGNAL_DAYS} days</strong> count back from the newest scored upload; each page also shows its
          outlier rate by month beside the whole directory&rsquo;s.
        </li>
      </ul>
      <p>
        Example: elsewhere {formatNumber(SIGNAL_OTHERS.withOutlier)} of {formatNumber(SIGNAL_OTHERS.active)} channels had an
        outlier this month, so chance gives a niche of {SIGNAL_GROUP} about {(few.expected ?? 0).toFixed(1)}. Four is no signal
        (chance gives four or more {formatChance(few.chance ?? 1)}); {firstSignal} is the first count chance gives less than{" "}
        {OUTLIER_SIGNAL_MAX_CHANCE * 100}% of the time ({formatChance(many.chance ?? 0)}): <strong>a signal</strong>.
      </p>
    </>
  );
}
