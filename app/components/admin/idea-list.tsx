import { Link } from "react-router";
import { ResourceEmpty } from "~/components/admin/resource/resource-empty";
import { ResourceTable } from "~/components/admin/resource/resource-table";
import { LevelBadge } from "~/components/guides/level-badge";
import { Lightbulb } from "~/components/ui/icons";

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
      <ResourceEmpty
        icon={Lightbulb}
        title="No ideas yet"
        text="Ideas appear on /faceless-ideas as soon as they are saved."
        addLabel="Create the first idea"
      />
    );
  }
  return (
    <ResourceTable
      rows={ideas}
      caption="Faceless ideas, by title"
      rowAttributes={(idea) => ({ "data-idea-row": idea.slug })}
      nameOf={(idea) => idea.title}
      viewHref={(idea) => `/faceless-ideas/${idea.slug}`}
      confirm={(idea) => ({
        confirmLabel: "Delete idea",
        description: (
          <>
            The idea disappears from /faceless-ideas at once
            {idea.exampleChannelCount > 0
              ? `, and its ${plural(idea.exampleChannelCount, "example-channel link is", "example-channel links are")} removed (the channels stay in the directory)`
              : ""}
            . This can't be undone.
          </>
        ),
      })}
      columns={[
        {
          header: "Idea",
          cellClassName: "w-full align-top whitespace-normal",
          cell: (idea) => (
            <>
              <Link to={`?edit=${idea.id}`} className="font-medium underline-offset-4 hover:underline">
                {idea.title}
              </Link>
              <p className="mt-0.5 font-mono text-xs break-all text-muted-foreground">/{idea.slug}</p>
            </>
          ),
        },
        {
          header: "Niche and type",
          className: "hidden lg:table-cell",
          cellClassName: "min-w-44 align-top text-sm whitespace-normal",
          cell: (idea) => (
            <>
              <p>{idea.nicheName ?? <span className="text-muted-foreground">No niche</span>}</p>
              <p className="text-muted-foreground">{idea.channelTypeLabel ?? "No channel type"}</p>
            </>
          ),
        },
        {
          header: "Profile",
          className: "hidden md:table-cell",
          cellClassName: "align-top",
          cell: (idea) => (
            <div className="flex flex-col items-start gap-1">
              <LevelBadge label="Difficulty" value={idea.difficulty} />
              <LevelBadge label="Cost" value={idea.startupCost} />
            </div>
          ),
        },
        {
          header: "Examples",
          className: "hidden sm:table-cell",
          cellClassName: "align-top text-sm whitespace-nowrap text-muted-foreground tabular-nums",
          cell: (idea) => plural(idea.exampleChannelCount, "channel", "channels"),
        },
      ]}
    />
  );
}
