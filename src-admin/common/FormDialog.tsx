import { useId, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { Form, SaveButton, useTranslate, type ValidateForm } from 'react-admin';
import { useDialogDocumentTitle } from '../layout/ScreenFrame';
import type { MessagesByField } from './fieldErrors';
import { useSubmitFeedback } from './SubmitFeedback';
import type { ToastText } from './useNotifyToast.js';

type Values = Record<string, unknown>;

interface FormDialogProps<FormValues extends Values> {
  title: string;
  /** Translation key or text of the submit button. */
  submitLabel: string;
  defaultValues: FormValues;
  validate: ValidateForm;
  /** Saves; answers the server's per-field messages (422) to show them under the inputs, or nothing. */
  onSubmit: (values: FormValues) => Promise<MessagesByField | undefined>;
  /** The toast of a refused submit ('Błąd: …' with the field's message), from the first field message. */
  invalidToast: (firstMessage: string) => ToastText;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A back-office dialog form on react-admin's `<Form>`: the shared schema validates, each invalid input is marked
 * (aria-invalid, its message tied by aria-describedby) and the first one takes focus, both after the check in the
 * browser and after the server's 422; the toast still tells what is wrong.
 */
export function FormDialog<FormValues extends Values>({
  title,
  submitLabel,
  defaultValues,
  validate,
  onSubmit,
  invalidToast,
  onClose,
  children,
}: FormDialogProps<FormValues>) {
  const translate = useTranslate();
  const titleId = useId();
  useDialogDocumentTitle(title);
  const { submit, feedback } = useSubmitFeedback((values: Values) => onSubmit(values as FormValues), invalidToast);

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {/* The values as `record`: otherwise react-admin would start from the record of the list row around the dialog. */}
      <Form record={defaultValues} onSubmit={submit} validate={validate} disableInvalidFormNotification noValidate>
        {feedback}
        <DialogContent>
          <Stack spacing={1}>{children}</Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton label={submitLabel} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
