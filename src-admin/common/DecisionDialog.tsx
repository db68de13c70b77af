import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  type Breakpoint,
} from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { useNotifyError } from './useNotifyError';

interface DecisionDialogProps<Choice extends string> {
  /** Its texts are `resources.<resource>.decide_dialog.title|submit`. */
  resource: 'reports' | 'appeals' | 'verifications';
  choices: readonly Choice[];
  initialChoice: Choice;
  /** The legend of the choices and the label of each. */
  choicesLabel: string;
  choiceLabel: (choice: Choice) => string;
  maxWidth?: Breakpoint;
  /** What is being decided: shown above the choices. */
  context: ReactNode;
  /** The statement fields below the choices; they may depend on the choice. */
  fields: (choice: Choice) => ReactNode;
  /** Checks the statement before saving; a refusal shows its message and moves focus to the field itself. */
  isComplete: (choice: Choice) => boolean;
  save: (choice: Choice) => Promise<void>;
  /** The success toast's message key and its arguments. */
  success: (choice: Choice) => { message: string; args: Record<string, unknown> };
  onClose: () => void;
  /** Called once the decision is saved, to move focus to what it changed. */
  onDecided: () => void;
}

/**
 * The back office's decisions with a statement (notices, appeals, verification requests): one choice among a few and
 * the reasons, saved once; the list then moves focus itself, because the button that opened the dialog is gone.
 */
export function DecisionDialog<Choice extends string>({
  resource,
  choices,
  initialChoice,
  choicesLabel,
  choiceLabel,
  maxWidth,
  context,
  fields,
  isComplete,
  save,
  success,
  onClose,
  onDecided,
}: DecisionDialogProps<Choice>) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const titleId = useId();
  const [choice, setChoice] = useState<Choice>(initialChoice);
  const [saving, setSaving] = useState(false);

  async function decide() {
    setSaving(true);
    try {
      await save(choice);
      const { message, args } = success(choice);
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

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      disableRestoreFocus
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (isComplete(choice)) void decide();
        }}
      >
        <DialogTitle id={titleId}>{translate(`resources.${resource}.decide_dialog.title`)}</DialogTitle>
        <DialogContent>
          {context}
          <FormControl>
            <FormLabel id={`${titleId}-choice`}>{choicesLabel}</FormLabel>
            <RadioGroup
              aria-labelledby={`${titleId}-choice`}
              value={choice}
              onChange={(event) => setChoice(choices.find((option) => option === event.target.value) ?? choice)}
            >
              {choices.map((option) => (
                <FormControlLabel key={option} value={option} control={<Radio />} label={choiceLabel(option)} />
              ))}
            </RadioGroup>
          </FormControl>
          {fields(choice)}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate(`resources.${resource}.decide_dialog.submit`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
