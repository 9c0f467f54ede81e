// Slugs of admin-edited rows; the database's faceless_ideas_slug_check holds the same rule.
import { slugifyTitle } from "#domain/channel-slug";

export const KEBAB_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Folded to ASCII to fit KEBAB_SLUG_PATTERN; empty when the title has no Latin letters or digits. */
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
