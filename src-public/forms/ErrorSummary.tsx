import { useEffect, useId, useRef, type ReactNode } from 'react';
import { GENERIC_MESSAGES } from '../../shared/messages';
import type { FieldError } from '../../shared/schemas/common';
import { focusInView } from '../a11y/focus';

/** The field name of a problem that belongs to the whole form (a refused request), not to one control. */
export const FORM_LEVEL = '';

interface ErrorSummaryProps {
  errors: readonly FieldError[];
  /** Changes on every failed submit so that the summary takes focus again. */
  attempt: number;
  /** Id of the control that shows a field, or null when the field has no control of its own. */
  controlIdOf: (field: string) => string | null;
  /** Brings the field into view (e.g. opens its tab) and focuses it. */
  onSelect: (field: string) => void;
  headingLevel?: 2 | 3;
  /** Replaces the generic heading, e.g. with the failed request's title ('Błąd logowania'). */
  title?: string;
  /** The next step offered under the list (e.g. a link to ask for a new e-mail link). */
  children?: ReactNode;
}

/** The list of problems above a form: it takes focus after a failed submit and links to each field. */
export function ErrorSummary({
  errors,
  attempt,
  controlIdOf,
  onSelect,
  headingLevel = 3,
  title,
  children,
}: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  // A generated id: two summaries on one page (or a summary in a dialog over a form) never share a heading id.
  const titleId = useId();
  useEffect(() => {
    if (attempt > 0) focusInView(ref.current);
  }, [attempt]);
  // One line per distinct message: several empty required fields may share one message.
  const listed = errors.filter(
    (error, index) => errors.findIndex((other) => other.message === error.message) === index,
  );
  if (listed.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="error-summary" role="group" ref={ref} tabIndex={-1} aria-labelledby={titleId}>
      <Heading id={titleId} className="error-summary-title">
        {title ?? `${GENERIC_MESSAGES.validation} Liczba błędów: ${listed.length}.`}
      </Heading>
      <ul>
        {listed.map((error) => {
          const controlId = error.field === FORM_LEVEL ? null : controlIdOf(error.field);
          return (
            <li key={`${error.field}:${error.message}`}>
              {controlId ? (
                <a
                  href={`#${controlId}`}
                  onClick={(event) => {
                    event.preventDefault();
                    onSelect(error.field);
                  }}
                >
                  {error.message}
                </a>
              ) : (
                error.message
              )}
            </li>
          );
        })}
      </ul>
      {children}
    </div>
  );
}

/** First message per field, the shape the fields read their error from. */
export function errorsByField(errors: readonly FieldError[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const error of errors) map[error.field] ??= error.message;
  return map;
}
