// What admin forms say after a save, in one place so every editor speaks alike.

/** Spec §2 profile: "Save changes (Saving...)". */
export const SAVING_LABEL = "Saving...";

export function savedMessage(noun: string, name: string, created: boolean): string {
  return `${noun} “${name}” ${created ? "created" : "saved"}`;
}
