import { ExternalLink, Pencil, Trash2 } from "~/components/ui/icons";
import { Link } from "react-router";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { levelLabel } from "~/components/guides/level-badge";
import { formatRpmRange } from "~/components/guides/rpm-range";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";

export interface NicheTableRow {
  id: string;
  slug: string;
  name: string;
  rpmLow: number;
  rpmHigh: number;
  competition: string;
  demonetizationRisk: string;
  channelCount: number;
  ideaCount: number;
}

/** The niches with their RPM range, levels and usage, and the row actions (view, edit, delete behind a confirmation). */
export function NicheTable({ niches }: { niches: readonly NicheTableRow[] }) {
  return (
    <div className="rounded-xl border bg-card shadow-xs">
      <Table>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>Niche</TableHead>
            <TableHead className="hidden md:table-cell">RPM (USD)</TableHead>
            <TableHead className="hidden lg:table-cell">Competition</TableHead>
            <TableHead className="hidden lg:table-cell">Risk</TableHead>
            <TableHead className="hidden text-right sm:table-cell">Channels</TableHead>
            <TableHead className="hidden text-right sm:table-cell">Ideas</TableHead>
            <TableHead className="text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {niches.map((niche) => (
            <TableRow key={niche.id}>
              <TableCell className="min-w-36 sm:min-w-44">
                <div className="flex min-w-0 flex-col">
                  <span className="font-medium">{niche.name}</span>
                  <code className="truncate text-xs text-muted-foreground">{niche.slug}</code>
                    {/* Phones: the usage columns are hidden, so it is said here. */}
                    <span className="text-xs text-muted-foreground sm:hidden">
                      {usageText(niche.channelCount, niche.ideaCount)}
                    </span>
                </div>
              </TableCell>
              <TableCell className="hidden whitespace-nowrap tabular-nums md:table-cell">
                {formatRpmRange(niche.rpmLow, niche.rpmHigh)}
              </TableCell>
              <TableCell className="hidden lg:table-cell">{levelLabel(niche.competition)}</TableCell>
              <TableCell className="hidden lg:table-cell">{levelLabel(niche.demonetizationRisk)}</TableCell>
              <TableCell className="hidden text-right tabular-nums sm:table-cell">{niche.channelCount.toLocaleString("en-US")}</TableCell>
              <TableCell className="hidden text-right tabular-nums sm:table-cell">{niche.ideaCount.toLocaleString("en-US")}</TableCell>
              <TableCell>
                <div className="flex items-center justify-end gap-0.5 sm:gap-1">
                  <Button asChild variant="ghost" size="icon-sm">
                    <Link to={`/niches/${niche.slug}`} aria-label={`View ${niche.name} on the site`} title="View on the site">
                      <ExternalLink aria-hidden="true" />
                    </Link>
                  </Button>
                  <Button asChild variant="outline" size="sm" className="max-sm:size-8 max-sm:px-0">
                    <Link to={`?edit=${niche.id}`} aria-label={`Edit ${niche.name}`}>
                      <Pencil aria-hidden="true" />
                      <span className="max-sm:sr-only">Edit</span>
                    </Link>
                  </Button>
                  <ConfirmDialog
                    trigger={
                      <Button variant="ghost" size="icon-sm" aria-label={`Delete ${niche.name}`} title="Delete" className="text-destructive hover:text-destructive">
                        <Trash2 aria-hidden="true" />
                      </Button>
                    }
                    title={`Delete “${niche.name}”?`}
                    description={
                      niche.channelCount + niche.ideaCount > 0
                        ? "Channels or ideas still use this niche, so it can't be deleted until they are moved to another niche."
                        : "The niche and its page are removed from the site. This can't be undone."
                    }
                    confirmLabel="Delete niche"
                    busyLabel="Deleting…"
                    intent="delete"
                    fields={{ id: niche.id }}
                  />
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function usageText(channels: number, ideas: number): string {
  return `${channels.toLocaleString("en-US")} ${channels === 1 ? "channel" : "channels"} · ${ideas.toLocaleString("en-US")} ${ideas === 1 ? "idea" : "ideas"}`;
}
