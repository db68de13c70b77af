import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Which element gets focus when the dialog opens; the first focusable one otherwise. */
  initialFocusSelector?: string;
}

/**
 * A modal dialog (WAI-ARIA dialog pattern): focus moves in and stays inside while open, Escape closes,
 * and focus returns to whatever opened it.
 */
export function Dialog({ title, onClose, children, initialFocusSelector }: DialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  // A layout effect: its cleanup runs in the same commit that removes the dialog, so focus goes straight back
  // to the opener instead of passing through <body> (which a screen reader may announce).
  useLayoutEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    const first = initialFocusSelector ? dialog?.querySelector<HTMLElement>(initialFocusSelector) : null;
    (first ?? dialog?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog)?.focus();
    return () => opener?.focus();
  }, [initialFocusSelector]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusables = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusables.length === 0) return;
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // A click outside is a mouse shortcut only; the keyboard closes with Escape or the close button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- see above
    <div className="dialog-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Tab trap and Escape (WAI-ARIA dialog) */}
      <div
        ref={dialogRef}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="dialog-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="btn btn-sm" onClick={onClose}>
            Zamknij
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
