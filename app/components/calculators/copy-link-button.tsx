import { Check, Link2 } from "~/components/ui/icons";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";

/** Copies the calculator's shareable link (its inputs are all in the query). */
export function CopyLinkButton({ search }: { search: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      type="button"
      variant="outline"
      onClick={async () => {
        const url = `${window.location.origin}${window.location.pathname}?${search}`;
        try {
          await navigator.clipboard.writeText(url);
          setCopied(true);
        } catch {
          // No clipboard permission (http, old browser): the address bar already holds the link.
          window.prompt("Copy this link", url);
        }
      }}
    >
      {copied ? <Check aria-hidden="true" /> : <Link2 aria-hidden="true" />}
      <span aria-live="polite">{copied ? "Link copied" : "Copy link"}</span>
    </Button>
  );
}
