// /how-it-works#monetization-risk: the one risk figure, its two inputs and the rule that combines
// them (domain/monetization-risk), and the policy signal of every format (domain/policy-risk).
import { Link } from "react-router";
import type { PolicyRiskView } from "#domain/policy-risk";
import { MONETIZATION_RISK_NAME } from "#domain/monetization-risk-words";
import { Formula, ProseSection } from "~/components/guides/prose-section";
import { PolicySignalBadge } from "~/components/research/monetization-risk-panel";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";

export const MONETIZATION_RISK_SECTION = { id: "monetization-risk", title: MONETIZATION_RISK_NAME };

export function MonetizationRiskMethod({ risks }: { risks: PolicyRiskView[] }) {
  return (
    <ProseSection id={MONETIZATION_RISK_SECTION.id} title={MONETIZATION_RISK_SECTION.title}>
      <p>
        Each niche, channel type, idea and channel shows one risk figure, its <strong>monetization risk</strong>: how likely a
        channel there is to lose its ad revenue, as <strong>low</strong>, <strong>medium</strong> or <strong>high</strong>. It has
        two inputs, and the page shows both:
      </p>
      <ul>
        <li>
          <strong>The editorial rating</strong> of the niche: an admin&rsquo;s judgement of its topic (how advertiser-friendly it
          is, how often its material draws copyright claims). It is not measured. The page says who set it and when, from the
          audit log of admin edits; a niche no admin has changed since it was added says so. A channel type has no editorial
          rating; an idea or a channel takes its niche&rsquo;s.
        </li>
        <li>
          <strong>The computed policy signal</strong> of the format, from the table below: <strong>none known</strong> counts as
          low, <strong>watch</strong> as medium, <strong>high</strong> as high. A niche spans several formats and a creator picks
          one, so a niche takes its safest suitable format, and its page names the formats that would raise the figure.
        </li>
      </ul>
      <Formula>monetization risk = the higher of (editorial rating, policy signal of the format)</Formula>
      <p>
        Either input alone can cost a channel its ad revenue, so neither is averaged away: a safe format does not make a risky
        topic safe, nor the other way round. <strong>Worked example:</strong> a niche rated low whose formats are Whiteboard
        Explainer (no known signal: low) and Stock Footage &amp; Voiceover (high) is low, and its page says Stock Footage &amp;
        Voiceover would make it high. A niche rated high is high whatever the format; one rated low whose formats are all
        &ldquo;watch&rdquo; is medium. The opportunity score reads this figure as its{" "}
        <a href="#opportunity-score">{MONETIZATION_RISK_NAME.toLowerCase()} term</a>.
      </p>
      {/* "policy-risk": links made before the figure had one name land on the formats' table. */}
      <h3 id="policy-risk" className="scroll-mt-24 text-lg font-semibold">
        Policy signals of the formats
      </h3>
      <p>
        YouTube can remove a channel from its Partner Program under two rules that faceless formats meet most often. The{" "}
        <strong>inauthentic-content</strong> rule (called &ldquo;repetitious content&rdquo; until July 2025) covers mass-produced
        or repetitive videos; its own examples are narrated stories with only superficial differences between videos, and
        slideshows with the same narration. The <strong>reused-content</strong> rule covers other people&rsquo;s material without
        meaningful commentary or change, such as compilations and clips. AI tools are allowed, and reaction and commentary are
        unaffected.
      </p>
      <p>
        We place each channel type at one of three signals from how the format is usually made, and say why in words with what a
        creator does to stay clear: <strong>none known</strong> (each video is original work), <strong>watch</strong> (fine when
        done with care, risky when templated or when others&rsquo; material carries the video) and <strong>high</strong> (the
        format is one of the rules&rsquo; named examples, or depends on others&rsquo; material). YouTube reviews a channel as a
        whole (its themes, most-watched videos, upload pattern and metadata), so a signal is where a format tends to land, not a
        verdict, and we give no percentages.
      </p>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Channel type</TableHead>
            <TableHead scope="col">Policy signal</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {risks.map((risk) => (
            <TableRow key={risk.typeId}>
              <TableCell>
                <Link to={`/channel-types/${risk.typeId}#monetization-risk-heading`}>{risk.typeLabel}</Link>
              </TableCell>
              <TableCell>
                <PolicySignalBadge level={risk.level} label={risk.levelLabel} named={false} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ProseSection>
  );
}
