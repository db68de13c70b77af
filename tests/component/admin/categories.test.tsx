import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CATEGORY_MESSAGES } from '../../../shared/messages';
import type { Category } from '../../../shared/types';
import { CategoryList } from '../../../src-admin/categories/CategoryList';
import { expectToast, renderAdmin, ROLE_ACCOUNTS } from './adminHarness';
import { createTestDataProvider } from './moderationHarness';

const ids = {
  equipment: '11111111-1111-4111-8111-111111111111',
  wheelchairs: '22222222-2222-4222-8222-222222222222',
  electric: '33333333-3333-4333-8333-333333333333',
  law: '44444444-4444-4444-8444-444444444444',
};

function categories(): Category[] {
  return [
    {
      id: ids.equipment,
      name: 'Wypożyczalnia sprzętu',
      slug: 'wypozyczalnia-sprzetu',
      description: 'Wózki i łóżka',
      parent_id: null,
      parent_category_id: null,
      parent: null,
    },
    {
      id: ids.wheelchairs,
      name: 'Wózki',
      slug: 'wozki',
      description: null,
      parent_id: ids.equipment,
      parent_category_id: ids.equipment,
      parent: { name: 'Wypożyczalnia sprzętu' },
    },
    {
      id: ids.electric,
      name: 'Wózki elektryczne',
      slug: 'wozki-elektryczne',
      description: null,
      parent_id: ids.wheelchairs,
      parent_category_id: ids.wheelchairs,
      parent: { name: 'Wózki' },
    },
    {
      id: ids.law,
      name: 'Porady prawne',
      slug: 'porady-prawne',
      description: null,
      parent_id: null,
      parent_category_id: null,
      parent: null,
    },
  ];
}

function setup() {
  const dataProvider = createTestDataProvider({ categories: categories() });
  renderAdmin(<CategoryList />, { actor: ROLE_ACCOUNTS.admin, dataProvider, resource: 'categories' });
  return { dataProvider, user: userEvent.setup() };
}

// MUI tables make role queries slow in jsdom on a shared 2-core machine.
describe('Kategorie (admin)', { timeout: 30_000 }, () => {
  it('lists name, slug, description and parent', async () => {
    setup();
    const row = (await screen.findByText('Wózki elektryczne')).closest('tr') as HTMLElement;
    expect(within(row).getByText('wozki-elektryczne')).toBeInTheDocument();
    expect(within(row).getByText('Wózki')).toBeInTheDocument();
    for (const header of ['Nazwa', 'Slug', 'Opis', 'Kategoria nadrzędna', 'Akcje']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
  });

  it('generates the slug from the name with the shared slug rule until the slug is typed by hand', async () => {
    const { dataProvider, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Dodaj kategorię' }));
    const dialog = screen.getByRole('dialog', { name: 'Dodaj nową kategorię' });
    const name = within(dialog).getByRole('textbox', { name: /Nazwa/ });
    const slug = within(dialog).getByRole('textbox', { name: /Slug/ });
    await user.type(name, 'Audyty dostępności cyfrowej');
    expect(slug).toHaveValue('audyty-dostepnosci-cyfrowej');

    await user.clear(slug);
    await user.type(slug, 'audyty-wcag');
    await user.type(name, ' i budynków');
    expect(slug).toHaveValue('audyty-wcag');

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Kategoria nadrzędna' }), 'Porady prawne');
    await user.click(within(dialog).getByRole('button', { name: 'Dodaj kategorię' }));
    expect(
      await screen.findByText('Kategoria „Audyty dostępności cyfrowej i budynków” została dodana.'),
    ).toBeInTheDocument();
    expect(dataProvider.create).toHaveBeenCalledWith('categories', {
      data: { name: 'Audyty dostępności cyfrowej i budynków', slug: 'audyty-wcag', parent_id: ids.law },
    });
  });

  it('shows the validation toast when the name or slug is missing', async () => {
    const { dataProvider, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Dodaj kategorię' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Dodaj kategorię' }));
    await expectToast('Błąd walidacji', 'Nazwa i slug kategorii są wymagane.');
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('marks the invalid fields, ties their messages and moves focus to the first one', async () => {
    const { dataProvider, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Dodaj kategorię' }));
    const dialog = screen.getByRole('dialog', { name: 'Dodaj nową kategorię' });
    const name = within(dialog).getByRole('textbox', { name: /Nazwa/ });
    const slug = within(dialog).getByRole('textbox', { name: /Slug/ });
    await user.type(name, 'Sport');
    await user.clear(slug);
    await user.type(slug, 'Zły slug');
    await user.click(within(dialog).getByRole('button', { name: 'Dodaj kategorię' }));

    const message = CATEGORY_MESSAGES.slugFormat;
    await expectToast('Błąd walidacji', message);
    await waitFor(() => expect(slug).toHaveFocus());
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(slug).toHaveAccessibleDescription(message);
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('excludes the edited category and its subcategories from the parent list, and keeps its slug', async () => {
    const { dataProvider, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edytuj kategorię „Wózki”' }));
    const dialog = screen.getByRole('dialog', { name: 'Edytuj kategorię' });
    const parent = within(dialog).getByRole('combobox', { name: 'Kategoria nadrzędna' });
    await waitFor(() => expect(within(parent).getAllByRole('option')).toHaveLength(3));
    expect(
      within(parent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Brak (kategoria główna)', 'Wypożyczalnia sprzętu', 'Porady prawne']);
    expect(parent).toHaveValue(ids.equipment);

    const name = within(dialog).getByRole('textbox', { name: /Nazwa/ });
    await user.type(name, ' inwalidzkie');
    expect(within(dialog).getByRole('textbox', { name: /Slug/ })).toHaveValue('wozki');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Kategoria „Wózki inwalidzkie” została zaktualizowana.')).toBeInTheDocument();
    expect(dataProvider.update).toHaveBeenCalledWith(
      'categories',
      expect.objectContaining({
        id: ids.wheelchairs,
        data: { name: 'Wózki inwalidzkie', slug: 'wozki', parent_id: ids.equipment },
      }),
    );
  });

  it('warns before deleting that links to offers and articles are removed too', async () => {
    const { dataProvider, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Usuń kategorię „Porady prawne”' }));
    const confirm = screen.getByRole('dialog', { name: 'Potwierdź usunięcie' });
    expect(confirm).toHaveTextContent('Powiązania ofert i artykułów z tą kategorią również zostaną usunięte');
    expect(confirm).toHaveTextContent('Tej operacji nie można cofnąć.');
    await user.click(within(confirm).getByRole('button', { name: 'Usuń kategorię' }));
    expect(await screen.findByText('Kategoria „Porady prawne” została usunięta.')).toBeInTheDocument();
    expect(dataProvider.delete).toHaveBeenCalledWith('categories', expect.objectContaining({ id: ids.law }));
  });
});
