import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OfferList } from '../../../src-admin/offers/OfferList';
import { makeAdminOffer } from '../../support/apiFixtures';
import { renderAdmin, ROLE_ACCOUNTS } from './adminHarness';
import { createTestDataProvider } from './moderationHarness';

const offer = makeAdminOffer({ title: 'Rehabilitacja dzieci w domu', status: 'active' });

describe('the offer list filters by the search parameters of age and fresh data', { timeout: 60_000 }, () => {
  it("adds 'Wiek osoby (lat)' and 'Dane potwierdzone w ostatnich 6 miesiącach' from the filter button", async () => {
    const dataProvider = createTestDataProvider({ offers: [offer], categories: [] });
    renderAdmin(<OfferList />, { actor: ROLE_ACCOUNTS.admin, dataProvider, resource: 'offers' });
    const user = userEvent.setup();
    await screen.findByText(offer.title);
    await user.click(screen.getByRole('button', { name: 'Dodaj filtr' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Wiek osoby (lat)' }));
    await user.type(await screen.findByRole('spinbutton', { name: 'Wiek osoby (lat)' }), '10');
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'offers',
        expect.objectContaining({ filter: expect.objectContaining({ age: 10 }) }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Dodaj filtr' }));
    await user.click(
      await screen.findByRole('menuitemcheckbox', { name: 'Dane potwierdzone w ostatnich 6 miesiącach' }),
    );
    await user.click(await screen.findByRole('switch', { name: 'Dane potwierdzone w ostatnich 6 miesiącach' }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'offers',
        expect.objectContaining({ filter: expect.objectContaining({ age: 10, fresh: true }) }),
      ),
    );
  });
});
