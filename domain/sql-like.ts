// Words typed into a search box, matched with LIKE / ILIKE: '%' and '_' are wildcards there and
// '\' is PostgreSQL's default escape character, so a typed "100%" or "a_b" means those characters.

/** `text` with LIKE's wildcards and escape character escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A LIKE pattern matching values that contain `text`. */
export function likeContains(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** A LIKE pattern matching values that start with `text`. */
export function likeStartsWith(text: string): string {
  return `${escapeLike(text)}%`;
}
