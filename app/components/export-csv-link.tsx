// "Export CSV" on the search and rankings pages. A plain link, not a client navigation: the
// server answers a member with the file (Content-Disposition: attachment, so the page stays) and
// a visitor with the sign-in page, which brings them back to the download.
import { DownloadCloud } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";

export function ExportCsvLink({
  href,
  signedIn,
  className,
}: {
  href: string;
  /** Null on a page that is the same for everyone (cached): the label then says who may download. */
  signedIn: boolean | null;
  className?: string;
}) {
  return (
    <Button asChild variant="outline" size="sm" className={className}>
      <a href={href} rel="nofollow" data-testid="export-csv">
        <DownloadCloud className="size-4" aria-hidden="true" />
        {signedIn === null ? "Export CSV (members)" : signedIn ? "Export CSV" : "Sign in to export CSV"}
      </a>
    </Button>
  );
}
