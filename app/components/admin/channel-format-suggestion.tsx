import * as React from "react";
import { classifyChannelFormat } from "#domain/channel-format-classifier";
import { describeEvidence } from "#domain/channel-text-match";
import { Button } from "~/components/ui/button";
import { Sparkles } from "~/components/ui/icons";

/**
 * Under the admin channel form's type field: the format the channel's own words point at, why,
 * and a button that picks it. Computed in the browser from the fields as they are typed (the
 * rule is pure and small), plus the stored recent upload titles on the edit page; only a
 * suggestion, so it never blocks saving.
 */
export function ChannelFormatSuggestion({
  id,
  title,
  description,
  keywords,
  recentTitles,
  currentType,
  types,
  canApply,
  onUse,
}: {
  id: string;
  title: string;
  description: string;
  keywords: readonly string[];
  recentTitles: readonly string[];
  currentType: string;
  types: readonly { id: string; label: string }[];
  /** False until the page is interactive: the button needs JavaScript. */
  canApply: boolean;
  onUse: (typeId: string) => void;
}) {
  const suggestion = React.useMemo(
    () => classifyChannelFormat({ title, description, keywords, recentTitles }),
    [title, description, keywords, recentTitles],
  );
  const [announcement, setAnnouncement] = React.useState("");
  const empty = title.trim() === "" && description.trim() === "" && keywords.length === 0 && recentTitles.length === 0;
  if (empty) return null;

  const type = suggestion.decision === "matched" ? types.find((entry) => entry.id === suggestion.typeId) : undefined;
  let body: React.ReactNode;
  if (suggestion.decision === "on-camera") {
    // The catalogue's types, "other" included, are faceless formats: suggesting one here would mislead.
    body = (
      <p className="text-muted-foreground">
        No faceless type suggested: the text reads as a creator on camera ({describeEvidence(suggestion.against)}).
      </p>
    );
  } else if (!type) {
    body = (
      <p className="text-muted-foreground">
        No type suggested yet: the channel&apos;s title, description, keywords and recent video titles do not point at one format.
      </p>
    );
  } else {
    const runnerUp = suggestion.runnerUp
      ? (types.find((entry) => entry.id === suggestion.runnerUp?.typeId)?.label ?? null)
      : null;
    body = (
      <>
        <p>
          Suggested: <strong className="font-semibold">{type.label}</strong>{" "}
          <span className="text-muted-foreground">
            ({suggestion.band} confidence, {Math.round(suggestion.confidence * 100)}%)
          </span>
        </p>
        <p className="text-muted-foreground">Because: {describeEvidence(suggestion.evidence)}.</p>
        {runnerUp ? <p className="text-xs text-muted-foreground">Runner-up: {runnerUp}</p> : null}
      </>
    );
  }
  const alreadyChosen = type !== undefined && currentType === type.id;

  return (
    <div
      id={id}
      data-testid="format-suggestion"
      className="flex flex-col gap-2 rounded-lg border border-dashed bg-muted/40 p-3 text-sm"
    >
      <div className="flex items-start gap-2">
        <Sparkles className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="flex min-w-0 flex-col gap-1 [overflow-wrap:anywhere]">{body}</div>
      </div>
      {type && canApply ? (
        alreadyChosen ? (
          <p className="text-xs text-muted-foreground">This is the chosen type.</p>
        ) : (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="self-start"
            onClick={() => {
              onUse(type.id);
              setAnnouncement(`Channel type set to ${type.label}.`);
            }}
          >
            Use this type
          </Button>
        )
      ) : null}
      <p className="sr-only" role="status">
        {announcement}
      </p>
    </div>
  );
}
