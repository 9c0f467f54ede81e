import { Lightbulb, RefreshCw } from "~/components/ui/icons";
import { useEffect, useId, useState } from "react";
import { RichText } from "~/components/rich-text";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { DidYouKnowState } from "#domain/read-models/guides";

/** Spec §8: "'Failed to load fact' (card shows 'No facts available at the moment')". */
const NO_FACTS_TEXT = "No facts available at the moment";

/** Where the card fetches another fact (app/routes/resources/random-fact.ts). */
const RANDOM_FACT_PATH = "/resources/random-fact";

/**
 * The Did You Know card (spec §2 channel detail, and the home page). Rendered from loader data
 * on the server; once hydrated, 'Another fact' fetches a new one without a page load.
 */
export function DidYouKnowCard({ initial, className }: { initial: DidYouKnowState; className?: string }) {
  const [state, setState] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const headingId = useId();
  useEffect(() => setHydrated(true), []);

  async function another() {
    setLoading(true);
    try {
      const response = await fetch(RANDOM_FACT_PATH, { headers: { accept: "application/json" } });
      if (!response.ok) throw new Error("Failed to load fact");
      setState((await response.json()) as DidYouKnowState);
    } catch {
      setState({ fact: null, error: "Failed to load fact" });
    } finally {
      setLoading(false);
    }
  }

  const fact = state.fact;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="did-you-know"
      className={cn("relative flex flex-col gap-3 overflow-hidden rounded-xl border bg-accent/40 p-5", className)}
    >
      <div className="flex items-center justify-between gap-3">
        <h2
          id={headingId}
          className="flex items-center gap-2 text-sm font-semibold tracking-wide text-accent-foreground uppercase"
        >
          <Lightbulb className="size-4" aria-hidden="true" />
          Did You Know?
        </h2>
        {hydrated ? (
          <Button type="button" variant="ghost" size="sm" onClick={another} disabled={loading} aria-label="Show another fact">
            <RefreshCw className={cn("size-3.5", loading && "animate-spin")} aria-hidden="true" />
            Another fact
          </Button>
        ) : null}
      </div>
      <div aria-live="polite" aria-busy={loading}>
        {fact ? (
          <>
            <p className="font-semibold">{fact.title}</p>
            <RichText html={fact.content} className="mt-1 text-sm text-muted-foreground [&_strong]:text-foreground" />
          </>
        ) : (
          <p className="text-sm text-muted-foreground">{NO_FACTS_TEXT}</p>
        )}
      </div>
    </section>
  );
}
