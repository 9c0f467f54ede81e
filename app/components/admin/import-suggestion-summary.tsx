import { confidencePercent, type ImportSuggestionsShown, type SuggestionShown } from "#domain/admin/import-review";
import { Badge } from "~/components/ui/badge";

function Line({ name, suggestion, applied }: { name: string; suggestion: SuggestionShown; applied: boolean }) {
  return (
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
  );
}

/**
 * The classifier's type and niche for an imported channel, each with its confidence and the words
 * behind it, and whether the import applied them: on the review list and the channel's edit page,
 * and (compact, the words folded under "Why") on the import's results, whose column is narrow.
 */
export function ImportSuggestionSummary({
  suggestions,
  compact = false,
}: {
  suggestions: ImportSuggestionsShown;
  compact?: boolean;
}) {
  const lines = [
    { name: "Type", suggestion: suggestions.type },
    { name: "Niche", suggestion: suggestions.niche },
  ];
  if (compact) {
    return (
      <div className="flex flex-col gap-1 text-sm" data-testid="import-suggestions">
        {lines.map((line) => (
          <Line key={line.name} {...line} applied={suggestions.applied} />
        ))}
        <details className="text-xs text-muted-foreground">
          <summary className="cursor-pointer underline-offset-4 hover:text-foreground hover:underline">Why</summary>
          <ul className="mt-1 flex flex-col gap-1">
            {lines.map((line) => (
              <li key={line.name}>
                {line.name}: {line.suggestion.reason}
              </li>
            ))}
          </ul>
        </details>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-1.5 text-sm" data-testid="import-suggestions">
      {lines.map((line) => (
        <li key={line.name} className="flex flex-col gap-0.5 sm:flex-row sm:flex-wrap sm:items-baseline sm:gap-x-2">
          <Line {...line} applied={suggestions.applied} />
          <span className="text-xs text-muted-foreground">{line.suggestion.reason}</span>
        </li>
      ))}
    </ul>
  );
}
