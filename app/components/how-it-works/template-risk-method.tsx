import type { TemplateRiskMethodText } from "#domain/template-risk";
import { Formula, ProseSection } from "~/components/guides/prose-section";

export const TEMPLATE_RISK_METHOD_SECTION = { id: "template-risk", title: "Template risk" } as const;

/** How a channel's template signals are read (domain/template-risk); the text comes from the loader. */
export function TemplateRiskMethod({ method }: { method: TemplateRiskMethodText }) {
  return (
    <ProseSection id={TEMPLATE_RISK_METHOD_SECTION.id} title={TEMPLATE_RISK_METHOD_SECTION.title}>
      <p>
        YouTube&rsquo;s rules on mass-produced and reused videos are enforced per channel, on its upload patterns and metadata.
        The monetization risk above says where a format tends to land; a channel page also reads the channel&rsquo;s own recent
        uploads for four signals, each shown with its evidence beside the rule it relates to. {method.window}
      </p>
      <ul>
        {method.signals.map((signal) => (
          <li key={signal.label}>
            <strong>{signal.label}</strong>: {signal.rule} <em>Relates to {signal.policy}.</em>
          </li>
        ))}
      </ul>
      <p>Example: among a channel&rsquo;s recent titles</p>
      <ul>
        {method.example.titles.map((title) => (
          <li key={title}>{title}</li>
        ))}
      </ul>
      <p>all reduce to one skeleton:</p>
      <Formula>{method.example.skeleton}</Formula>
      <p>{method.looksTemplated}</p>
      <p>{method.niche}</p>
    </ProseSection>
  );
}
