import { useEffect, useRef, type RefObject } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import type { MessagesByField } from './fieldErrors';
import { useNotifyToast, type ToastText } from './useNotifyToast.js';

/**
 * What a back-office dialog form tells after a submit, for forms given `disableInvalidFormNotification`: a submit
 * the browser refused gets `invalidToast` of its first message, one the server refused (422) gets the caller's own
 * error toast and focus on its first invalid field. react-admin's own 'Formularz nie jest poprawny' would also
 * follow a server refusal, and, queued behind the error toast, stand on screen after the next, successful save.
 */
export function useSubmitFeedback<Values>(
  onSubmit: (values: Values) => Promise<MessagesByField | undefined>,
  invalidToast: (firstMessage: string) => ToastText,
) {
  const focusField = useRef<(field: string) => void>(undefined);
  // Whether the last submit passed the browser's check: the server's refusals have their own toast.
  const reachedServer = useRef(false);

  async function submit(values: Values) {
    reachedServer.current = true;
    const errors = await onSubmit(values);
    const first = errors && Object.keys(errors)[0];
    // react-admin marks the fields after this handler returns: focus once they are marked.
    if (first) setTimeout(() => focusField.current?.(first));
    return errors;
  }

  const feedback = <SubmitFeedback focusField={focusField} reachedServer={reachedServer} invalidToast={invalidToast} />;
  return { submit, feedback };
}

/** The first message of the form's errors, also of a value whose messages lie under its fields (the opening hours). */
function firstMessage(errors: object): unknown {
  for (const error of Object.values(errors) as unknown[]) {
    if (!error || typeof error !== 'object') continue;
    if ('message' in error) return error.message;
    const nested = firstMessage(error);
    if (nested !== undefined) return nested;
  }
  return undefined;
}

/** Inside the form: hands out its focus function and shows the toast of a submit the browser refused. */
function SubmitFeedback({
  focusField,
  reachedServer,
  invalidToast,
}: {
  focusField: RefObject<((field: string) => void) | undefined>;
  reachedServer: RefObject<boolean>;
  invalidToast: (firstMessage: string) => ToastText;
}) {
  const { setFocus } = useFormContext();
  const { submitCount, errors } = useFormState();
  const notifyToast = useNotifyToast();
  const shownFor = useRef(submitCount);
  // The dialogs' inputs are named by the record's fields; one editing a structured value (the opening hours) gets its
  // server messages under its name (opening_hours.weekly.2.opens) and focuses its own first invalid control.
  focusField.current = (field) => setFocus(field.split('.')[0]);

  useEffect(() => {
    if (submitCount === shownFor.current) return;
    shownFor.current = submitCount;
    if (reachedServer.current) {
      reachedServer.current = false;
      return;
    }
    // react-admin keeps a validator's message as `{ message }` (a translation key with its arguments).
    const message = firstMessage(errors);
    const first = typeof message === 'object' && message !== null && 'message' in message ? message.message : message;
    if (typeof first === 'string') notifyToast(invalidToast(first), 'error');
  }, [submitCount, errors, notifyToast, invalidToast, reachedServer]);
  return null;
}
