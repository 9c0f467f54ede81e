// What still uses a taxonomy row (channels and ideas), in words: the list's usage line on phones
// and the refusal of a delete (admin area: "a clear message when something still references the
// row"). One wording for niches and channel types.

export interface Usage {
  channels: number;
  ideas: number;
}

function count(n: number, one: string, many: string): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}

/** "3 channels · 1 idea". */
export function usageText(channels: number, ideas: number): string {
  return `${count(channels, "channel", "channels")} · ${count(ideas, "idea", "ideas")}`;
}

/**
 * Why a row in use can't be deleted, or null when nothing uses it: "2 channels and 1 idea use
 * this niche. Move them to another niche before deleting it."
 */
export function inUseMessage(usage: Usage, names: { self: string; other: string }): string | null {
  const parts = [
    usage.channels > 0 ? count(usage.channels, "channel", "channels") : null,
    usage.ideas > 0 ? count(usage.ideas, "idea", "ideas") : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  const total = usage.channels + usage.ideas;
  return `${parts.join(" and ")} ${total === 1 ? "uses" : "use"} ${names.self}. Move ${total === 1 ? "it" : "them"} to ${names.other} before deleting it.`;
}
