/** Spec §5: "Image URL helper accepts only http/https URLs, otherwise empty"; "" so it can go straight into `src`. */
export function safeImageUrl(url: string | null | undefined): string {
  const trimmed = url?.trim();
  if (!trimmed) return "";
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return "";
  }
  return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : "";
}
