import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { DRAFT_MESSAGES as M } from '../../shared/messagesSession';
import { useDraftState, type DraftOptions } from '../../shared/useDraftState';

export interface AdminDraft {
  /** The question 'Przywrócić niezapisaną wersję z 14:32?' while a kept draft waits for an answer, then its outcome. */
  notice: ReactNode;
  /** Whether the question waits: the dialog then opens on 'Przywróć', not on its own first control. */
  offered: boolean;
  /** The decision was saved: its draft is no longer needed. */
  discard: () => void;
  /** Closes the dialog on 'Anuluj' or Escape, dropping its draft. */
  cancel: () => void;
}

interface AdminDraftOptions<T extends object> extends DraftOptions<T> {
  /** Closes the dialog. */
  onClose: () => void;
}

/**
 * A back-office dialog's draft, kept in this browser per account and record with the public app's rules
 * (shared/useDraftState.ts): a session that ends mid-statement loses nothing, and the dialog offers it back when it
 * opens again for the same record. Keys start with 'admin:' so they never meet a public form's draft.
 */
export function useAdminDraft<T extends object>({ onClose, ...options }: AdminDraftOptions<T>): AdminDraft {
  const { kept, outcome, answer, discard } = useDraftState({ ...options, formKey: `admin:${options.formKey}` });
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const questionId = useId();

  // The question's buttons are gone once answered: focus goes to the outcome, which is read out.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const notice: ReactNode = kept ? (
    <Alert severity="info" role="group" aria-labelledby={questionId} sx={{ mb: 2 }}>
      <AlertTitle id={questionId} component="h3">
        {M.question(kept.savedAt)}
      </AlertTitle>
      <Typography variant="body2">{M.explanation}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button variant="contained" onClick={() => answer(true)} autoFocus>
          {M.restore}
        </Button>
        <Button variant="outlined" onClick={() => answer(false)}>
          {M.discard}
        </Button>
      </Box>
    </Alert>
  ) : (
    outcome && (
      <Typography ref={outcomeRef} role="status" tabIndex={-1} sx={{ mb: 2 }}>
        {outcome}
      </Typography>
    )
  );

  // Cancelling is deliberate: only a dialog that went away unasked (the session ended, the tab closed) keeps its draft.
  const cancel = () => {
    discard();
    onClose();
  };

  return { notice, offered: kept !== null, discard, cancel };
}
