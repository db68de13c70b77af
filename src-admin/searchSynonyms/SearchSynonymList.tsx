import { Box, Chip } from '@mui/material';
import { DataTable, DateField, List, useRecordContext, useTranslate } from 'react-admin';
import type { SearchSynonym } from '../../shared/types';
import { TableRegion } from '../common/TableRegion';
import { EmptyListText } from '../common/EmptyListText';
import { ListSearchInput } from '../common/ListSearchInput';
import { RefreshActions } from '../common/RefreshActions';
import { FITTING_TABLE_SX } from '../common/tableStyles';
import { RESOURCES } from '../providers/dataProvider';
import { SearchSynonymCreateButton } from './SearchSynonymCreateButton';
import { SearchSynonymRowActions } from './SearchSynonymRowActions';

const Column = DataTable.Col<SearchSynonym>;
const key = (name: string) => `resources.${RESOURCES.searchSynonyms}.${name}`;

const filters = [<ListSearchInput key="q" placeholder={key('filters.search')} alwaysOn />];

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
  const translate = useTranslate();
  return (
    <List
      title={translate('admin.layout.menu.search_synonyms')}
      filters={filters}
      actions={
        <RefreshActions>
          <SearchSynonymCreateButton />
        </RefreshActions>
      }
      sort={{ field: 'terms', order: 'ASC' }}
      perPage={50}
      empty={false}
      exporter={false}
    >
      <TableRegion>
        <DataTable
          bulkActionButtons={false}
          empty={<EmptyListText message={key('empty')} />}
          rowClick={false}
          sx={FITTING_TABLE_SX}
        >
          <Column source="terms">
            <Terms />
          </Column>
          <Column source="updated_at">
            <DateField source="updated_at" showTime />
          </Column>
          <Column label={key('fields.actions')}>
            <SearchSynonymRowActions />
          </Column>
        </DataTable>
      </TableRegion>
    </List>
  );
}
