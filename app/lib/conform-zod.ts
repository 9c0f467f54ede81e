// Conform's zod helpers for the app's forms. Imported only by the modules that have a form, so
// pages without one never load zod. In the browser zod runs without compiling parsers (see
// app/lib/zod-browser-config.ts), so the forms pass the site's Content-Security-Policy.
import { type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

export { getZodConstraint, parseWithZod };

type FormOptions<Schema extends z.ZodType> = Parameters<
  typeof useForm<z.input<Schema> & Record<string, unknown>, z.output<Schema>>
>[0];

/**
 * Every form of the site behaves the same way: it checks a field with the server's own schema
 * when the field is left, then again on each keystroke once a message shows, so the spec's
 * messages appear before the round trip (and the server says the same thing without JavaScript).
 * `constraint` adds the schema's required/min/max attributes to the inputs (`true`: from the
 * schema itself; or another schema, the fields alone, where the full one refines across fields).
 */
export function useZodForm<Schema extends z.ZodType>(
  schema: Schema,
  options: Omit<FormOptions<Schema>, "onValidate" | "shouldValidate" | "shouldRevalidate" | "constraint" | "lastResult"> & {
    lastResult?: SubmissionResult<string[]> | null;
    constraint?: boolean | z.ZodType;
  },
) {
  const { constraint, ...rest } = options;
  return useForm<z.input<Schema> & Record<string, unknown>, z.output<Schema>>({
    ...rest,
    ...(constraint ? { constraint: getZodConstraint(constraint === true ? schema : constraint) } : {}),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
