import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HOURS_MESSAGES } from '../../../shared/messagesHours';
import type { AdminOffer, Offer } from '../../../shared/types';
import { OfferList } from '../../../src-admin/offers/OfferList';
import { chooseRowAction, renderAdmin, ROLE_ACCOUNTS } from './adminHarness';
import { apiFailure, createTestDataProvider } from './moderationHarness';
import { NO_DISCOVERY } from '../../support/discoveryFixtures';
import { RECENTLY_CONFIRMED } from '../../support/freshnessFixtures';

const CATEGORY_ID = '11111111-1111-4111-8111-111111111111';
const category = {
  id: CATEGORY_ID,
  name: 'Tłumaczenie PJM',
  slug: 'tlumaczenie-pjm',
  description: null,
  parent_id: null,
  parent: null,
};

const profile = { organization_name: 'Fundacja Migam', company_slug: 'migam', is_verified: true, email: 'o@x.pl' };
const interpreting: Offer & AdminOffer = {
  ...NO_DISCOVERY,
  ...RECENTLY_CONFIRMED,
  id: 'o1',
  title: 'Tłumacz PJM na wizycie',
  status: 'active',
  is_promoted: false,
  created_at: '2026-03-05T10:00:00.000Z',
  updated_at: '2026-03-05T10:00:00.000Z',
  expires_at: null,
  category_id: CATEGORY_ID,
  owner_id: 'u1',
  category: { name: category.name, slug: category.slug },
  profile: { ...profile, verification: null },
  short_description: 'Tłumacz PJM towarzyszy na wizycie.',
  long_description: 'Tłumacz polskiego języka migowego towarzyszy na wizycie u lekarza, w urzędzie lub w banku.',
  easy_read_summary: null,
  price_type: 'free',
  price: null,
  currency: 'PLN',
  price_unit: 'once',
  address_street: null,
  address_city: 'Łódź',
  address_postal_code: null,
  address_country: 'Polska',
  contact_person_name: null,
  contact_email: 'kontakt@migam.pl',
  contact_phone: null,
  contact_video_url: null,
  preferred_contact_method: 'email',
  image_urls: [],
  image_alt: null,
  venue_features_confirmed: true,
  opening_hours: { weekly: [{ day: 1, opens: '08:00', closes: '16:00' }], exceptions: [] },
};

async function openEditor() {
  const dataProvider = createTestDataProvider({ offers: [structuredClone(interpreting)], categories: [category] });
  renderAdmin(<OfferList />, { actor: ROLE_ACCOUNTS.admin, dataProvider, resource: 'offers' });
  const user = userEvent.setup();
  await chooseRowAction(user, interpreting.title, `Edytuj ofertę „${interpreting.title}”`);
  const dialog = await screen.findByRole('dialog', { name: 'Edytuj ofertę' });
  const hours = await within(dialog).findByRole('group', { name: 'Godziny otwarcia' });
  return { dataProvider, user, dialog, hours };
}

const range = (hours: HTMLElement, name: string) => within(hours).getByRole('group', { name });
const timeIn = (group: HTMLElement, label: 'Od' | 'Do') => within(group).getByRole('textbox', { name: label });

