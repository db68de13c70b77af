import { useId, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import {
  Form,
  SaveButton,
  useGetOne,
  useNotify,
  useRefresh,
  useTranslate,
  useUpdate,
  type RaRecord,
  type ValidateForm,
} from 'react-admin';
import { useDialogDocumentTitle } from '../layout/ScreenFrame';
import { DialogLoading } from './DialogLoading';
import type { MessagesByField } from './fieldErrors';
import { serverFieldErrors } from './formValidation';
import { useSubmitFeedback } from './SubmitFeedback';
import { useNotifyError } from './useNotifyError';

interface RecordEditDialogProps<Record extends RaRecord & { title: string }> {
  resource: 'offers' | 'blog_posts';
  id: Record['id'];
  validate: ValidateForm;
  /** The fields the dialog edits, as the PUT body: the server keeps every other field as it is. */
  toChanges: (values: Partial<Record>) => Partial<Record>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The edit dialog of a moderated record: loads the full record, validates with the shared schema, saves with PUT,
 * shows the 422 field messages under the inputs (focus on the first) and the shared error toasts; a submit the browser
 * refuses tells its first message under the update failure's title.
 * Texts: `resources.<resource>.edit_dialog.title|submit`, `notifications.updated|update_failed`.
 */
export function RecordEditDialog<Record extends RaRecord & { title: string }>({
  resource,
  id,
  validate,
  toChanges,
  onClose,
  children,
}: RecordEditDialogProps<Record>) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const titleId = useId();
  const title = translate(`resources.${resource}.edit_dialog.title`);
  const failureTitle = translate(`resources.${resource}.notifications.update_failed`);
  useDialogDocumentTitle(title);
  const onError = (failure: unknown) => {
    notifyError(failure);
    onClose();
  };
  // The list puts its rows into the record cache; they are summaries, so the form waits for the full record.
  const { data: record, isFetchedAfterMount } = useGetOne<Record>(resource, { id }, { onError });
  const [update] = useUpdate<Record>();
  // On a phone, or at 320 px with the largest text, the form needs the whole width: the 32 px margins around a
  // dialog and its 24 px padding left the fields 208 px, less than a Polish word and its checkbox take at 150 %.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  // react-admin's Form hands over plain field values; they are the record's fields.
  async function save(values: { [field: string]: unknown }): Promise<MessagesByField | undefined> {
    try {
      const changes = toChanges(values as Partial<Record>);
      await update(
        resource,
        { id, data: changes, previousData: record },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify(`resources.${resource}.notifications.updated`, { type: 'success', messageArgs: { name: values.title } });
      refresh();
      onClose();
    } catch (failure) {
      notifyError(failure, failureTitle);
      return serverFieldErrors(failure);
    }
  }
  const { submit, feedback } = useSubmitFeedback(save, (message) => ({ title: failureTitle, description: message }));

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={narrow}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {!isFetchedAfterMount || !record ? (
        <DialogLoading />
      ) : (
        // noValidate: the shared rules judge every field; the browser's own check stopped a half-typed date (or an
        // e-mail) with a bubble in its own language that marks no field and leaves nothing for a screen reader.
        <Form
          record={record}
          onSubmit={submit}
          validate={validate}
          resource={resource}
          disableInvalidFormNotification
          noValidate
        >
          {feedback}
          <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>{children}</DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <SaveButton label={`resources.${resource}.edit_dialog.submit`} />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
