import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { type RawValues, toSearchParams } from "#domain/calculators/calculator-input";

/** Typing pauses this long before the URL is rewritten. */
const URL_UPDATE_DEBOUNCE_MS = 400;

/**
 * The raw values of a calculator form, kept in React state so results update on every keystroke,
 * and written to the URL (debounced, with `replace`, so typing leaves no history trail) so a
 * copied link restores the same inputs. `initial` comes from the loader: when it changes (a
 * channel was picked, the form was reset) the form starts over from it.
 */
export function useCalculatorUrlState<K extends string>(
  initial: RawValues<K>,
  extra: Record<string, string | null | undefined> = {},
): {
  raw: RawValues<K>;
  setField: (key: K, value: string) => void;
  setFields: (values: Partial<RawValues<K>>) => void;
  /** Writes the URL now (a submit with JavaScript). */
  flush: () => void;
} {
  const [raw, setRaw] = useState(initial);
  const [source, setSource] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const [, setSearchParams] = useSearchParams();
  if (source !== initial) {
    // New loader values: adopt them (React's "adjust state while rendering" pattern).
    setSource(initial);
    setRaw(initial);
    setDirty(false);
  }
  const extraKey = JSON.stringify(extra);

  useEffect(() => {
    if (!dirty) return;
    const timer = window.setTimeout(() => {
      setSearchParams(toSearchParams(raw, JSON.parse(extraKey) as Record<string, string | null>), {
        replace: true,
        preventScrollReset: true,
      });
    }, URL_UPDATE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [raw, dirty, extraKey, setSearchParams]);

  return {
    raw,
    setField: (key, value) => {
      setRaw((previous) => ({ ...previous, [key]: value }));
      setDirty(true);
    },
    setFields: (values) => {
      setRaw((previous) => ({ ...previous, ...values }));
      setDirty(true);
    },
    flush: () => setSearchParams(toSearchParams(raw, extra), { replace: true, preventScrollReset: true }),
  };
}

/**
 * For a calculator route's `shouldRevalidate`: typing only rewrites the query, and the results
 * are computed in the browser, so the loader runs again only when the path or the prefill
 * channel changes, a preset is applied, or the query is cleared (reset).
 */
export function calculatorShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: {
  currentUrl: URL;
  nextUrl: URL;
  defaultShouldRevalidate: boolean;
}): boolean {
  const sameChannel = currentUrl.searchParams.get("channel") === nextUrl.searchParams.get("channel");
  const typingOnly =
    currentUrl.pathname === nextUrl.pathname && sameChannel && nextUrl.search !== "" && !nextUrl.searchParams.has("apply");
  return typingOnly ? false : defaultShouldRevalidate;
}
