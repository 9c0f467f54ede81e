// /watchlist before anything is followed or saved: what the page is for and how to fill it.
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Layers, Save, Tag, Tv } from "~/components/ui/icons";

const STEPS = [
  {
    icon: Tv,
    title: "Channels",
    text: "Open a channel's page and press Follow to see its subscriber growth, new uploads and outliers here.",
    to: "/channel-search",
    cta: "Find channels",
  },
  {
    icon: Tag,
    title: "Niches",
    text: "Follow a niche to hear about channels added to it and outlier videos in it.",
    to: "/niches",
    cta: "Browse niches",
  },
  {
    icon: Layers,
    title: "Channel types",
    text: "Follow a format, such as documentaries or ASMR, for its new channels and outliers.",
    to: "/channel-types",
    cta: "Browse types",
  },
  {
    icon: Save,
    title: "Saved searches",
    text: "On Channel search, set filters and press Save this search: new channels that match show up here.",
    to: "/channel-search",
    cta: "Search channels",
  },
] as const;

export function WatchlistEmpty() {
  return (
    <section
      aria-labelledby="watchlist-empty-heading"
      className="mt-8 rounded-xl border border-dashed p-6 sm:p-8"
      data-testid="watchlist-empty"
    >
      <h2 id="watchlist-empty-heading" className="text-lg font-semibold">
        Your watchlist is empty
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Follow what you want to keep an eye on; each visit shows what changed since the last one.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {STEPS.map(({ icon: Icon, title, text, to, cta }) => (
          <li key={title} className="flex flex-col gap-2 rounded-lg border bg-card p-4">
            <span className="flex items-center gap-2 font-medium">
              <Icon className="size-4 text-primary" aria-hidden="true" />
              {title}
            </span>
            <p className="text-sm text-muted-foreground">{text}</p>
            <Button asChild variant="outline" size="sm" className="mt-auto w-fit">
              <Link to={to}>{cta}</Link>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
