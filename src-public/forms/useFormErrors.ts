import { ApiError, errorToToast } from '../../shared/errors';
import type { FieldError } from '../../shared/schemas/common';
import { useState } from 'react';
import { errorsByField, FORM_LEVEL } from './ErrorSummary';

/** The error state every form keeps: the list for the summary, per-field messages, and the failed-attempt counter. */
export function useFormErrors() {
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [attempt, setAttempt] = useState(0);
  // The summary's own title when a request failed ('Błąd logowania'); undefined for the form's own checks.
  const [title, setTitle] = useState<string | undefined>(undefined);
  const show = (problems: FieldError[], heading: string | undefined) => {
    setErrors(problems);
    setTitle(heading);
    setAttempt((count) => count + 1);
  };
  return {
    errors,
    attempt,
    title,
    byField: errorsByField(errors),
    setErrors,
    /** Shows the problems and moves focus to the summary. */
    fail(problems: FieldError[]) {
      show(problems, undefined);
    },
    /**
     * Shows a refused request beside the form, titled like its toast: the server's field messages, or else its
     * explanation as one line for the whole form. A toast alone vanishes after 5 seconds (WCAG 3.3.1).
     */
    failRequest(error: unknown, contextTitle: string) {
      const { title: heading, description } = errorToToast(error, contextTitle);
      const fields = error instanceof ApiError ? error.fieldErrors : [];
      show(fields.length > 0 ? fields : [{ field: FORM_LEVEL, message: description }], heading);
    },
    reset() {
      setErrors([]);
      setTitle(undefined);
      setAttempt(0);
    },
  };
}
