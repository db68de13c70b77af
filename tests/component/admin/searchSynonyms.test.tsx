import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SYNONYM_MESSAGES } from '../../../shared/messages';
import type { SearchSynonym } from '../../../shared/types';
import { SearchSynonymList } from '../../../src-admin/searchSynonyms/SearchSynonymList';
import { expectToast, renderAdmin, ROLE_ACCOUNTS } from './adminHarness';
import { createTestDataProvider } from './moderationHarness';

const ids = {
  pjm: '11111111-1111-4111-8111-111111111111',
  etr: '22222222-2222-4222-8222-222222222222',
};
const at = '2026-11-20T10:00:00.000Z';

function groups(): SearchSynonym[] {
  return [
    { id: ids.pjm, terms: ['PJM', 'polski język migowy', 'tłumacz migowy'], created_at: at, updated_at: at },
    { id: ids.etr, terms: ['ETR', 'tekst łatwy do czytania'], created_at: at, updated_at: at },
  ];
}

function setup() {
  const dataProvider = createTestDataProvider({ search_synonyms: groups() });
  renderAdmin(<SearchSynonymList />, { actor: ROLE_ACCOUNTS.admin, dataProvider, resource: 'search_synonyms' });
  return { dataProvider, user: userEvent.setup() };
}

const openAdd = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Dodaj grupę synonimów' }));
  const dialog = screen.getByRole('dialog', { name: 'Dodaj grupę synonimów' });
  return { dialog, terms: within(dialog).getByRole('textbox', { name: /Wyrażenia równoważne/ }) };
};

// MUI tables make role queries slow in jsdom on a shared 2-core machine.
describe('Synonimy wyszukiwania (admin)', { timeout: 30_000 }, () => {
  it('lists each group with its words as a list', async () => {
    setup();
    const row = (await screen.findByText('polski język migowy')).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['PJM', 'polski język migowy', 'tłumacz migowy']);
    for (const header of ['Wyrażenia', 'Ostatnia zmiana', 'Akcje']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
  });

  it('adds a group typed one phrase a line, with focus in the field and a toast', async () => {
    const { dataProvider, user } = setup();
    const { dialog, terms } = await openAdd(user);
    expect(terms).toHaveFocus();
    await user.type(terms, 'ŚDS{Enter} środowiskowy dom samopomocy {Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Dodaj grupę' }));
    expect(
      await screen.findByText('Grupa synonimów „ŚDS, środowiskowy dom samopomocy” została dodana.'),
    ).toBeInTheDocument();
    expect(dataProvider.create).toHaveBeenCalledWith('search_synonyms', {
      data: { terms: ['ŚDS', 'środowiskowy dom samopomocy'] },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Dodaj grupę synonimów' })).toHaveFocus());
  });

  it('refuses a group of one word with the shared message, tied to the field, which takes focus', async () => {
    const { dataProvider, user } = setup();
    const { dialog, terms } = await openAdd(user);
    await user.type(terms, 'PJM');
    await user.click(within(dialog).getByRole('button', { name: 'Dodaj grupę' }));
    await expectToast(SYNONYM_MESSAGES.title, SYNONYM_MESSAGES.tooFew);
    await waitFor(() => expect(terms).toHaveFocus());
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription(SYNONYM_MESSAGES.tooFew);
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('edits a group in the same dialog, starting from its words', async () => {
    const { dataProvider, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edytuj grupę „ETR, tekst łatwy do czytania”' }));
    const dialog = screen.getByRole('dialog', { name: 'Edytuj grupę synonimów' });
    const terms = within(dialog).getByRole('textbox', { name: /Wyrażenia równoważne/ });
    expect(terms).toHaveValue('ETR\ntekst łatwy do czytania');
    await user.type(terms, '{Enter}easy to read');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    expect(
      await screen.findByText('Grupa synonimów „ETR, tekst łatwy do czytania, easy to read” została zaktualizowana.'),
    ).toBeInTheDocument();
    expect(dataProvider.update).toHaveBeenCalledWith(
      'search_synonyms',
      expect.objectContaining({ id: ids.etr, data: { terms: ['ETR', 'tekst łatwy do czytania', 'easy to read'] } }),
    );
    const edit = await screen.findByRole('button', {
      name: 'Edytuj grupę „ETR, tekst łatwy do czytania, easy to read”',
    });
    await waitFor(() => expect(edit).toHaveFocus());
  });

  it('asks before deleting, starting on "Anuluj", and then hands focus to "Dodaj grupę synonimów"', async () => {
    const { dataProvider, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Usuń grupę „ETR, tekst łatwy do czytania”' }));
    let confirm = screen.getByRole('dialog', { name: 'Potwierdź usunięcie' });
    expect(within(confirm).getByRole('button', { name: 'Anuluj' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(dataProvider.delete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Usuń grupę „ETR, tekst łatwy do czytania”' }));
    confirm = screen.getByRole('dialog', { name: 'Potwierdź usunięcie' });
    expect(confirm).toHaveTextContent('Tej operacji nie można cofnąć.');
    await user.click(within(confirm).getByRole('button', { name: 'Usuń grupę' }));
    expect(
      await screen.findByText('Grupa synonimów „ETR, tekst łatwy do czytania” została usunięta.'),
    ).toBeInTheDocument();
    expect(dataProvider.delete).toHaveBeenCalledWith('search_synonyms', expect.objectContaining({ id: ids.etr }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Dodaj grupę synonimów' })).toHaveFocus());
  });
});
