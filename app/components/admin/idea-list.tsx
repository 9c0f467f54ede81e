import { ExternalLink, Lightbulb, Pencil, Plus, Trash2 } from "~/components/ui/icons";
import { Link } from "react-router";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { LevelBadge } from "~/components/guides/level-badge";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";

export interface IdeaListRow {
  id: string;
  slug: string;
  title: string;
  difficulty: "beginner" | "intermediate" | "advanced";
  startupCost: "low" | "medium" | "high";
  nicheName: string | null;
  channelTypeLabel: string | null;
  exampleChannelCount: number;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The admin list of faceless ideas: each with edit, view and a confirmed delete. */
export function IdeaList({ ideas }: { ideas: readonly IdeaListRow[] }) {
  if (ideas.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
        <Lightbulb className="size-8 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">No ideas yet</h2>
        <p className="max-w-sm text-sm text-muted-foreground">Ideas appear on /faceless-ideas as soon as they are saved.</p>
        <Button asChild>
          <Link to="?new=1">
            <Plus aria-hidden="true" />
            Create the first idea
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="rounded-xl border bg-card shadow-xs">
      <Table>
        <caption className="sr-only">Faceless ideas, by title</caption>
        <TableHeader>
          <TableRow>
            <TableHead>Idea</TableHead>
            <TableHead className="hidden lg:table-cell">Niche and type</TableHead>
            <TableHead className="hidden md:table-cell">Profile</TableHead>
            <TableHead className="hidden sm:table-cell">Examples</TableHead>
            <TableHead className="text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {ideas.map((idea) => (
            <TableRow key={idea.id} data-idea-row={idea.slug}>
              <TableCell className="w-full align-top whitespace-normal">
                <Link to={`?edit=${idea.id}`} className="font-medium underline-offset-4 hover:underline">
                  {idea.title}
                </Link>
                <p className="mt-0.5 font-mono text-xs break-all text-muted-foreground">/{idea.slug}</p>
              </TableCell>
              <TableCell className="hidden min-w-44 align-top text-sm whitespace-normal lg:table-cell">
                <p>{idea.nicheName ?? <span className="text-muted-foreground">No niche</span>}</p>
                <p className="text-muted-foreground">{idea.channelTypeLabel ?? "No channel type"}</p>
              </TableCell>
              <TableCell className="hidden align-top md:table-cell">
                <div className="flex flex-col items-start gap-1">
                  <LevelBadge label="Difficulty" value={idea.difficulty} />
                  <LevelBadge label="Cost" value={idea.startupCost} />
                </div>
              </TableCell>
              <TableCell className="hidden align-top text-sm whitespace-nowrap text-muted-foreground tabular-nums sm:table-cell">
                {plural(idea.exampleChannelCount, "channel", "channels")}
              </TableCell>
              <TableCell className="align-top">
                <div className="flex justify-end gap-0.5">
                  <Button asChild variant="ghost" size="icon-sm">
                    <Link to={`?edit=${idea.id}`} aria-label={`Edit ${idea.title}`} title="Edit">
                      <Pencil aria-hidden="true" />
                    </Link>
                  </Button>
                  <Button asChild variant="ghost" size="icon-sm">
                    <Link to={`/faceless-ideas/${idea.slug}`} aria-label={`View ${idea.title} on the site`} title="View on the site">
                      <ExternalLink aria-hidden="true" />
                    </Link>
                  </Button>
                  <ConfirmDialog
                    trigger={
                      <Button variant="ghost" size="icon-sm" aria-label={`Delete ${idea.title}`} title="Delete" className="text-destructive hover:text-destructive">
                        <Trash2 aria-hidden="true" />
                      </Button>
                    }
                    title={`Delete “${idea.title}”?`}
                    description={
                      <>
                        The idea disappears from /faceless-ideas at once
                        {idea.exampleChannelCount > 0
                          ? `, and its ${plural(idea.exampleChannelCount, "example-channel link is", "example-channel links are")} removed (the channels stay in the directory)`
                          : ""}
                        . This can't be undone.
                      </>
                    }
                    confirmLabel="Delete idea"
                    busyLabel="Deleting…"
                    intent="delete"
                    fields={{ id: idea.id }}
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
