/** "3 channels · 1 idea": a row's usage where the usage columns are hidden (phones). */
export function usageText(channels: number, ideas: number): string {
  return `${channels.toLocaleString("en-US")} ${channels === 1 ? "channel" : "channels"} · ${ideas.toLocaleString("en-US")} ${ideas === 1 ? "idea" : "ideas"}`;
}
