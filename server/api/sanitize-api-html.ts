// Stored HTML leaves the API through the same allow-list the pages render with
// (spec: rich text is sanitized on save and again on render; an API client renders).
import { sanitizeRichText } from "#server/rich-text.server";

type ChannelTypeHtml = { description: string; production: string; example: string };

/** A channel type with its description, How to Create and Example Ideas sanitized. */
export function sanitizeChannelTypeHtml<T extends ChannelTypeHtml>(type: T): T {
  return {
    ...type,
    description: sanitizeRichText(type.description),
    production: sanitizeRichText(type.production),
    example: sanitizeRichText(type.example),
  };
}
