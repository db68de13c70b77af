import type { z } from 'zod';
import { fieldErrorsOf, type MessagesByField } from './fieldErrors';

/**
 * A react-admin form `validate` from a shared zod schema: the dialogs show exactly the Polish messages the API
 * answers with, because both read them from shared/schemas.
 */
export function schemaValidator<Values>(schema: z.ZodType, toInput: (values: Values) => unknown) {
  return (values: Values): MessagesByField => {
    const result = schema.safeParse(toInput(values));
    return result.success ? {} : fieldErrorsOf(result.error.issues);
  };
}

/** Per-field messages of a 422 answer (react-admin's HttpError keeps the body), to show them under the inputs. */
export function serverFieldErrors(error: unknown): MessagesByField | undefined {
  const errors = fieldErrorsOf((error as { body?: { errors?: unknown } } | null)?.body?.errors);
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** Form values come back with `null` for empty database columns; the shared schemas read absent fields as undefined. */
export function withoutNulls<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null)) as Partial<T>;
}
