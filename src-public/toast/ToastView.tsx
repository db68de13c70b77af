import type { ShownToast } from './ToastProvider';

interface ToastViewProps {
  toast: ShownToast | null;
  onDismiss: () => void;
  onPause: () => void;
  onResume: () => void;
}

/**
 * Both live regions stay in the document all the time: screen readers announce content added to a region
 * that already exists, not a region that appears together with its text.
 */
export function ToastView({ toast, onDismiss, onPause, onResume }: ToastViewProps) {
  const destructive = toast?.variant === 'destructive';
  const card = toast && (
    // Hover or focus pauses the timer (WCAG 2.2.1); the card itself is not a control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- see above
    <div
      key={toast.id}
      className={`toast toast-${toast.variant}`}
      onMouseEnter={onPause}
      onMouseLeave={onResume}
      onFocus={onPause}
      onBlur={onResume}
    >
      <div className="toast-text">
        <p className="toast-title">{toast.title}</p>
        {toast.description && <p className="toast-description">{toast.description}</p>}
      </div>
      <button type="button" className="toast-close" onClick={onDismiss} aria-label="Zamknij powiadomienie">
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
  return (
    <div className="toast-viewport" role="region" aria-label="Powiadomienia">
      <div role="status" aria-live="polite" aria-atomic="true">
        {!destructive && card}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {destructive && card}
      </div>
    </div>
  );
}
