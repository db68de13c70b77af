import type { FieldError } from '../../shared/schemas/common';
import { useState } from 'react';
import { errorsByField } from './ErrorSummary';

/** The error state every form keeps: the list for the summary, per-field messages, and the failed-attempt counter. */
export function useFormErrors() {
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [attempt, setAttempt] = useState(0);
  return {
    errors,
    attempt,
    byField: errorsByField(errors),
    setErrors,
    /** Shows the problems and moves focus to the summary. */
    fail(problems: FieldError[]) {
      setErrors(problems);
      setAttempt((count) => count + 1);
    },
    reset() {
      setErrors([]);
      setAttempt(0);
    },
  };
}
