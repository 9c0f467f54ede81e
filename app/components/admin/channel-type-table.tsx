import { ExternalLink, Pencil, Trash2 } from "~/components/ui/icons";
import { Link } from "react-router";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";

export interface ChannelTypeTableRow {
  id: string;
  label: string;
  gradientFrom: string | null;
  gradientTo: string | null;
  channelCount: number;
  ideaCount: number;
}

const FALLBACK_GRADIENT = ["#4f46e5", "#7c3aed"] as const;

/** The channel types with their usage and the row actions (view, edit, delete behind a confirmation). */
export function ChannelTypeTable({ types }: { types: readonly ChannelTypeTableRow[] }) {
  return (
    <div className="rounded-xl border bg-card shadow-xs">
      <Table>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>Type</TableHead>
            <TableHead className="hidden text-right sm:table-cell">Channels</TableHead>
            <TableHead className="hidden text-right sm:table-cell">Ideas</TableHead>
            <TableHead className="text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {types.map((type) => (
            <TableRow key={type.id}>
              <TableCell className="min-w-36 sm:min-w-48">
                <div className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="size-8 shrink-0 rounded-md shadow-xs"
                    style={{ backgroundImage: `linear-gradient(135deg, ${type.gradientFrom ?? FALLBACK_GRADIENT[0]}, ${type.gradientTo ?? FALLBACK_GRADIENT[1]})` }}
                  />
                  <div className="flex min-w-0 flex-col">
                    <span className="font-medium">{type.label}</span>
                    <code className="truncate text-xs text-muted-foreground">{type.id}</code>
                    {/* Phones: the usage columns are hidden, so it is said here. */}
                    <span className="text-xs text-muted-foreground sm:hidden">
                      {usageText(type.channelCount, type.ideaCount)}
                    </span>
                  </div>
                </div>
              </TableCell>
              <TableCell className="hidden text-right tabular-nums sm:table-cell">{type.channelCount.toLocaleString("en-US")}</TableCell>
              <TableCell className="hidden text-right tabular-nums sm:table-cell">{type.ideaCount.toLocaleString("en-US")}</TableCell>
              <TableCell>
                <div className="flex items-center justify-end gap-0.5 sm:gap-1">
                  <Button asChild variant="ghost" size="icon-sm">
                    <Link to={`/channel-types/${type.id}`} aria-label={`View ${type.label} on the site`} title="View on the site">
                      <ExternalLink aria-hidden="true" />
                    </Link>
                  </Button>
                  <Button asChild variant="outline" size="sm" className="max-sm:size-8 max-sm:px-0">
                    <Link to={`?edit=${encodeURIComponent(type.id)}`} aria-label={`Edit ${type.label}`}>
                      <Pencil aria-hidden="true" />
                      <span className="max-sm:sr-only">Edit</span>
                    </Link>
                  </Button>
                  <ConfirmDialog
                    trigger={
                      <Button variant="ghost" size="icon-sm" aria-label={`Delete ${type.label}`} title="Delete" className="text-destructive hover:text-destructive">
                        <Trash2 aria-hidden="true" />
                      </Button>
                    }
                    title={`Delete “${type.label}”?`}
                    description={
                      type.channelCount + type.ideaCount > 0
                        ? "Channels or ideas still use this type, so it can't be deleted until they are moved to another type."
                        : "The type and its guide are removed from the site, and from any niche that lists it. This can't be undone."
                    }
                    confirmLabel="Delete channel type"
                    busyLabel="Deleting…"
                    intent="delete"
                    fields={{ id: type.id }}
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
