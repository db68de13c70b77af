import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  type Breakpoint,
} from '@mui/material';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { ErrorSummary, settleProblems, type FormProblem } from './ErrorSummary';
import { useAdminDraft } from './useAdminDraft';
import { useNotifyError } from './useNotifyError';

/** The statement fields as typed, kept as a draft for this account and record until the decision is saved. */
export interface StatementDraft<Statement extends object> {
  /** The dialog and its record ('report:<id>'). */
  key: string;
  value: Statement;
  /** The fields as the dialog opens (the same object on every render). */
  empty: Statement;
  restore: (value: Statement) => void;
}

interface DecisionDialogProps<Choice extends string, Statement extends object> {
  /** Its texts are `resources.<resource>.decide_dialog.title|submit|choice_required`. */
  resource: 'reports' | 'appeals' | 'verifications';
  choices: readonly Choice[];
  /** The legend of the choices and the label of each. */
  choicesLabel: string;
  choiceLabel: (choice: Choice) => string;
  maxWidth?: Breakpoint;
  /** What is being decided: shown above the choices. */
  context: ReactNode;
  /** The statement fields below the choices; they may depend on the choice. */
  fields: (choice: Choice | null) => ReactNode;
  /** The statement's problems for this choice; each field shows its own message too. */
  problems: (choice: Choice) => FormProblem[];
  /** What saving will do, in one sentence read before the save button ('Usuniesz ofertę „…” na podstawie: …'). */
  summary: (choice: Choice) => string | null;
  save: (choice: Choice) => Promise<void>;
  /** The success toast's message key and its arguments. */
  success: (choice: Choice) => { message: string; args: Record<string, unknown> };
  onClose: () => void;
  /** Called once the decision is saved, to move focus to what it changed. */
  onDecided: () => void;
  statement: StatementDraft<Statement>;
}

/**
 * The back office's decisions with a statement (notices, appeals, verification requests): one choice among a few and
 * the reasons, saved once; the list then moves focus itself, because the button that opened the dialog is gone.
 * Nothing is chosen in advance: the heaviest option preselected was saved by an Enter pressed too soon.
 */
export function DecisionDialog<Choice extends string, Statement extends object>({
  resource,
  choices,
  choicesLabel,
  choiceLabel,
  maxWidth,
  context,
  fields,
  problems,
  summary,
  save,
  success,
  onClose,
  onDecided,
  statement,
}: DecisionDialogProps<Choice, Statement>) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const titleId = useId();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [choiceMessage, setChoiceMessage] = useState<string>();
  const [shown, setShown] = useState<FormProblem[]>([]);
  const [saving, setSaving] = useState(false);
  const firstChoiceRef = useRef<HTMLInputElement>(null);
  const sentence = choice && summary(choice);
  const values = useMemo(() => ({ choice, statement: statement.value }), [choice, statement.value]);
  const initial = useMemo(() => ({ choice: null, statement: statement.empty }), [statement.empty]);
  const draft = useAdminDraft<{ choice: Choice | null; statement: Statement }>({
    formKey: statement.key,
    values,
    initial,
    onClose,
    onRestore: (kept) => {
      setChoice(kept.choice && choices.includes(kept.choice) ? kept.choice : null);
      statement.restore(kept.statement);
    },
  });

  async function decide(chosen: Choice) {
    setSaving(true);
    try {
      await save(chosen);
      draft.discard();
      const { message, args } = success(chosen);
      notify(message, { type: 'success', messageArgs: args });
      refresh();
      onDecided();
    } catch (error) {
      notifyError(error);
      // 409: the record changed or was decided meanwhile; reloaded, the dialog shows what is there now.
      if ((error as { status?: unknown } | null)?.status === 409) refresh();
      setSaving(false);
    }
  }

  function check(): Choice | null {
    const missing = choice ? undefined : translate(`resources.${resource}.decide_dialog.choice_required`);
    setChoiceMessage(missing);
    const found: FormProblem[] = [
      ...(missing ? [{ message: missing, focus: () => firstChoiceRef.current?.focus() }] : []),
      ...(choice ? problems(choice) : []),
    ];
    return settleProblems(found, setShown) ? choice : null;
  }

  return (
    <Dialog
      open
      onClose={saving ? undefined : draft.cancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      disableRestoreFocus
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const chosen = check();
          if (chosen) void decide(chosen);
        }}
      >
        <DialogTitle id={titleId}>{translate(`resources.${resource}.decide_dialog.title`)}</DialogTitle>
        <DialogContent>
          {draft.notice}
          <ErrorSummary problems={shown} />
          {context}
          <FormControl error={Boolean(choiceMessage)} required>
            <FormLabel id={`${titleId}-choice`}>{choicesLabel}</FormLabel>
            <RadioGroup
              aria-labelledby={`${titleId}-choice`}
              aria-describedby={choiceMessage ? `${titleId}-choice-error` : undefined}
              value={choice ?? ''}
              onChange={(event) => {
                setChoice(choices.find((option) => option === event.target.value) ?? choice);
                setChoiceMessage(undefined);
              }}
            >
              {choices.map((option, index) => (
                <FormControlLabel
                  key={option}
                  value={option}
                  control={<Radio inputRef={index === 0 ? firstChoiceRef : undefined} />}
                  label={choiceLabel(option)}
                />
              ))}
            </RadioGroup>
            {choiceMessage && <FormHelperText id={`${titleId}-choice-error`}>{choiceMessage}</FormHelperText>}
          </FormControl>
          {fields(choice)}
          {sentence && (
            <DialogContentText id={`${titleId}-summary`} sx={{ mt: 2, fontWeight: 'bold', overflowWrap: 'break-word' }}>
              {sentence}
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={draft.cancel} disabled={saving}>
            {translate('ra.action.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={saving}
            aria-describedby={sentence ? `${titleId}-summary` : undefined}
          >
            {translate(`resources.${resource}.decide_dialog.submit`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
