// /how-it-works#policy-risk: how the policy-risk levels are decided, and the whole map.
import { Link } from "react-router";
import type { PolicyRiskView } from "#domain/policy-risk";
import { ProseSection } from "~/components/guides/prose-section";
import { PolicyRiskBadge } from "~/components/research/policy-risk-panel";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";

export const POLICY_RISK_SECTION = { id: "policy-risk", title: "Monetization policy risk" };

export function PolicyRiskMethod({ risks }: { risks: PolicyRiskView[] }) {
  return (
    <ProseSection id={POLICY_RISK_SECTION.id} title={POLICY_RISK_SECTION.title}>
      <p>
        YouTube can remove a channel from its Partner Program under two rules that faceless formats meet most often. The{" "}
        <strong>inauthentic-content</strong> rule (called &ldquo;repetitious content&rdquo; until July 2025) covers mass-produced or repetitive
        videos; its own examples are narrated stories with only superficial differences between videos, and slideshows with the same
        narration. The <strong>reused-content</strong> rule covers other people&rsquo;s material without meaningful commentary or change,
        such as compilations and clips. AI tools are allowed, and reaction and commentary are unaffected.
      </p>
      <p>
        We place each channel type at one of three levels from how the format is usually made, and say why in words with what a creator
        does to stay clear: <strong>none</strong> (each video is original work), <strong>watch</strong> (fine when done with care, risky
        when templated or when others&rsquo; material carries the video) and <strong>high</strong> (the format is one of the rules&rsquo;
        named examples, or depends on others&rsquo; material). YouTube reviews a channel as a whole (its themes, most-watched videos,
        upload pattern and metadata), so a level is where a format tends to land, not a verdict, and we give no percentages. A niche or
        idea shows the levels of the formats that suit it.
      </p>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Channel type</TableHead>
            <TableHead scope="col">Level</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {risks.map((risk) => (
            <TableRow key={risk.typeId}>
              <TableCell>
                <Link to={`/channel-types/${risk.typeId}#policy-risk-heading`}>{risk.typeLabel}</Link>
              </TableCell>
              <TableCell>
                <PolicyRiskBadge level={risk.level} label={risk.levelLabel} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ProseSection>
  );
}
