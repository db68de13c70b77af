import { errorToToast } from '../../shared/errors';

/** The text of a failed action's error beside its button: the toast's title and explanation in one line. */
export function actionErrorText(error: unknown, contextTitle: string): string {
  const { title, description } = errorToToast(error, contextTitle);
  return description ? `${title}: ${description}` : title;
}

/**
 * A failed action's error shown next to the button that started it (the button names it with aria-describedby and
 * keeps focus), so it stays on screen after the toast goes: errors are never only in a toast (WCAG 3.3.1).
 */
export function ActionError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="form-error action-error">
      {message}
    </p>
  ) : null;
}
