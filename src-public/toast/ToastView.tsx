import { useEffect, useRef, useState } from 'react';
import type { ShownToast } from './ToastProvider';

/**
 * Keeps the toast on the half of the screen away from the focused element, so that it never covers what has focus
 * (WCAG 2.4.11); its height is at most half the screen (CSS), so the other half is always free.
 */
function usePlacementAwayFromFocus(shown: boolean) {
  const regionRef = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(false);
  useEffect(() => {
    if (!shown) return;
    const place = () => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || focused === document.body || regionRef.current?.contains(focused))
        return;
      const box = focused.getBoundingClientRect();
      setTop(box.top + box.height / 2 > window.innerHeight / 2);
    };
    place();
    document.addEventListener('focusin', place);
    window.addEventListener('scroll', place, { passive: true });
    return () => {
      document.removeEventListener('focusin', place);
      window.removeEventListener('scroll', place);
    };
  }, [shown]);
  return { regionRef, top };
}

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
  const { regionRef, top } = usePlacementAwayFromFocus(toast !== null);
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
    <div
      ref={regionRef}
      className={top ? 'toast-viewport toast-viewport-top' : 'toast-viewport'}
      role="region"
      aria-label="Powiadomienia"
    >
      <div role="status" aria-live="polite" aria-atomic="true">
        {!destructive && card}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {destructive && card}
      </div>
    </div>
  );
}
