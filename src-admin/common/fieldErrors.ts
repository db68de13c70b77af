/** A message per form field, from zod issues or the `errors` list of a 422 answer. */
export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrorsOf(issues: unknown): FieldErrors {
  if (!Array.isArray(issues)) return {};
  const errors: FieldErrors = {};
  for (const issue of issues as { path?: PropertyKey[]; field?: string; message?: string }[]) {
    const field = issue.field ?? (issue.path?.[0] === undefined ? undefined : String(issue.path[0]));
    if (field && issue.message && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
