import type { ReactNode } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate, type RaRecord, type ValidateForm } from 'react-admin';
import type { EditableResource } from './EditableRecordList';
import { FormDialog } from './FormDialog';
import { serverFieldErrors } from './formValidation';
import { useNotifyError } from './useNotifyError';
import type { ToastText } from './useNotifyToast.js';

interface DictionaryFormDialogProps<FormValues extends Record<string, unknown>, Data extends Record<string, unknown>> {
  /** Its texts are `resources.<resource>.dialog.create|edit_title|_submit` and `notifications.created|updated`. */
  resource: EditableResource;
  /** The record edited; none to add one. */
  record?: RaRecord;
  defaultValues: FormValues;
  validate: ValidateForm;
  /** The request body from the checked form. */
  toData: (values: FormValues) => Data;
  /** What the toast calls the saved record. */
  nameOf: (data: Data) => string;
  invalidToast: (firstMessage: string) => ToastText;
  onClose: () => void;
  children: ReactNode;
}

/**
 * Adds or edits a record of an EditableRecordList: saved, the dialog closes, the list reloads and a toast names the
 * record; refused, the toast says why and the fields the server names show their messages.
 */
export function DictionaryFormDialog<FormValues extends Record<string, unknown>, Data extends Record<string, unknown>>({
  resource,
  record,
  defaultValues,
  validate,
  toData,
  nameOf,
  invalidToast,
  onClose,
  children,
}: DictionaryFormDialogProps<FormValues, Data>) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const mode = record ? 'edit' : 'create';
  const key = (name: string) => `resources.${resource}.${name}`;

  async function save(values: FormValues) {
    const data = toData(values);
    try {
      if (record) await dataProvider.update(resource, { id: record.id, data, previousData: record });
      else await dataProvider.create(resource, { data });
      notify(key(`notifications.${mode === 'edit' ? 'updated' : 'created'}`), {
        type: 'success',
        messageArgs: { name: nameOf(data) },
      });
      refresh();
      onClose();
    } catch (error) {
      notifyError(error);
      return serverFieldErrors(error);
    }
  }

  return (
    <FormDialog<FormValues>
      title={translate(key(`dialog.${mode}_title`))}
      submitLabel={key(`dialog.${mode}_submit`)}
      defaultValues={defaultValues}
      validate={validate}
      onSubmit={save}
      invalidToast={invalidToast}
      onClose={onClose}
    >
      {children}
    </FormDialog>
  );
}
