import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { errorToToast } from '../../shared/errors';
import { TOAST_DURATION_MS } from '../../shared/ui';
import { ToastView } from './ToastView';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  durationMs?: number;
}

export interface ShownToast extends Required<Pick<ToastInput, 'title' | 'variant' | 'durationMs'>> {
  id: number;
  description?: string;
}

interface ToastContextValue {
  showToast: (toast: ToastInput) => void;
  showError: (error: unknown, contextTitle?: string) => void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

/** One toast at a time; a new one replaces the current one (docs/zasady-produktu.md#powiadomienia-i-błędy). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const nextId = useRef(1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const dismiss = useCallback(() => {
    clearTimeout(timer.current);
    setToast(null);
  }, []);

  const startTimer = useCallback((shown: ShownToast) => {
    clearTimeout(timer.current);
    // An error stays until the person closes it (or the next toast replaces it): nobody misses it while reading.
    if (shown.variant === 'destructive') return;
    timer.current = setTimeout(
      () => setToast((current) => (current?.id === shown.id ? null : current)),
      shown.durationMs,
    );
  }, []);

  const showToast = useCallback(
    ({ title, description, variant = 'default', durationMs = TOAST_DURATION_MS }: ToastInput) => {
      const shown: ShownToast = { id: nextId.current++, title, description, variant, durationMs };
      setToast(shown);
      startTimer(shown);
    },
    [startTimer],
  );

  const showError = useCallback(
    (error: unknown, contextTitle?: string) => {
      console.error(error);
      showToast(errorToToast(error, contextTitle));
    },
    [showToast],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  // Escape closes the toast from anywhere, unless something else (an open dialog) already used the key.
  useEffect(() => {
    if (!toast) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) dismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [toast, dismiss]);

  const value = useMemo(() => ({ showToast, showError }), [showToast, showError]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <ToastView
        toast={toast}
        onDismiss={dismiss}
        // WCAG 2.2.1: a person reading or focusing the toast keeps it on screen; the full time restarts afterwards.
        onPause={() => clearTimeout(timer.current)}
        onResume={() => toast && startTimer(toast)}
      />
    </ToastContext.Provider>
  );
}

export function useToast(): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside <ToastProvider>');
  return context;
}
