/** The first message of each top-level field a schema refused, keyed by the field's name. */
export function firstErrorPerField(
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path[0];
    if (typeof key === 'string') errors[key] ??= issue.message;
  }
  return errors;
}
