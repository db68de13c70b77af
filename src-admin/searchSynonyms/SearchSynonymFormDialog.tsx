import { TextInput, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { SYNONYM_LIMITS } from '../../shared/limits';
import { SYNONYM_MESSAGES } from '../../shared/messages';
import { searchSynonymSchema } from '../../shared/schemas/searchSynonym';
import type { SearchSynonym } from '../../shared/types';
import { FormDialog } from '../common/FormDialog';
import { schemaValidator, serverFieldErrors } from '../common/formValidation';
import { useNotifyError } from '../common/useNotifyError';
import { RESOURCES } from '../providers/dataProvider';
import { groupName, initialSearchSynonymForm, termsOf, type SearchSynonymFormValues } from './searchSynonymForm';

const validate = schemaValidator(searchSynonymSchema, (values: Partial<SearchSynonymFormValues>) => ({
  terms: termsOf(values),
}));
const invalidToast = (message: string) => ({ title: SYNONYM_MESSAGES.title, description: message });

/** Add (no `group`) or edit a group of equivalent search words and phrases. */
export function SearchSynonymFormDialog({ group, onClose }: { group?: SearchSynonym; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const mode = group ? 'edit' : 'create';
  const key = (name: string) => `resources.${RESOURCES.searchSynonyms}.${name}`;

  async function save(values: SearchSynonymFormValues) {
    const data = searchSynonymSchema.parse({ terms: termsOf(values) });
    try {
      if (group) await dataProvider.update(RESOURCES.searchSynonyms, { id: group.id, data, previousData: group });
      else await dataProvider.create(RESOURCES.searchSynonyms, { data });
      notify(key(`notifications.${mode === 'edit' ? 'updated' : 'created'}`), {
        type: 'success',
        messageArgs: { name: groupName(data) },
      });
      refresh();
      onClose();
    } catch (error) {
      notifyError(error);
      return serverFieldErrors(error);
    }
  }

  return (
    <FormDialog<SearchSynonymFormValues>
      title={translate(key(`dialog.${mode}_title`))}
      submitLabel={key(`dialog.${mode}_submit`)}
      defaultValues={initialSearchSynonymForm(group)}
      validate={validate}
      onSubmit={save}
      invalidToast={invalidToast}
      onClose={onClose}
    >
      <TextInput
        source="terms"
        label={key('fields.terms_input')}
        helperText={translate(key('terms_hint'), { max: SYNONYM_LIMITS.termsMax, length: SYNONYM_LIMITS.termMax })}
        isRequired
        multiline
        minRows={4}
        autoFocus
      />
    </FormDialog>
  );
}
