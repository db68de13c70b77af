import { Box, Chip } from '@mui/material';
import { DataTable, DateField, useRecordContext } from 'react-admin';
import type { SearchSynonym } from '../../shared/types';
import { AdminList, AdminTable } from '../common/AdminList';
import { ListSearchInput } from '../common/ListSearchInput';
import { RESOURCES } from '../providers/dataProvider';
import { SearchSynonymCreateButton } from './SearchSynonymCreateButton';
import { SearchSynonymRowActions } from './SearchSynonymRowActions';

const Column = DataTable.Col<SearchSynonym>;

const filters = [
  <ListSearchInput key="q" placeholder={`resources.${RESOURCES.searchSynonyms}.filters.search`} alwaysOn />,
];

/** The group's words as chips in a list, so a screen reader counts them and reads each one. */
function Terms() {
  const group = useRecordContext<SearchSynonym>();
  if (!group) return null;
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}>
      {group.terms.map((term) => (
        <li key={term}>
          <Chip label={term} size="small" />
        </li>
      ))}
    </Box>
  );
}

/**
 * Synonimy wyszukiwania (docs/wyszukiwanie.md): the thesaurus' groups, searchable, with the add/edit dialog and delete.
 */
export function SearchSynonymList() {
  return (
    <AdminList
      resource={RESOURCES.searchSynonyms}
      filters={filters}
      buttons={<SearchSynonymCreateButton />}
      sort={{ field: 'terms', order: 'ASC' }}
      perPage={50}
    >
      <AdminTable resource={RESOURCES.searchSynonyms}>
        <Column source="terms">
          <Terms />
        </Column>
        <Column source="updated_at">
          <DateField source="updated_at" showTime />
        </Column>
        <Column label={`resources.${RESOURCES.searchSynonyms}.fields.actions`}>
          <SearchSynonymRowActions />
        </Column>
      </AdminTable>
    </AdminList>
  );
}
