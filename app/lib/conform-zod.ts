// Conform's zod helpers for the app's forms, with zod set up for the browser first. Zod 4
// compiles object parsers with `new Function` when it can, and probes for that the first time
// one parses; under the site's Content-Security-Policy (no 'unsafe-eval') the probe is a
// reported violation. In the browser, parse without compiling: the forms parse a handful of
// fields, so the difference is not measurable. The server keeps the compiled parsers.
// Imported only by the modules that have a form, so pages without one never load zod.
import { z } from "zod";

if (typeof document !== "undefined") z.config({ jitless: true });

export { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
