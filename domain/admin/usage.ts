// What still uses a niche or channel type, in one wording for the list and the refused delete.

export interface Usage {
  channels: number;
  ideas: number;
}

function count(n: number, one: string, many: string): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}

export function usageText(channels: number, ideas: number): string {
  return `${count(channels, "channel", "channels")} · ${count(ideas, "idea", "ideas")}`;
}

export function inUseMessage(usage: Usage, names: { self: string; other: string }): string | null {
  const parts = [
    usage.channels > 0 ? count(usage.channels, "channel", "channels") : null,
    usage.ideas > 0 ? count(usage.ideas, "idea", "ideas") : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  const total = usage.channels + usage.ideas;
  return `${parts.join(" and ")} ${total === 1 ? "uses" : "use"} ${names.self}. Move ${total === 1 ? "it" : "them"} to ${names.other} before deleting it.`;
}
