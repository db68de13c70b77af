import { useEffect, useRef, useState } from 'react';
import { draftAccount, readDraft, removeDraft, sameValues, saveDraft, type StoredDraft } from './drafts.js';
import { DRAFT_MESSAGES as M } from './messagesSession.js';
import { AUTH_TOKEN_KEY } from './token.js';

/** How long typing pauses before the draft is written (and always when the form goes away or the tab closes). */
const SAVE_DELAY_MS = 400;

export interface DraftOptions<T extends object> {
  /** The form and its record ('offer:new', 'offer:<id>', 'appeal:<decision id>'). */
  formKey: string;
  values: T;
  /** What the form started from: a draft equal to it is nothing to keep or offer. */
  initial: T;
  onRestore: (values: T) => void;
}

export interface DraftState<T> {
  /** The kept draft waiting for 'Przywróć' or 'Odrzuć', or null. */
  kept: StoredDraft<T> | null;
  /** The answer's outcome ('Przywrócono niezapisaną wersję.'), empty before one. */
  outcome: string;
  answer: (restore: boolean) => void;
  /** The form was saved or sent: its draft is no longer needed. */
  discard: () => void;
}

/**
 * Keeps the form's unsaved values in this browser for the signed-in account as the person types (never sent to the
 * server), so that a session that ended, a closed tab or a crash loses nothing: next time the form opens for the same
 * record, it offers the kept version back. Without a session there is no account to keep drafts for. Each app shows
 * the question in its own components; the rules of keeping are this one hook.
 */
export function useDraftState<T extends object>({
  formKey,
  values,
  initial,
  onRestore,
}: DraftOptions<T>): DraftState<T> {
  // The account when the form opened: the session may end (and the token go) while the form is still on screen.
  const [account] = useState(() => draftAccount(localStorage.getItem(AUTH_TOKEN_KEY)));
  const [kept, setKept] = useState<StoredDraft<T> | null>(() => {
    const draft = account ? readDraft<T>(localStorage, account, formKey) : null;
    // Nothing to offer when the form already shows it (a dialog reopened with the text it kept).
    return draft && !sameValues(draft.values, initial) && !sameValues(draft.values, values) ? draft : null;
  });
  const [outcome, setOutcome] = useState('');
  const pending = useRef<T | null>(null);
  /** Set once the values first left the start: from then on every change is written, a return to the start too. */
  const touched = useRef(false);
  const discarded = useRef(false);

  const write = (next: T) => {
    if (!account || discarded.current) return;
    if (!sameValues(next, initial)) saveDraft(localStorage, account, formKey, next);
    // Back to the start: nothing to keep, unless an earlier draft still waits for its answer.
    else if (!kept) removeDraft(localStorage, account, formKey);
  };
  const writeRef = useRef(write);
  writeRef.current = write;

  useEffect(() => {
    if (!touched.current && sameValues(values, initial)) return;
    touched.current = true;
    pending.current = values;
    const timer = setTimeout(() => {
      pending.current = null;
      writeRef.current(values);
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, initial]);

  // What was typed in the last moments is written when the form goes away (sign-out, navigation) or the tab closes.
  useEffect(() => {
    const flush = () => {
      if (pending.current !== null) writeRef.current(pending.current);
      pending.current = null;
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  const answer = (restore: boolean) => {
    if (!kept || !account) return;
    if (restore) onRestore(kept.values);
    else if (sameValues(values, initial)) removeDraft(localStorage, account, formKey);
    setKept(null);
    setOutcome(restore ? M.restored : M.discarded);
  };

  return {
    kept,
    outcome,
    answer,
    discard: () => {
      discarded.current = true;
      pending.current = null;
      if (account) removeDraft(localStorage, account, formKey);
    },
  };
}
