import { AlertCircle } from "~/components/ui/icons";
import type * as React from "react";
import { cn } from "~/lib/cn";

/**
 * A calculator input: a text field (so "1,500" and "2.5k" can be typed; the schema in
 * domain/calculators parses them) with its label, an optional hint, a unit on either side and
 * the field's error message, tied together for screen readers.
 */
export function NumberField({
  id,
  name,
  label,
  value,
  error,
  hint,
  prefix,
  suffix,
  onValueChange,
  inputMode = "decimal",
  type = "text",
  className,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  hint?: React.ReactNode;
  prefix?: string;
  suffix?: string;
  onValueChange: (value: string) => void;
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
  /** "date" for the target date; everything else is text. */
  type?: "text" | "date";
  className?: string;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm leading-tight font-medium">
        {label}
      </label>
      <div className="relative">
        {prefix ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground"
          >
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          name={name}
          type={type}
          inputMode={type === "text" ? inputMode : undefined}
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => onValueChange(event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(
            "flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base tabular-nums shadow-xs transition-colors outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive aria-invalid:ring-destructive/30 md:text-sm",
            prefix && "pl-7",
            suffix && "pr-14",
          )}
        />
        {suffix ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-muted-foreground"
          >
            {suffix}
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="flex items-start gap-1.5 text-sm text-destructive">
          <AlertCircle className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
