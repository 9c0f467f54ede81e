// LIKE patterns from typed words: '%', '_' and PostgreSQL's default escape '\' mean themselves.

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export function likeContains(text: string): string {
  return `%${escapeLike(text)}%`;
}

export function likeStartsWith(text: string): string {
  return `${escapeLike(text)}%`;
}
