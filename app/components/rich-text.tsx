import { cn } from "~/lib/cn";

/**
 * Stored rich text (guides, niche and idea bodies, facts). `html` must come from
 * sanitizeRichText (server/rich-text.server) — services sanitize on read, this only renders.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      data-slot="rich-text"
      // .rich-text (app.css) styles the stored HTML; a caller's utilities override it.
      className={cn("rich-text", className)}
      // Sanitized on the server against the allow-list in domain/rich-text.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
