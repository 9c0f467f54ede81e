import { confidencePercent, type ImportSuggestionsShown, type SuggestionShown } from "#domain/admin/import-review";
import { Badge } from "~/components/ui/badge";

function Line({ name, suggestion, applied }: { name: string; suggestion: SuggestionShown; applied: boolean }) {
  return (
    <li className="flex flex-col gap-0.5 sm:flex-row sm:flex-wrap sm:items-baseline sm:gap-x-2">
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="text-muted-foreground">{name}:</span>
        <span className="font-medium text-foreground">{suggestion.label ?? "none suggested"}</span>
        {suggestion.confidence === null ? null : (
          <Badge variant="outline" className="tabular-nums">
            {confidencePercent(suggestion.confidence)}
          </Badge>
        )}
        {applied ? <span className="text-xs text-success">applied</span> : null}
      </span>
      <span className="text-xs text-muted-foreground">{suggestion.reason}</span>
    </li>
  );
}

/**
 * The classifier's type and niche for an imported channel, each with its confidence and the words
 * behind it, and whether the import applied them: on the import's results, the review list and the
 * channel's edit page.
 */
export function ImportSuggestionSummary({ suggestions }: { suggestions: ImportSuggestionsShown }) {
  return (
    <ul className="flex flex-col gap-1.5 text-sm" data-testid="import-suggestions">
      <Line name="Type" suggestion={suggestions.type} applied={suggestions.applied} />
      <Line name="Niche" suggestion={suggestions.niche} applied={suggestions.applied} />
    </ul>
  );
}
