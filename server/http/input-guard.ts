// Refuses at the edge input no route accepts: undecodable or control-character paths, and NUL anywhere
// (PostgreSQL cannot store it, so it would be a 500). Runs after the body limit, so the body it reads is bounded.
import type { MiddlewareHandler } from "hono";
import {
  CONTROL_CHARACTER_PATH_MESSAGE,
  MALFORMED_PATH_MESSAGE,
  NUL_INPUT_MESSAGE,
  containsEncodedNul,
  containsNul,
  hasControlCharacter,
  isMalformedPath,
  jsonContainsNul,
} from "#domain/request-text";
import { edgeErrorResponse } from "#server/http/edge-error-response";

async function bodyContainsNul(request: Request): Promise<boolean> {
  if (!request.body) return false;
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (type.startsWith("multipart/form-data")) {
    let form: FormData;
    try {
      form = await request.clone().formData();
    } catch {
      return false; // not readable as a form: the route answers that itself
    }
    for (const [name, value] of form) {
      if (containsNul(name) || containsNul(typeof value === "string" ? value : value.name)) return true;
    }
    return false;
  }
  const text = await request.clone().text();
  if (type.startsWith("application/x-www-form-urlencoded")) return containsEncodedNul(text);
  if (type.includes("json")) {
    try {
      return jsonContainsNul(JSON.parse(text));
    } catch {
      return containsNul(text); // not JSON: the route answers that itself
    }
  }
  return containsNul(text);
}

export function inputGuard(): MiddlewareHandler {
  return async (c, next) => {
    // React Router would log and refuse these one by one; say what is wrong once, here.
    const { pathname } = new URL(c.req.url);
    if (isMalformedPath(pathname)) return edgeErrorResponse(c, 400, MALFORMED_PATH_MESSAGE);
    if (containsEncodedNul(c.req.url) || (await bodyContainsNul(c.req.raw))) {
      return edgeErrorResponse(c, 400, NUL_INPUT_MESSAGE);
    }
    if (hasControlCharacter(pathname)) return edgeErrorResponse(c, 400, CONTROL_CHARACTER_PATH_MESSAGE);
    await next();
  };
}
