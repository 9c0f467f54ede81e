// What the admin forms say after a save, in one place so every editor speaks alike: a new entry
// was "created", an edited one "saved" (its button says "Save changes"); the busy label follows
// the spec's "Save changes (Saving...)" with three dots.

/** The busy label of every save button (spec §2 profile: "Save changes (Saving...)"). */
export const SAVING_LABEL = "Saving...";

/** "Niche “Rainy Lofi” created" / "Niche “Rainy Lofi” saved". */
export function savedMessage(noun: string, name: string, created: boolean): string {
  return `${noun} “${name}” ${created ? "created" : "saved"}`;
}
