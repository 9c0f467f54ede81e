// Tag lists (keywords, tools) from the tag input: repeated fields plus the text still typed, which may hold
// comma-separated tags (all there is without JavaScript). One clean list on client and server.
import { z } from "zod";

/** New lines come from a paste. */
const SEPARATORS = /[,\n\r]+/;

/** Keeps the first spelling of each tag (case-insensitive) and the given order. */
export function normalizeTags(raw: unknown): string[] {
  const values = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const value of values) {
    if (typeof value !== "string") continue;
    for (const part of value.split(SEPARATORS)) {
      const tag = part.replace(/\s+/g, " ").trim();
      const key = tag.toLocaleLowerCase("en");
      if (tag === "" || seen.has(key)) continue;
      seen.add(key);
      tags.push(tag);
    }
  }
  return tags;
}

export interface TagListOptions {
  noun: string;
  maxTags: number;
  maxLength: number;
}

/** A form with no tags sends no field. */
export function tagListSchema({ noun, maxTags, maxLength }: TagListOptions) {
  return z.preprocess(
    normalizeTags,
    z
      .array(z.string().max(maxLength, { error: `Each ${noun} can be at most ${maxLength} characters` }))
      .max(maxTags, { error: `Use at most ${maxTags} ${noun}s` }),
  );
}
