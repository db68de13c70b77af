import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../shared/errors';
import { fieldErrors, type FieldError } from '../../shared/schemas/common';
import { ErrorSummary } from './ErrorSummary';
import { focusControl } from './RadioGroup';
import { useFormErrors } from './useFormErrors';

/** A form's map from field names to the ids of their controls: the summary links to them and focus moves there. */
export function formControls(ids: Readonly<Partial<Record<string, string>>>) {
  const controlIdOf = (field: string): string | null => ids[field] ?? null;
  const focusField = (field: string) => {
    const id = controlIdOf(field);
    if (id) focusControl(id);
  };
  return { controlIdOf, focusField };
}

export type FormControls = ReturnType<typeof formControls>;

interface CheckedSubmit<Payload> {
  /** The same schema the server checks the request with. */
  schema: z.ZodType<Payload>;
  /** A rule the schema cannot know (it depends on the session, say): the problems, or none. */
  alsoCheck?: (payload: Payload) => FieldError[];
  /** Sends the request (the payload as the form built it: the server parses it with the same schema). */
  send: () => Promise<unknown>;
  /** The summary's title when the request itself fails (no field of the form to blame). */
  failedTitle: string;
  onSent: () => void;
}

/**
 * The submit of a small form: the shared schema checks it here first, then the server; every problem, a refused
 * request too, goes to the error summary at the top of the form (GOV.UK error summary), never only to a toast.
 * A second press while sending does nothing (the button is `aria-disabled`, so it keeps focus).
 */
export function useCheckedSubmit() {
  const form = useFormErrors();
  const [sending, setSending] = useState(false);

  const submit = async <Payload,>(event: FormEvent, payload: unknown, how: CheckedSubmit<Payload>) => {
    event.preventDefault();
    if (sending) return;
    const checked = how.schema.safeParse(payload);
    if (!checked.success) return form.fail(fieldErrors(checked.error));
    const problems = how.alsoCheck?.(checked.data) ?? [];
    if (problems.length) return form.fail(problems);
    setSending(true);
    try {
      await how.send();
      how.onSent();
    } catch (failure) {
      const list = failure instanceof ApiError ? failure.fieldErrors : [];
      if (list.length) form.fail(list);
      else form.failRequest(failure, how.failedTitle);
    } finally {
      setSending(false);
    }
  };

  const summary = (controls: FormControls) => (
    <ErrorSummary
      errors={form.errors}
      attempt={form.attempt}
      title={form.title}
      controlIdOf={controls.controlIdOf}
      onSelect={controls.focusField}
    />
  );

  return { form, sending, submit, summary };
}
