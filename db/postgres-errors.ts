// PostgreSQL error codes the services turn into clear messages (never a 500 on a duplicate name
// or a row still in use). Both drivers surface the code, node-postgres on the error and drizzle
// on its `cause`; PGlite the same way.
const UNIQUE_VIOLATION = "23505";
const FOREIGN_KEY_VIOLATION = "23503";
const CHECK_VIOLATION = "23514";

interface PostgresErrorFields {
  code?: string;
  constraint?: string;
  cause?: PostgresErrorFields;
}

function fields(error: unknown): PostgresErrorFields {
  const outer = (error ?? {}) as PostgresErrorFields;
  return outer.code ? outer : (outer.cause ?? {});
}

/** The violated constraint's name (e.g. "niches_slug_unique"), when the driver reports it. */
export function violatedConstraint(error: unknown): string | undefined {
  return fields(error).constraint;
}

export function isUniqueViolation(error: unknown): boolean {
  return fields(error).code === UNIQUE_VIOLATION;
}

/** A row is still referenced (ON DELETE RESTRICT) or points at a missing row. */
export function isForeignKeyViolation(error: unknown): boolean {
  return fields(error).code === FOREIGN_KEY_VIOLATION;
}

export function isCheckViolation(error: unknown): boolean {
  return fields(error).code === CHECK_VIOLATION;
}
