// A list of short text tags (channel keywords, an idea's tools) as it arrives from a form.
// The admin tag input (app/components/admin/tag-input.tsx) submits every tag as a repeated
// field of one name, plus the text still being typed under the same name — which may hold
// several tags separated by commas (and is all there is before JavaScript loads). This module
// turns that into one clean list, on the client and the server alike.
import { z } from "zod";

/** Tags in one string are separated by commas (or new lines, from a paste). */
const SEPARATORS = /[,\n\r]+/;

/**
 * Splits, trims and de-duplicates raw tag values, keeping the first spelling of each tag
 * (comparison ignores case) and the order they were given in. Inner runs of whitespace
 * collapse to one space. Non-string values are ignored.
 */
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
  /** The singular noun used in messages: "keyword", "tool". */
  noun: string;
  maxTags: number;
  maxLength: number;
}

/**
 * A zod schema for a tag list field. Accepts a string, an array of strings or nothing (a form
 * with no tags sends no field) and yields the normalized list; too many or too long tags get a
 * message naming the limit.
 */
export function tagListSchema({ noun, maxTags, maxLength }: TagListOptions) {
  return z.preprocess(
    normalizeTags,
    z
      .array(z.string().max(maxLength, { error: `Each ${noun} can be at most ${maxLength} characters` }))
      .max(maxTags, { error: `Use at most ${maxTags} ${noun}s` }),
  );
}
