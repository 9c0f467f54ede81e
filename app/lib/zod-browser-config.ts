// Zod 4 compiles object parsers with `new Function` when it can, probing for that as each object
// schema is built; under the site's Content-Security-Policy (no 'unsafe-eval') the probe is a
// reported violation. In the browser, zod parses without compiling: the forms parse a handful of
// fields, so the difference is not measurable. The server keeps the compiled parsers.
//
// Schemas are built when their modules load, and route modules load before any code of ours
// runs, so `z.config()` would come too late. Zod reads its settings from this global, which a
// classic script in <head> (app/root.tsx) sets before any module script runs.
export const ZOD_BROWSER_CONFIG_SCRIPT = "globalThis.__zod_globalConfig={jitless:true};";
