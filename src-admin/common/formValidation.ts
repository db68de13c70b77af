import type { z } from 'zod';
import type { ValidationErrorBody } from '../../shared/types';

export type FieldErrors = Record<string, string>;

/** The first message of each field, keyed the way react-admin's Form expects validation errors. */
function firstMessages(issues: readonly { field: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of issues) errors[field] ??= message;
  return errors;
}

/**
 * A react-admin form `validate` from a shared zod schema: the dialogs show exactly the Polish messages the API
 * answers with, because both read them from shared/schemas.
 */
export function schemaValidator<Values>(schema: z.ZodType, toInput: (values: Values) => unknown) {
  return (values: Values): FieldErrors => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return {};
    return firstMessages(result.error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message })));
  };
}

/** Per-field messages of a 422 answer (react-admin's HttpError keeps the body), to show them under the inputs. */
export function serverFieldErrors(error: unknown): FieldErrors | undefined {
  const body = (error as { body?: Partial<ValidationErrorBody> } | null)?.body;
  return Array.isArray(body?.errors) && body.errors.length > 0 ? firstMessages(body.errors) : undefined;
}

/** Form values come back with `null` for empty database columns; the shared schemas read absent fields as undefined. */
export function withoutNulls<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null)) as Partial<T>;
}
