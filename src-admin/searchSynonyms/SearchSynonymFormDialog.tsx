import { TextInput, useTranslate } from 'react-admin';
import { SYNONYM_LIMITS } from '../../shared/limits';
import { SYNONYM_MESSAGES } from '../../shared/messages';
import { searchSynonymSchema } from '../../shared/schemas/searchSynonym';
import type { SearchSynonym } from '../../shared/types';
import { DictionaryFormDialog } from '../common/DictionaryFormDialog';
import { schemaValidator } from '../common/formValidation';
import { RESOURCES } from '../providers/dataProvider';
import { groupName, initialSearchSynonymForm, termsOf, type SearchSynonymFormValues } from './searchSynonymForm';

const validate = schemaValidator(searchSynonymSchema, (values: Partial<SearchSynonymFormValues>) => ({
  terms: termsOf(values),
}));
const invalidToast = (message: string) => ({ title: SYNONYM_MESSAGES.title, description: message });

/** Add (no `group`) or edit a group of equivalent search words and phrases. */
export function SearchSynonymFormDialog({ group, onClose }: { group?: SearchSynonym; onClose: () => void }) {
  const translate = useTranslate();
  const key = (name: string) => `resources.${RESOURCES.searchSynonyms}.${name}`;
  return (
    <DictionaryFormDialog<SearchSynonymFormValues, { terms: string[] }>
      resource="search_synonyms"
      record={group}
      defaultValues={initialSearchSynonymForm(group)}
      validate={validate}
      toData={(values) => searchSynonymSchema.parse({ terms: termsOf(values) })}
      nameOf={groupName}
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
    </DictionaryFormDialog>
  );
}
