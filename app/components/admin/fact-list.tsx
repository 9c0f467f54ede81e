import { Link } from "react-router";
import { formatDate } from "#domain/format";
import { excerpt } from "#domain/text-excerpt";
import { FactActiveToggle } from "~/components/admin/fact-active-toggle";
import { ResourceEmpty } from "~/components/admin/resource/resource-empty";
import { RowActions } from "~/components/admin/resource/row-actions";
import { Lightbulb } from "~/components/ui/icons";

export interface FactListRow {
  id: string;
  title: string;
  /** Stored HTML; shown here as a plain-text excerpt. */
  content: string;
  isActive: boolean;
  createdAt: Date | string;
}

/** Ours: enough of a fact to recognise it in the list. */
const PREVIEW_CHARS = 180;

/** Every fact, newest first, with the active switch, edit and a confirmed delete. */
export function FactList({ facts }: { facts: readonly FactListRow[] }) {
  if (facts.length === 0) {
    return (
      <ResourceEmpty
        icon={Lightbulb}
        title="No facts yet"
        text="Until there is an active fact, the Did You Know card says “No facts available at the moment”."
        addLabel="Write the first fact"
      />
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Did You Know facts, newest first">
      {facts.map((fact) => (
        <li
          key={fact.id}
          data-fact-row={fact.id}
          className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs sm:flex-row sm:items-start sm:justify-between sm:gap-6 sm:p-5"
        >
          <div className="min-w-0 flex-1">
            <h2 className="font-semibold text-pretty">
              <Link to={`?edit=${fact.id}`} className="underline-offset-4 hover:underline">
                {fact.title}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-pretty text-muted-foreground">{excerpt(fact.content, PREVIEW_CHARS)}</p>
            <p className="mt-2 text-xs text-muted-foreground">Added {formatDate(fact.createdAt)}</p>
          </div>
          <div className="flex shrink-0 items-center justify-between gap-2 sm:justify-end">
            <FactActiveToggle id={fact.id} title={fact.title} isActive={fact.isActive} />
            <RowActions
              id={fact.id}
              name={fact.title}
              confirm={{
                confirmLabel: "Delete fact",
                description:
                  "The fact is removed for good and no longer appears on the Did You Know card. To hide it for a while instead, switch it to inactive.",
              }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
