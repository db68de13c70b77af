/** A message per form field, from zod issues or the `errors` list of a 422 answer. */
export type MessagesByField = Partial<Record<string, string>>;

export function fieldErrorsOf(issues: unknown): MessagesByField {
  if (!Array.isArray(issues)) return {};
  const errors: MessagesByField = {};
  for (const issue of issues as { path?: PropertyKey[]; field?: string; message?: string }[]) {
    const field = issue.field ?? (issue.path?.[0] === undefined ? undefined : String(issue.path[0]));
    if (field && issue.message && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
