import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { UNSAVED_CHANGES_MESSAGES as M } from '../../shared/messagesAuthoring';
import { SESSION_ENDED_EVENT } from '../../shared/sessionEvents';
import { Dialog } from '../components/Dialog';

type Question = 'leave' | 'clear';
interface Pending {
  question: Question;
  proceed: () => void;
}

/** The history index React Router keeps in each entry's state; absent on an entry it did not create. */
const historyIndex = (state: unknown): number | null => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/**
 * Asks before a form with unsaved changes is left or cleared (WCAG 3.3.4): the form's own 'Wróć do listy'
 * and 'Wyczyść formularz', any in-app navigation (links, `navigate()`), the browser's Back and Forward, and closing or
 * reloading the tab (the browser's own question: its text cannot be set). The question is a dialog with focus on the
 * safe answer; focus goes back to what was used when it closes.
 *
 * The app uses <BrowserRouter>, which has no `useBlocker` (that needs a data router), so while the form is dirty the
 * router's navigator is wrapped: its push and replace ask first. One hook for every form, so they ask alike.
 */
export function useUnsavedChanges(dirty: boolean, { onLeave }: { onLeave?: () => void } = {}) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [pending, setPending] = useState<Pending | null>(null);
  // Set while the form itself leaves on purpose (after saving): that navigation is not asked about.
  const released = useRef(false);

  // The session ended (idle or refused): the login page must open unasked. The draft keeps the changes.
  useEffect(() => {
    const release = () => {
      released.current = true;
    };
    window.addEventListener(SESSION_ENDED_EVENT, release);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, release);
  }, []);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return;
    // Bound, so that they work however they are called; they are also what is put back.
    const push = navigator.push.bind(navigator);
    const replace = navigator.replace.bind(navigator);
    const ask =
      (navigate: typeof push): typeof push =>
      (...args) => {
        if (released.current) navigate(...args);
        else setPending({ question: 'leave', proceed: () => navigate(...args) });
      };
    navigator.push = ask(push);
    navigator.replace = ask(replace);
    return () => {
      navigator.push = push;
      navigator.replace = replace;
    };
  }, [dirty, navigator]);

  // Back and Forward have already moved the address when they are reported: the move is undone (before the router
  // hears of it), and redone if the person decides to leave.
  useEffect(() => {
    if (!dirty) return;
    const formIndex = historyIndex(window.history.state);
    if (formIndex === null) return;
    let returning = false;
    const onPopState = (event: PopStateEvent) => {
      const index = historyIndex(event.state);
      if (released.current || index === null) return;
      event.stopImmediatePropagation();
      if (returning) {
        returning = false;
        return;
      }
      const delta = formIndex - index;
      returning = true;
      window.history.go(delta);
      setPending({
        question: 'leave',
        proceed: () => {
          released.current = true;
          window.history.go(-delta);
        },
      });
    };
    // Capture: heard before React Router's own listener on the same window, which stopImmediatePropagation then skips.
    window.addEventListener('popstate', onPopState, true);
    return () => window.removeEventListener('popstate', onPopState, true);
  }, [dirty]);

  const confirm = (question: Question, action: () => void, ask: boolean) => {
    if (ask) setPending({ question, proceed: action });
    else action();
  };

  // Closing the dialog and acting happen in one render: the dialog hands focus back to what opened it, then the
  // form may move it on (clearing focuses the first field).
  const answer = (proceed: boolean) => {
    const chosen = pending;
    setPending(null);
    if (!proceed || !chosen) return;
    if (chosen.question === 'leave') {
      released.current = true;
      onLeave?.();
    }
    chosen.proceed();
  };

  const dialog: ReactNode = pending && (
    <Dialog
      title={pending.question === 'leave' ? M.leaveTitle : M.clearTitle}
      onClose={() => answer(false)}
      initialFocusSelector=".dialog-cancel"
    >
      <p>{pending.question === 'leave' ? M.leaveText : M.clearText}</p>
      <div className="form-actions">
        <button type="button" className="btn btn-secondary dialog-cancel" onClick={() => answer(false)}>
          {pending.question === 'leave' ? M.stay : M.cancel}
        </button>
        <button type="button" className="btn btn-danger" onClick={() => answer(true)}>
          {pending.question === 'leave' ? M.leave : M.clearConfirm}
        </button>
      </div>
    </Dialog>
  );

  return {
    /**
     * Runs `action` (e.g. 'Wróć do listy') at once when nothing is unsaved, else after the person agrees to lose the
     * changes (then `onLeave` runs first: the form's draft goes too).
     */
    leave: (action: () => void) => confirm('leave', action, dirty),
    /** 'Wyczyść formularz': asks whenever there is something to lose, saved or not (`filled`). */
    clear: (action: () => void, filled: boolean) => confirm('clear', action, filled),
    /** Leaves without asking: the changes were just saved. */
    release: (action: () => void) => {
      released.current = true;
      action();
    },
    dialog,
  };
}
