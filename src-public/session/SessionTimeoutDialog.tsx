import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { SESSION_TIMEOUT_MESSAGES as M } from '../../shared/messagesSession';
import { useSessionCountdown } from '../../shared/useSessionCountdown';

interface SessionTimeoutDialogProps {
  /** When the session ends (ms). */
  expiresAt: number;
  onExtend: () => Promise<void>;
  onSignOut: () => void;
}

/**
 * The warning before an idle session ends, after the GOV.UK/HMRC timeout warning: an alert dialog whose focus starts
 * on 'Przedłuż sesję' ('Wyloguj' second); Escape also keeps the session. The time left counts down on screen, while
 * a screen reader hears it when the dialog opens and then only at 60 and 20 seconds, not every second.
 */
export function SessionTimeoutDialog({ expiresAt, onExtend, onSignOut }: SessionTimeoutDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const extendRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const countdown = useSessionCountdown(expiresAt);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);

  useLayoutEffect(() => {
    mounted.current = true;
    const opener = document.activeElement as HTMLElement | null;
    extendRef.current?.focus();
    return () => {
      mounted.current = false;
      opener?.focus({ preventScroll: true });
    };
  }, []);

  const extend = async () => {
    if (busy) return;
    setBusy(true);
    setProblem('');
    try {
      await onExtend();
      // Still open after a renewal: the session reached its absolute limit and cannot be extended.
      if (mounted.current) setProblem(M.cannotExtend);
    } catch {
      if (mounted.current) setProblem(M.extendFailed);
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      void extend();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const buttons = Array.from(dialogRef.current.querySelectorAll<HTMLElement>('button'));
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="dialog-backdrop session-timeout-backdrop">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Tab trap and Escape (WAI-ARIA alert dialog) */}
      <div
        ref={dialogRef}
        className="dialog session-timeout"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{M.title}</h2>
        <div id={descriptionId}>
          <p>
            <span className="visually-hidden">{countdown.opening}</span>
            <span aria-hidden="true" className="session-timeout-countdown">
              {countdown.shown}
            </span>
          </p>
          <p>{M.draftsKept}</p>
        </div>
        <p className="visually-hidden" aria-live="assertive" aria-atomic="true">
          {countdown.announcement}
        </p>
        {problem && (
          <p className="form-error" role="alert">
            {problem}
          </p>
        )}
        <div className="form-actions">
          <button
            ref={extendRef}
            type="button"
            className="btn btn-primary"
            aria-disabled={busy || undefined}
            onClick={() => void extend()}
          >
            {busy ? M.extending : M.extend}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onSignOut}>
            {M.signOut}
          </button>
        </div>
      </div>
    </div>
  );
}
