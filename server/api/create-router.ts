// Every API router shares the environment and the validation hook: a bad input is a 400 with a clear message,
// never a 500.
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { Hook } from "@hono/zod-openapi";
import type { Viewer } from "#server/auth/viewer.server";
import type { Services } from "#server/services/services.server";
import { firstIssueMessage } from "#domain/request-values";

export type ApiEnv = {
  Variables: {
    services: Services;
    /** Decides revenue (spec §6). */
    viewer: Viewer | null;
  };
};

const defaultHook: Hook<unknown, ApiEnv, string, unknown> = (result, c) => {
  if (!result.success) return c.json({ error: firstIssueMessage(result.error as z.ZodError) }, 400);
};

export function createRouter() {
  return new OpenAPIHono<ApiEnv>({ strict: false, defaultHook });
}

export const errorSchema = z.object({ error: z.string().openapi({ example: "limit must be 100 or less" }) }).openapi("Error");

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { "application/json": { schema } },
  description,
});
