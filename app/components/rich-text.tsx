import { cn } from "~/lib/cn";

/**
 * Stored rich text (guides, niche and idea bodies, facts). `html` must come from
 * sanitizeRichText (server/rich-text.server) — loaders sanitize, this only renders.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      data-slot="rich-text"
      className={cn(
        "max-w-prose text-pretty text-foreground/90 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4",
        "[&_blockquote]:border-l-2 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[0.9em]",
        "[&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-foreground [&_h4]:mt-4 [&_h4]:font-semibold [&_h4]:text-foreground",
        "[&_li]:mt-1.5 [&_li]:pl-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_p]:mt-3 [&_strong]:font-semibold [&_strong]:text-foreground",
        "leading-relaxed [&>:first-child]:mt-0",
        className,
      )}
      // Sanitized on the server against the allow-list in domain/rich-text.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
