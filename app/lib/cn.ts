import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names; it does not merge conflicting Tailwind classes. A component's own look sits
 * in app.css's components layer, so a utility a caller adds overrides it there, with no table of
 * Tailwind's classes shipped to the browser. tests/e2e/class-conflicts.spec.ts checks that no
 * element carries two utilities of which one overrides the other.
 */
export const cn: (...inputs: ClassValue[]) => string = clsx;
