import { Info } from "~/components/ui/icons";
import { cn } from "~/lib/cn";

/** PRODUCT.md: "an instance starts with a clearly labelled demo catalogue". */
export const DEMO_NOTICE_TEXT =
  "You are looking at generated demo data: channels and numbers are illustrative, not real YouTube channels.";

/** The slim banner at the top of every page while the demo catalogue is served. */
export function DemoBanner() {
  return (
    <div role="note" className="border-b border-warning/30 bg-warning/10 text-foreground">
      <p className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-1.5 text-xs sm:items-center sm:px-6 lg:px-8">
        <span className="mt-px inline-flex shrink-0 items-center gap-1 rounded-full bg-warning/25 px-2 py-0.5 font-semibold sm:mt-0">
          <Info className="size-3" aria-hidden="true" />
          Demo
        </span>
        <span>{DEMO_NOTICE_TEXT}</span>
      </p>
    </div>
  );
}

/** The same note in the footer, smaller. */
export function DemoFootnote({ className }: { className?: string }) {
  return (
    <p className={cn("flex items-start gap-1.5 text-xs text-muted-foreground", className)}>
      <Info className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
      <span>{DEMO_NOTICE_TEXT}</span>
    </p>
  );
}
