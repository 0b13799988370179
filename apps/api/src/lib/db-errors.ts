/** PostgreSQL's unique_violation, as node-postgres and PGlite report it (drizzle wraps it as the cause). */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error &&
  ((error as { code?: string }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause));
