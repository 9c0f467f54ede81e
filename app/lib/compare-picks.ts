// The "Add to compare" picks, kept in localStorage so they last across pages and visits. One
// small store: components read it with useComparePicks and change it with the two functions;
// other tabs' changes arrive through the storage event.
import { useSyncExternalStore } from "react";
import { type ComparePick, addComparePick, readComparePicks, removeComparePick } from "#domain/compare-channels";

const STORAGE_KEY = "compare-picks";
const CHANGE_EVENT = "compare-picks-change";
const NONE: ComparePick[] = [];

let cachedRaw: string | null = null;
let cached: ComparePick[] = NONE;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode, blocked cookies): no picks, the buttons still work for the page.
    return null;
  }
}

function snapshot(): ComparePick[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = readComparePicks(raw);
  }
  return cached;
}

function write(picks: ComparePick[]): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(picks));
  } catch {
    return;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** The picks; none on the server and before hydration (the tray then appears). */
export function useComparePicks(): ComparePick[] {
  return useSyncExternalStore(subscribe, snapshot, () => NONE);
}

export function addToCompare(pick: ComparePick): void {
  write(addComparePick(snapshot(), pick));
}

export function removeFromCompare(slug: string): void {
  write(removeComparePick(snapshot(), slug));
}

export function clearCompare(): void {
  write([]);
}
