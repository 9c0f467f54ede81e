// Conform's zod helpers for the app's forms. Imported only by the modules that have a form, so
// pages without one never load zod. In the browser zod runs without compiling parsers (see
// app/lib/zod-browser-config.ts), so the forms pass the site's Content-Security-Policy.
export { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
