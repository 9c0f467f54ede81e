import type * as React from "react";
import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";

/**
 * A calculator page: its h1, then inputs and results side by side on wide screens (inputs
 * first on phones), and links to the other calculators.
 */
export function CalculatorPage({
  title,
  description,
  notice,
  form,
  results,
  current,
}: {
  title: string;
  description: string;
  notice?: React.ReactNode;
  form: React.ReactNode;
  results: React.ReactNode;
  /** The path of this calculator, left out of "More calculators". */
  current: string;
}) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted-foreground">
        <Link to="/calculators" className="hover:text-foreground hover:underline hover:underline-offset-4">
          Calculators
        </Link>
        <span aria-hidden="true" className="mx-2">
          /
        </span>
        <span aria-current="page">{title}</span>
      </nav>
      <PageHeader title={title} description={description} />
      {notice ? <div className="mt-6">{notice}</div> : null}
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-12 lg:gap-8">
        <div className="flex flex-col gap-6 lg:col-span-5 xl:col-span-4">{form}</div>
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-7 xl:col-span-8">{results}</div>
      </div>
      <MoreCalculators current={current} />
    </div>
  );
}

const CALCULATOR_LINKS = [
  { to: "/calculator", title: "Earnings Calculator" },
  { to: "/channel-earnings", title: "Channel Earnings" },
  { to: "/growth-rate-calculator", title: "Growth Rate Calculator" },
  { to: "/reach-calculator", title: "Reach Calculator" },
] as const;

function MoreCalculators({ current }: { current: string }) {
  const others = CALCULATOR_LINKS.filter((link) => link.to !== current);
  return (
    <nav aria-labelledby="more-calculators" className="mt-14 border-t pt-8">
      <h2 id="more-calculators" className="text-sm font-medium text-muted-foreground">
        More calculators
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {others.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-flex items-center rounded-full border bg-card px-3.5 py-1.5 text-sm font-medium transition-colors hover:border-primary/40 hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
