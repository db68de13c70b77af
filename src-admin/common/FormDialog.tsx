import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useFormContext, useFormState } from 'react-hook-form';
import { Form, SaveButton, useTranslate, type ValidateForm } from 'react-admin';
import { useDialogDocumentTitle } from '../layout/ScreenFrame';
import { useNotifyToast, type ToastText } from './useNotifyToast.js';
import type { MessagesByField } from './fieldErrors';

type Values = Record<string, unknown>;

interface FormDialogProps<FormValues extends Values> {
  title: string;
  /** Translation key or text of the submit button. */
  submitLabel: string;
  defaultValues: FormValues;
  validate: ValidateForm;
  /** Saves; answers the server's per-field messages (422) to show them under the inputs, or nothing. */
  onSubmit: (values: FormValues) => Promise<MessagesByField | undefined>;
  /** The toast of a refused submit (SPEC's 'Błąd: …' messages), from the first field message. */
  invalidToast: (firstMessage: string) => ToastText;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A back-office dialog form on react-admin's `<Form>`: the shared schema validates, each invalid input is marked
 * (aria-invalid, its message tied by aria-describedby) and the first one takes focus, both after the check in the
 * browser and after the server's 422; the SPEC's toast still tells what is wrong.
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
  const focusField = useRef<(field: string) => void>(undefined);
  // Whether the last submit passed the browser's check: the server's refusals have their own toast.
  const reachedServer = useRef(false);

  async function submit(values: Values) {
    reachedServer.current = true;
    const errors = await onSubmit(values as FormValues);
    const first = errors && Object.keys(errors)[0];
    // react-admin marks the fields after this handler returns: focus once they are marked.
    if (first) setTimeout(() => focusField.current?.(first));
    return errors;
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {/* The values as `record`: otherwise react-admin would start from the record of the list row around the dialog. */}
      <Form record={defaultValues} onSubmit={submit} validate={validate} disableInvalidFormNotification noValidate>
        <FormTools focusField={focusField} reachedServer={reachedServer} invalidToast={invalidToast} />
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

/** Inside the form: hands out its focus function and shows the toast of a refused submit. */
function FormTools({
  focusField,
  reachedServer,
  invalidToast,
}: {
  focusField: { current: ((field: string) => void) | undefined };
  reachedServer: { current: boolean };
  invalidToast: (firstMessage: string) => ToastText;
}) {
  const { setFocus } = useFormContext();
  const { submitCount, errors } = useFormState();
  const notifyToast = useNotifyToast();
  const shownFor = useRef(submitCount);
  focusField.current = (field) => setFocus(field);

  useEffect(() => {
    if (submitCount === shownFor.current) return;
    shownFor.current = submitCount;
    if (reachedServer.current) {
      reachedServer.current = false;
      return;
    }
    // react-admin keeps a validator's message as `{ message }` (a translation key with its arguments).
    const message: unknown = Object.values(errors)[0]?.message;
    const first = typeof message === 'object' && message !== null && 'message' in message ? message.message : message;
    if (typeof first === 'string') notifyToast(invalidToast(first), 'error');
  }, [submitCount, errors, notifyToast, invalidToast, reachedServer]);
  return null;
}