describe('the back office edits the opening hours', { timeout: 120_000 }, () => {
  it('adds a day range, an overnight range and an exception by keyboard, removes one, and saves the week', async () => {
    const { dataProvider, user, dialog, hours } = await openEditor();
    expect(hours).toHaveAccessibleDescription(expect.stringContaining('godziny nocne'));
    expect(within(hours).getByRole('radio', { name: 'Podaję godziny otwarcia' })).toBeChecked();
    expect(within(range(hours, 'Sobota')).getByText('Zamknięte')).toBeInTheDocument();

    // A second range on Monday: the focus goes into it, and it is announced.
    within(hours).getByRole('button', { name: 'Dodaj przedział godzin: Poniedziałek' }).focus();
    await user.keyboard('{Enter}');
    const mondaySecond = range(hours, 'Poniedziałek, przedział 2');
    await waitFor(() => expect(timeIn(mondaySecond, 'Od')).toHaveFocus());
    expect(within(hours).getByRole('status')).toHaveTextContent('Dodano przedział godzin: Poniedziałek.');
    await user.keyboard('17:00{Tab}19:00');
    expect(timeIn(mondaySecond, 'Do')).toHaveValue('19:00');

    // An overnight range on Saturday: it closes the next morning.
    await user.click(within(hours).getByRole('button', { name: 'Dodaj przedział godzin: Sobota' }));
    const saturday = range(hours, 'Sobota, przedział 1');
    await waitFor(() => expect(timeIn(saturday, 'Od')).toHaveFocus());
    await user.keyboard('22:00{Tab}6:00');

    // Two exceptions; removing the second returns the focus to the first.
    await user.click(within(hours).getByRole('button', { name: 'Dodaj dzień wyjątkowy' }));
    const christmasEve = range(hours, 'Dzień wyjątkowy 1');
    await waitFor(() => expect(within(christmasEve).getByLabelText('Data')).toHaveFocus());
    expect(within(hours).getByRole('status')).toHaveTextContent('Dodano dzień wyjątkowy.');
    await user.type(within(christmasEve).getByLabelText('Data'), '2026-12-24');
    await user.click(within(christmasEve).getByRole('checkbox', { name: 'Zamknięte cały dzień' }));
    await user.type(timeIn(christmasEve, 'Od'), '9:00');
    await user.type(timeIn(christmasEve, 'Do'), '12:00');
    await user.type(within(christmasEve).getByRole('textbox', { name: 'Uwaga (opcjonalnie)' }), 'Wigilia');
    await user.click(within(hours).getByRole('button', { name: 'Dodaj dzień wyjątkowy' }));
    await user.click(within(hours).getByRole('button', { name: 'Usuń dzień wyjątkowy 2' }));
    await waitFor(() => expect(within(christmasEve).getByLabelText('Data')).toHaveFocus());
    expect(within(hours).getByRole('status')).toHaveTextContent('Usunięto dzień wyjątkowy.');

    // Removing Monday's second range returns the focus to its first.
    await user.click(within(hours).getByRole('button', { name: 'Usuń przedział 2: Poniedziałek' }));
    await waitFor(() => expect(timeIn(range(hours, 'Poniedziałek, przedział 1'), 'Od')).toHaveFocus());
    expect(within(hours).getByRole('status')).toHaveTextContent('Usunięto przedział godzin: Poniedziałek.');
    expect(within(hours).queryByRole('group', { name: 'Poniedziałek, przedział 2' })).not.toBeInTheDocument();
    // Removing the only range of a day leaves the focus on the day's add button.
    await user.click(within(hours).getByRole('button', { name: 'Usuń przedział 1: Poniedziałek' }));
    await waitFor(() =>
      expect(within(hours).getByRole('button', { name: 'Dodaj przedział godzin: Poniedziałek' })).toHaveFocus(),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(timeIn(range(hours, 'Poniedziałek, przedział 1'), 'Od')).toHaveFocus());
    await user.keyboard('8:00{Tab}16:00');

    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    // Each time was read as HH:MM when its field was left.
    expect(dataProvider.update.mock.calls[0][1].data.opening_hours).toEqual({
      weekly: [
        { day: 6, opens: '22:00', closes: '06:00' },
        { day: 1, opens: '08:00', closes: '16:00' },
      ],
      exceptions: [{ date: '2026-12-24', closed: false, opens: '09:00', closes: '12:00', note: 'Wigilia' }],
    });
  });

  it('reads a time typed on the numeric keypad, without a colon, when the field is left, and saves it', async () => {
    const { dataProvider, user, dialog, hours } = await openEditor();
    expect(hours).toHaveAccessibleDescription(expect.stringContaining('np. 8:00 albo 800'));
    await user.click(within(hours).getByRole('button', { name: 'Dodaj przedział godzin: Wtorek' }));
    const tuesday = range(hours, 'Wtorek, przedział 1');
    await waitFor(() => expect(timeIn(tuesday, 'Od')).toHaveFocus());
    expect(timeIn(tuesday, 'Od')).toHaveAttribute('inputmode', 'numeric');
    await user.keyboard('800{Tab}20.30{Tab}');
    expect(timeIn(tuesday, 'Od')).toHaveValue('08:00');
    expect(timeIn(tuesday, 'Do')).toHaveValue('20:30');

    // What cannot be a time stays as typed, and the shared message names it.
    const monday = range(hours, 'Poniedziałek, przedział 1');
    await user.clear(timeIn(monday, 'Do'));
    await user.type(timeIn(monday, 'Do'), '7:75');
    await user.tab();
    expect(timeIn(monday, 'Do')).toHaveValue('7:75');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(timeIn(monday, 'Do')).toHaveFocus());
    expect(timeIn(monday, 'Do')).toHaveAccessibleDescription(HOURS_MESSAGES.time);
    expect(dataProvider.update).not.toHaveBeenCalled();

    await user.clear(timeIn(monday, 'Do'));
    await user.type(timeIn(monday, 'Do'), '1545');
    await user.tab();
    expect(timeIn(monday, 'Do')).toHaveValue('15:45');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(dataProvider.update.mock.calls[0][1].data.opening_hours).toEqual({
      weekly: [
        { day: 1, opens: '08:00', closes: '15:45' },
        { day: 2, opens: '08:00', closes: '20:30' },
      ],
      exceptions: [],
    });
  });

  it('shows the shared message under the refused field and focuses it, before sending and from the server', async () => {
    const { dataProvider, user, dialog, hours } = await openEditor();
    const monday = range(hours, 'Poniedziałek, przedział 1');
    await user.clear(timeIn(monday, 'Do'));
    await user.type(timeIn(monday, 'Do'), '25:00');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(timeIn(monday, 'Do')).toHaveFocus());
    expect(timeIn(monday, 'Do')).toHaveAccessibleDescription(HOURS_MESSAGES.time);
    expect(timeIn(monday, 'Do')).toHaveAttribute('aria-invalid', 'true');
    expect(timeIn(monday, 'Od')).not.toHaveAttribute('aria-invalid', 'true');
    expect(dataProvider.update).not.toHaveBeenCalled();

    // Overlapping ranges: the later one is named.
    await user.clear(timeIn(monday, 'Do'));
    await user.type(timeIn(monday, 'Do'), '12:00');
    await user.click(within(hours).getByRole('button', { name: 'Dodaj przedział godzin: Poniedziałek' }));
    const second = range(hours, 'Poniedziałek, przedział 2');
    await user.type(timeIn(second, 'Od'), '11:00');
    await user.type(timeIn(second, 'Do'), '15:00');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(timeIn(second, 'Od')).toHaveFocus());
    expect(timeIn(second, 'Od')).toHaveAccessibleDescription(HOURS_MESSAGES.overlap);
    expect(dataProvider.update).not.toHaveBeenCalled();

    // The server's messages stand under the fields they name.
    await user.clear(timeIn(second, 'Od'));
    await user.type(timeIn(second, 'Od'), '13:00');
    dataProvider.update.mockRejectedValueOnce(
      Object.assign(apiFailure(422, HOURS_MESSAGES.sameTimes), {
        body: {
          detail: HOURS_MESSAGES.sameTimes,
          errors: [{ field: 'opening_hours.weekly.1.closes', message: HOURS_MESSAGES.sameTimes }],
        },
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(timeIn(second, 'Do')).toHaveFocus());
    expect(timeIn(second, 'Do')).toHaveAccessibleDescription(HOURS_MESSAGES.sameTimes);
  });

  it('clears the hours, so that the offer says to ask the offeror', async () => {
    const { dataProvider, user, dialog, hours } = await openEditor();
    await user.click(within(hours).getByRole('radio', { name: /Nie podaję godzin/ }));
    expect(within(hours).queryByRole('group', { name: 'Poniedziałek' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(dataProvider.update.mock.calls[0][1].data).toMatchObject({ opening_hours: null });
  });
});
