import { EASY_READ_TEXTS } from '../../shared/easyRead';

/**
 * The mark of a text in easy-to-read Polish: an open book with a tick. Drawn in the text's colour, so it follows the
 * theme and forced colours; its name is read instead of it.
 */
export function EasyReadMark() {
  return (
    <svg className="etr-mark" viewBox="0 0 48 48" role="img" aria-label={EASY_READ_TEXTS.markLabel} focusable="false">
      <path fill="currentColor" d="M4 14c7 0 14 2 19 6v24c-5-4-12-6-19-6zM44 14c-7 0-14 2-19 6v24c5-4 12-6 19-6z" />
      <path fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" d="M17 6l5 5 10-9" />
    </svg>
  );
}
