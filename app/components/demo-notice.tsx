import { Info } from "~/components/ui/icons";
import { cn } from "~/lib/cn";

/** PRODUCT.md: "an instance starts with a clearly labelled demo catalogue". */
const DEMO_NOTICE_TEXT =
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

/** Said where a real channel or video would link to YouTube: demo rows have no page there. */
const DEMO_LINK_NOTE_TEXT = "Demo channel: generated for the demo catalogue, so it has no YouTube page.";
export const DEMO_VIDEOS_NOTE_TEXT = "Demo videos: generated with their channel, so they have no YouTube page.";

/** In place of a link to youtube.com for a demo channel or its videos. */
export function DemoLinkNote({ text = DEMO_LINK_NOTE_TEXT, className }: { text?: string; className?: string }) {
  return (
    <p
      role="note"
      data-testid="demo-link-note"
      className={cn(
        "flex w-fit items-start gap-1.5 rounded-lg border border-warning/30 bg-warning/10 px-3 py-2 text-xs",
        className,
      )}
    >
      <Info className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}
