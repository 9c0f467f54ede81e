// Tag lists from the tag input (repeated fields plus the typed text, which may hold comma-separated tags).
import { z } from "zod";

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

export function tagListSchema({ noun, maxTags, maxLength }: TagListOptions) {
  return z.preprocess(
    normalizeTags,
    z
      .array(z.string().max(maxLength, { error: `Each ${noun} can be at most ${maxLength} characters` }))
      .max(maxTags, { error: `Use at most ${maxTags} ${noun}s` }),
  );
}
