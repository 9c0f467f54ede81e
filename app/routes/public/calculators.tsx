// /calculators — the hub (issue "Calculators" item 1): each calculator with the question it answers.
import { ArrowRight, Calculator, ChartNoAxesColumn, Radar, TrendingUp, type IconComponent } from "~/components/ui/icons";
import { Link } from "react-router";
import { EstimateBadge } from "~/components/calculators/estimate-badge";
import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/page-meta";

const TITLE = "Calculators";
const DESCRIPTION = "All our calculators in one place: earnings, channel earnings, growth and reach.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

type Entry = { to: string; title: string; question: string; answer: string; inputs: string; icon: IconComponent };

const CALCULATORS: readonly Entry[] = [
  {
    to: "/calculator",
    title: "Earnings Calculator",
    question: "How much could my views earn?",
    answer: "Daily, monthly and yearly earnings from your views and a CPM or RPM range, with your share after YouTube's cut.",
    inputs: "Views · CPM/RPM · niche and country presets",
    icon: Calculator,
  },
  {
    to: "/channel-earnings",
    title: "Channel Earnings",
    question: "What does a channel like this make?",
    answer:
      "Monthly revenue, revenue per video and per subscriber, and the 12-month potential of a directory channel or your own numbers.",
    inputs: "Subscribers · views per video · uploads · CPM",
    icon: ChartNoAxesColumn,
  },
  {
    to: "/growth-rate-calculator",
    title: "Growth Rate Calculator",
    question: "When will I hit 10K, 100K, 1M?",
    answer:
      "A month-by-month compounding projection, the date of each milestone and the growth rate you need to reach a target by a date.",
    inputs: "Subscribers or views · monthly growth · target",
    icon: TrendingUp,
  },
  {
    to: "/reach-calculator",
    title: "Reach Calculator",
    question: "How long until I can monetize?",
    answer:
      "Views and watch hours from impressions and click-through, and the months to 1,000 subscribers and 4,000 watch hours.",
    inputs: "Impressions · CTR · view duration · uploads",
    icon: Radar,
  },
];

export default function CalculatorsPage() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
      <PageHeader title={TITLE} description={DESCRIPTION} />
      <ul className="mt-10 grid gap-4 md:grid-cols-2">
        {CALCULATORS.map(({ to, title, question, answer, inputs, icon: Icon }) => (
          <li key={to} className="grid">
            <article className="link-card group gap-4 p-6">
              <div className="flex items-start gap-4">
                <span
                  className="grid size-11 shrink-0 place-items-center rounded-lg bg-accent text-accent-foreground"
                  aria-hidden="true"
                >
                  <Icon className="size-5" />
                </span>
                <div className="flex min-w-0 flex-col gap-1">
                  <h2 className="text-lg leading-snug font-semibold">
                    {/* The link covers the card: one tab stop, one click target. */}
                    <Link to={to} className="stretched-link after:rounded-xl">
                      {title}
                    </Link>
                  </h2>
                  <p className="font-medium text-primary">{question}</p>
                </div>
              </div>
              <p className="text-sm text-pretty text-muted-foreground">{answer}</p>
              <div className="mt-auto flex items-center justify-between gap-3 border-t pt-4 text-xs text-muted-foreground">
                <span>{inputs}</span>
                <ArrowRight className="size-4 shrink-0 text-primary card-arrow" aria-hidden="true" />
              </div>
            </article>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col gap-3 rounded-xl border bg-muted/40 p-6 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground">
          Every figure is an estimate from public numbers and typical rates, not a promise of earnings. Start any calculator from
          a directory channel to use its public numbers.
        </p>
        <EstimateBadge />
      </div>
    </div>
  );
}
