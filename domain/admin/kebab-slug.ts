// URL slugs of admin-edited rows (faceless ideas): lowercase ASCII words joined by single
// hyphens. The database holds the same rule as a CHECK (faceless_ideas_slug_check), so a slug
// that passes here is never refused there.
import { slugifyTitle } from "#domain/channel-slug";

/** The slug alphabet: "ai-history-shorts", never "AI_History" or "-x-". */
export const KEBAB_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * A slug built from a title with the channel-slug rule (spec §2: lowercased, punctuation
 * stripped, spaces to hyphens), then folded to ASCII (accents dropped, other scripts removed)
 * because these slugs must match KEBAB_SLUG_PATTERN. At most `maxLength` characters, cut at a
 * word boundary when possible. Empty when the title has no Latin letters or digits.
 */
export function kebabSlug(title: string, maxLength: number): string {
  const folded = slugifyTitle(title.normalize("NFKD").replace(/\p{M}/gu, ""))
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
  if (folded.length <= maxLength) return folded;
  const cut = folded.slice(0, maxLength);
  if (folded[maxLength] === "-") return cut;
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen > maxLength / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, "");
}
