import { AlertTriangle, Tv, X } from "~/components/ui/icons";
import { Link } from "react-router";
import { FigureSource } from "~/components/research/figure-source";

export type PrefillState =
  | { status: "none" }
  | { status: "missing"; slug: string }
  | { status: "found"; slug: string; title: string; rateSource: "admin" | "niche-band" | null; asOf: string | null };

/** The notice's state from the `channel` query value and what the server found for it. */
export function prefillStateOf(
  slug: string | null,
  channel: { slug: string; title: string; rateSource: "admin" | "niche-band" | null; numbersAsOf?: string } | null,
): PrefillState {
  if (channel)
    return {
      status: "found",
      slug: channel.slug,
      title: channel.title,
      rateSource: channel.rateSource,
      asOf: channel.numbersAsOf ?? null,
    };
  return slug ? { status: "missing", slug } : { status: "none" };
}

/** Says where the starting numbers came from when `?channel=` is in the URL. */
export function PrefillNotice({ prefill, clearTo }: { prefill: PrefillState; clearTo: string }) {
  if (prefill.status === "none") return null;
  if (prefill.status === "missing") {
    return (
      <p role="status" className="flex items-start gap-2 rounded-lg border border-warning/40 bg-warning/10 px-4 py-3 text-sm">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>We couldn&apos;t find the channel “{prefill.slug}”, so the calculator starts from its usual numbers.</span>
      </p>
    );
  }
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-primary/25 bg-accent/40 px-4 py-3 text-sm"
      data-testid="prefill-notice"
      data-figure-group
    >
      <Tv className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <p className="min-w-0 flex-1">
        Started from the public numbers of{" "}
        <Link to={`/channel/${prefill.slug}`} className="font-medium text-primary underline-offset-4 hover:underline">
          {prefill.title}
        </Link>
        {prefill.rateSource === "niche-band" ? " (its RPM range is our estimate for its niche and country)" : ""}. Change any
        number to explore.
        <span className="mt-0.5 flex flex-wrap gap-x-4 gap-y-0.5">
          <FigureSource kind="youtube" asOf={prefill.asOf} />
          <FigureSource kind="estimate" asOf={prefill.asOf} method="rates" />
        </span>
      </p>
      <Link
        to={clearTo}
        className="-m-1 inline-flex shrink-0 items-center gap-1 rounded-md p-1 text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <X className="size-4" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Clear</span>
      </Link>
    </div>
  );
}
