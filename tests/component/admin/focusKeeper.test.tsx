import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminOffer } from '../../../shared/types';
import { OfferList } from '../../../src-admin/offers/OfferList';
import { framed, renderAdmin, ROLE_ACCOUNTS, chooseRowAction } from './adminHarness';
import { createTestDataProvider } from './moderationHarness';
import { makeAdminOffer } from '../../support/apiFixtures';

const offer = (id: string, title: string, overrides: Partial<AdminOffer> = {}): AdminOffer =>
  makeAdminOffer({ id, title, category_id: 'c1', category: { name: 'Wypożyczalnia sprzętu' }, ...overrides });

function setup(offers: AdminOffer[], path = '/offers') {
  const dataProvider = createTestDataProvider({ offers, categories: [] });
  renderAdmin(framed(<OfferList />), { actor: ROLE_ACCOUNTS.admin, dataProvider, resource: 'offers', path });
  return { dataProvider, user: userEvent.setup() };
}

const THREE = [offer('o1', 'Wózek inwalidzki'), offer('o2', 'Kurs języka migowego'), offer('o3', 'Porada prawna')];

describe('focus after an admin action (common/FocusKeeper)', { timeout: 30_000 }, () => {
  it('after a delete goes to the next row’s actions, never to the page body', async () => {
    const { user } = setup(THREE);
    await chooseRowAction(user, 'Wózek inwalidzki', 'Usuń ofertę „Wózek inwalidzki”');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Usuń ofertę' }));
    await waitFor(() => expect(screen.queryByText('Wózek inwalidzki')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Działania: „Kurs języka migowego”' })).toHaveFocus(),
    );
  });

  it('after deleting the last row goes to the previous row, and with no rows left to the screen heading', async () => {
    const { user } = setup([offer('o1', 'Wózek inwalidzki'), offer('o2', 'Kurs języka migowego')]);
    await chooseRowAction(user, 'Kurs języka migowego', 'Usuń ofertę „Kurs języka migowego”');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Usuń ofertę' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Działania: „Wózek inwalidzki”' })).toHaveFocus());

    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Usuń ofertę „Wózek inwalidzki”' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Usuń ofertę' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Oferty' })).toHaveFocus());
  });

  it('after a status change that takes the row out of the filter goes to the next row', async () => {
    const filter = encodeURIComponent(JSON.stringify({ status: 'pending_approval' }));
    const { user } = setup(THREE, `/offers?filter=${filter}`);
    await chooseRowAction(user, 'Wózek inwalidzki', 'Zatwierdź ofertę „Wózek inwalidzki”');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Zatwierdź' }));
    await waitFor(() => expect(screen.queryByText('Wózek inwalidzki')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Działania: „Kurs języka migowego”' })).toHaveFocus(),
    );
  });

  it('returns to the opening button when a menu or dialog is closed with Escape or "Anuluj"', async () => {
    const { user } = setup(THREE);
    const opener = await screen.findByRole('button', { name: 'Działania: „Porada prawna”' });
    await user.click(opener);
    expect(await screen.findByRole('menu', { name: 'Działania: „Porada prawna”' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());

    await chooseRowAction(user, 'Porada prawna', 'Zmień status oferty „Porada prawna”');
    expect(screen.getByRole('dialog', { name: 'Zmień status oferty' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());

    const star = screen.getByRole('button', { name: 'Wyróżnij ofertę „Porada prawna”' });
    await user.click(star);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(star).toHaveFocus());
  });

  it('after a bulk action that empties the selection goes to the screen heading while the toast tells the result', async () => {
    const { user } = setup(THREE);
    await user.click(await screen.findByRole('checkbox', { name: 'Zaznacz ofertę „Wózek inwalidzki”' }));
    await user.click(screen.getByRole('button', { name: 'Zatwierdź zaznaczone' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Potwierdź' }));
    expect(await screen.findByText('Zatwierdzono 1 ofertę.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Oferty' })).toHaveFocus());
  });
});

describe('the bulk toolbar', { timeout: 30_000 }, () => {
  it('keeps its buttons out of reach while nothing is selected and shows them once something is', async () => {
    const { user } = setup(THREE);
    const checkbox = await screen.findByRole('checkbox', { name: 'Zaznacz ofertę „Wózek inwalidzki”' });
    for (const name of ['Odznacz', 'Zatwierdź zaznaczone', 'Odrzuć zaznaczone']) {
      expect(screen.queryByRole('button', { name }), name).not.toBeInTheDocument();
      // Hidden elements have no accessible name to query by: the button is found by its label or text.
      const button = screen
        .getAllByRole('button', { hidden: true })
        .find((element) => (element.getAttribute('aria-label') ?? element.textContent) === name);
      expect(button, name).not.toBeVisible();
    }
    await user.click(checkbox);
    for (const name of ['Odznacz', 'Zatwierdź zaznaczone', 'Odrzuć zaznaczone']) {
      expect(screen.getByRole('button', { name }), name).toBeVisible();
    }
    await user.click(screen.getByRole('button', { name: 'Odznacz' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Odznacz' })).not.toBeInTheDocument());
  });
});
