import { useEffect, useState } from "react";

/** Once typing pauses, screen readers hear the headline result (polite, not on every key). */
const ANNOUNCE_DELAY_MS = 900;

export function LiveSummary({ text }: { text: string }) {
  const [announced, setAnnounced] = useState("");
  useEffect(() => {
    const timer = window.setTimeout(() => setAnnounced(text), ANNOUNCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return (
    <p role="status" className="sr-only">
      {announced}
    </p>
  );
}
