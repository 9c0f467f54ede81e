import { afterEach, beforeEach, vi } from "vitest";

// Convention: a console.error during a test fails it (an unexpected error is a bug).
let errors: unknown[][] = [];
let spy: ReturnType<typeof vi.spyOn> | undefined;
beforeEach(() => {
  errors = [];
  spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  spy?.mockRestore();
  if (errors.length > 0) {
    throw new Error(`console.error was called during the test:\n${errors.map((a) => a.map(String).join(" ")).join("\n")}`);
  }
});
