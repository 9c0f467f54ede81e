import {
  LIFE_STAGES,
  LIFE_STAGE_LABELS,
  LIFE_STAGE_RULES,
  STAGE_MIN_CHANNELS,
  STAGE_MIN_UPLOADS,
  STAGE_WINDOW_DAYS,
} from "#domain/niche-stage";
import { VERDICT_LABELS, VERDICT_REASONS_SHOWN, VERDICT_RULES, VERDICT_RULE_ORDER } from "#domain/niche-verdict";
import { OUTLIER_THRESHOLD } from "#domain/outlier-score";
import { Formula, ProseSection } from "~/components/guides/prose-section";

export const VERDICT_METHOD_SECTION = { id: "verdict", title: "Verdicts and life stages" };

/** /how-it-works: how "Should I start this?" is answered for a niche, a type or a niche × format. */
export function VerdictMethod() {
  return (
    <ProseSection id={VERDICT_METHOD_SECTION.id} title={VERDICT_METHOD_SECTION.title}>
      <p>
        Niche, type and idea pages answer <strong>&ldquo;Should I start this?&rdquo;</strong> with a verdict and a life stage,
        each shown with its three strongest reasons, what would change it and the evidence. Every term is a rate or a median (per
        channel or per upload), read against the whole directory in the same window, so it neither grows with the size of the
        directory nor with how young the uploads are. They are estimates, recomputed whenever the catalogue changes.
      </p>
      <p>
        <strong>The evidence.</strong> Two windows of {STAGE_WINDOW_DAYS} days: the last one, ending at the newest upload old
        enough to score, and the one before it. In each: the channels with a scored upload, how many of them had an outlier (×
        {OUTLIER_THRESHOLD} or more, see <a href="#outlier-score">Outlier score</a>) and whether chance explains that many (the{" "}
        <a href="#outlier-signal">outlier signal</a>); the median outlier score of the uploads against the directory&rsquo;s (the
        multiple); and the share of the directory&rsquo;s uploads, now against before (supply).
      </p>
      <Formula>multiple = median score of the group&rsquo;s uploads ÷ median score of the directory&rsquo;s</Formula>
      <p>
        <strong>Life stages</strong>, the first that holds:
      </p>
      <ul>
        {LIFE_STAGES.map((stage) => (
          <li key={stage}>
            <strong>{LIFE_STAGE_LABELS[stage]}</strong>: {LIFE_STAGE_RULES[stage]}
          </li>
        ))}
      </ul>
      <p>
        <strong>Verdicts</strong>, the first that holds:
      </p>
      <ul>
        {VERDICT_RULE_ORDER.map((verdict) => (
          <li key={verdict}>
            <strong>{VERDICT_LABELS[verdict]}</strong>: {VERDICT_RULES[verdict]}
          </li>
        ))}
      </ul>
      <p>
        Below a floor of data there is no stage and no verdict, only <strong>not enough data</strong> and why: fewer than{" "}
        {STAGE_MIN_CHANNELS} channels with scored uploads, or fewer than {STAGE_MIN_UPLOADS} scored uploads, in either window. A
        format within a niche (a niche × type) is judged on that niche&rsquo;s channels of that format alone, so it often has too
        few. The {VERDICT_REASONS_SHOWN} reasons shown are the one that decided first, then those pointing the same way.
      </p>
      <p>
        <strong>Worked example.</strong> In a directory where 100 of 1,000 uploading channels had an outlier in the last{" "}
        {STAGE_WINDOW_DAYS} days, a niche with 12 of 30 after 3 of 30 before is Emerging: at the other 970 channels&rsquo; rate
        (88 of 970) chance expects 2.7 of 30, and gives 12 or more less than 1 time in 10,000. If 4 of its 10 channels started in
        the last 12 months passed 1,000 subscribers and its monetization risk is low: Enter. The same niche at a high monetization
        risk: Enter with a twist.
      </p>
    </ProseSection>
  );
}
