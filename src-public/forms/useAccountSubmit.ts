import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrors, type FieldError } from '../../shared/schemas/common';
import { useToast } from '../toast/ToastProvider';
import { focusControl } from './RadioGroup';
import { useFormErrors } from './useFormErrors';

interface AccountSubmit<Data> {
  /** The same schema the server checks the request with; the form's values go through it first. */
  schema: z.ZodType<Data>;
  values: unknown;
  /** A rule the schema cannot know (both password entries match): its problems join the schema's. */
  alsoCheck?: () => FieldError[];
  /** Sends the checked request and carries on (a toast, the next page, the answer on the page). */
  send: (data: Data) => Promise<void>;
  /** The title of the toast and of the summary when the request is refused ('Błąd logowania'). */
  failedTitle: string;
  /** What else a refusal means for the page (a dead link offers a new one). */
  onRefused?: (error: unknown) => void;
}

/**
 * The submit of an account form (signing in and up, the password and confirmation links, the profile): the shared
 * schema checks the values first; a refused request shows a toast and stays in the error summary beside the form,
 * titled like the toast (a toast alone vanishes). A second press while sending does nothing.
 */
export function useAccountSubmit() {
  const { showError } = useToast();
  const form = useFormErrors();
  const [busy, setBusy] = useState(false);

  const submit = async <Data>(event: FormEvent, how: AccountSubmit<Data>) => {
    event.preventDefault();
    if (busy) return;
    const parsed = how.schema.safeParse(how.values);
    const problems = [...(parsed.success ? [] : fieldErrors(parsed.error)), ...(how.alsoCheck?.() ?? [])];
    if (!parsed.success || problems.length > 0) return form.fail(problems);
    form.reset();
    setBusy(true);
    try {
      await how.send(parsed.data);
    } catch (error) {
      showError(error, how.failedTitle);
      form.failRequest(error, how.failedTitle);
      how.onRefused?.(error);
    } finally {
      setBusy(false);
    }
  };

  /** The error summary's props for controls whose ids `controlId` makes from the field names. */
  const summaryProps = (controlId: (field: string) => string) => ({
    errors: form.errors,
    attempt: form.attempt,
    title: form.title,
    controlIdOf: controlId,
    onSelect: (field: string) => focusControl(controlId(field)),
  });

  return { form, busy, submit, summaryProps };
}
