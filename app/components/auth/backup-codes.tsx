import { useState } from "react";
import { backupCodesFile } from "#domain/backup-codes";
import { Button } from "~/components/ui/button";
import { Check, Copy, Download } from "~/components/ui/icons";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Two-factor backup codes, shown once: to download as a text file (a plain link, so it works
 * before or without JavaScript) or copy to the clipboard (once the page has its scripts).
 */
export function BackupCodes({ codes }: { codes: string[] }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const file = backupCodesFile(codes, "Faceless Atlas", new Date());
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium" id="backup-codes-heading">
        Backup codes
      </p>
      <p className="text-sm text-muted-foreground">
        Each works once if you lose your phone. Keep them somewhere safe: they are not shown again.
      </p>
      <ul
        data-testid="backup-codes"
        aria-labelledby="backup-codes-heading"
        className="grid grid-cols-2 gap-1.5 rounded-lg border bg-muted/40 p-3 font-mono text-sm tracking-wide sm:grid-cols-3"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`} download="faceless-atlas-backup-codes.txt">
            <Download className="size-4" aria-hidden="true" /> Download
          </a>
        </Button>
        {hydrated ? (
          <Button type="button" variant="outline" size="sm" onClick={copy} aria-live="polite">
            {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
            {copied ? "Copied" : "Copy"}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
