import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminOffer, Offer } from '../../../shared/types';
import { OfferList } from '../../../src-admin/offers/OfferList';
import {
  expectToast,
  renderAdmin,
  ROLE_ACCOUNTS,
  ToastQueueProbe,
  chooseRowAction,
  rowActionsButton,
} from './adminHarness';
import { apiFailure, chooseGround, createTestDataProvider } from './moderationHarness';
import { NO_DISCOVERY } from '../../support/discoveryFixtures';
import { RECENTLY_CONFIRMED } from '../../support/freshnessFixtures';
import { makeAdminOffer } from '../../support/apiFixtures';
import { OFFER_MESSAGES } from '../../../shared/messages';
import { CONTACT_CHANNEL_TEXTS } from '../../../shared/messagesContact';

const CATEGORY_ID = '11111111-1111-4111-8111-111111111111';
const categories = [
  {
    id: CATEGORY_ID,
    name: 'Wypożyczalnia sprzętu',
    slug: 'wypozyczalnia-sprzetu',
    description: null,
    parent_id: null,
    parent: null,
  },
];

const offer = (id: string, title: string, overrides: Partial<AdminOffer> = {}): AdminOffer =>
  makeAdminOffer({ id, title, category_id: CATEGORY_ID, category: { name: 'Wypożyczalnia sprzętu' }, ...overrides });

function setup(
  offers: AdminOffer[] = [
    offer('o1', 'Wózek inwalidzki'),
    offer('o2', 'Kurs języka migowego', { status: 'active', is_promoted: true }),
  ],
) {
  const dataProvider = createTestDataProvider({ offers, categories });
  renderAdmin(<OfferList />, { actor: ROLE_ACCOUNTS.admin, dataProvider, resource: 'offers' });
  return { dataProvider, user: userEvent.setup() };
}

function paidOffer(): Offer & AdminOffer {
  return {
    ...offer('o1', 'Wózek inwalidzki'),
    ...NO_DISCOVERY,
    ...RECENTLY_CONFIRMED,
    profile: { ...offer('o1', 'Wózek inwalidzki').profile, verification: null },
    short_description: 'Lekki wózek do wypożyczenia.',
    long_description: 'Lekki wózek aktywny z regulowanym oparciem, dostępny od ręki w Łodzi i okolicach.',
    price_type: 'paid',
    price: 120,
    currency: 'PLN',
    price_unit: 'once',
    address_street: null,
    address_city: 'Łódź',
    address_postal_code: null,
    address_country: 'Polska',
    contact_person_name: null,
    contact_email: 'kontakt@sprawni.pl',
    contact_phone: null,
    contact_video_url: null,
    easy_read_summary: null,
    preferred_contact_method: 'email',
    image_urls: [],
    image_alt: null,
    expires_at: null,
    updated_at: '2026-03-05T10:00:00.000Z',
    category: { name: 'Wypożyczalnia sprzętu', slug: 'wypozyczalnia-sprzetu' },
  };
}

const row = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;

// MUI tables make role queries slow in jsdom on a shared 2-core machine.
describe('Oferty (admin)', { timeout: 30_000 }, () => {
  it('shows the columns with the organisation mark, a Polish status and date, and the featured state', async () => {
    setup();
    const wozek = await row('Wózek inwalidzki');
    expect(within(wozek).getByText('Fundacja Sprawni Razem')).toBeInTheDocument();
    expect(within(wozek).getByTitle('Zweryfikowana organizacja')).toBeInTheDocument();
    expect(within(wozek).getByText('Wypożyczalnia sprzętu')).toBeInTheDocument();
    expect(within(wozek).getByText('Oczekuje na zatwierdzenie')).toBeInTheDocument();
    expect(within(wozek).getByText('5.03.2026')).toBeInTheDocument();
    expect(within(wozek).getByRole('button', { name: 'Wyróżnij ofertę „Wózek inwalidzki”' })).toBeInTheDocument();
    const kurs = await row('Kurs języka migowego');
    expect(
      within(kurs).getByRole('button', { name: 'Usuń wyróżnienie oferty „Kurs języka migowego”' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Zaznacz ofertę „Wózek inwalidzki”' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Organizacja/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Data dodania/ })).toBeInTheDocument();
  });

  it("marks an offer whose venue accessibility is the profile's unchecked list as 'odziedziczone, niepotwierdzone'", async () => {
    setup([offer('o1', 'Wózek inwalidzki', { venue_features_confirmed: false }), offer('o2', 'Kurs języka migowego')]);
    const wozek = await row('Wózek inwalidzki');
    expect(within(wozek).getByText('odziedziczone, niepotwierdzone')).toBeInTheDocument();
    expect(within(await row('Kurs języka migowego')).queryByText('odziedziczone, niepotwierdzone')).toBeNull();
  });

  it('changes the status only after the confirm prompt, then shows the success toast', async () => {
    const { dataProvider, user } = setup();
    await chooseRowAction(user, 'Wózek inwalidzki', 'Zmień status oferty „Wózek inwalidzki”');
    const dialog = screen.getByRole('dialog', { name: 'Zmień status oferty' });
    expect(within(dialog).queryByRole('radio', { name: 'Oczekuje na zatwierdzenie' })).not.toBeInTheDocument();
    expect(within(dialog).getAllByRole('radio')).toHaveLength(5);
    await user.click(within(dialog).getByRole('radio', { name: 'Aktywna' }));
    await user.click(within(dialog).getByRole('button', { name: 'Zmień status' }));

    const confirm = screen.getByRole('dialog', { name: 'Potwierdź zmianę statusu' });
    expect(confirm).toHaveTextContent(
      'Czy na pewno chcesz zmienić status oferty „Wózek inwalidzki” z „Oczekuje na zatwierdzenie” na „Aktywna”?',
    );
    expect(dataProvider.changeOfferStatus).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Potwierdź' }));

    expect(await screen.findByText('Status oferty „Wózek inwalidzki” zmieniono na „Aktywna”.')).toBeInTheDocument();
    expect(dataProvider.changeOfferStatus).toHaveBeenCalledWith('o1', 'active');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(screen.getByText('Wózek inwalidzki').closest('tr')!).getByText('Aktywna')).toBeInTheDocument(),
    );
  });

  it('shows the shared error toast when the server refuses the status change', async () => {
    const { dataProvider, user } = setup();
    dataProvider.changeOfferStatus.mockRejectedValueOnce(
      apiFailure(403, 'Ta operacja jest dostępna tylko dla administratorów.'),
    );
    await chooseRowAction(user, 'Wózek inwalidzki', 'Zmień status oferty „Wózek inwalidzki”');
    await user.click(screen.getByRole('radio', { name: 'Odrzucona' }));
    await user.type(screen.getByRole('textbox', { name: /Uzasadnienie decyzji/ }), 'Oferta wprowadza w błąd.');
    await chooseGround(user, screen.getByRole('dialog'));
    await user.click(screen.getByRole('button', { name: 'Zmień status' }));
    await user.click(screen.getByRole('button', { name: 'Potwierdź' }));
    await expectToast('Błąd serwera: 403', 'Ta operacja jest dostępna tylko dla administratorów.');
  });

  it('toggles the featured star after confirmation', async () => {
    const { dataProvider, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Wyróżnij ofertę „Wózek inwalidzki”' }));
    const confirm = screen.getByRole('dialog', { name: 'Wyróżnić ofertę?' });
    await user.click(within(confirm).getByRole('button', { name: 'Anuluj' }));
    expect(dataProvider.promoteOffer).not.toHaveBeenCalled();

    await user.click(await screen.findByRole('button', { name: 'Wyróżnij ofertę „Wózek inwalidzki”' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Wyróżnić ofertę?' })).getByRole('button', { name: 'Potwierdź' }),
    );
    expect(await screen.findByText('Oferta „Wózek inwalidzki” została wyróżniona.')).toBeInTheDocument();
    expect(dataProvider.promoteOffer).toHaveBeenCalledWith('o1', true);
    expect(
      await screen.findByRole('button', { name: 'Usuń wyróżnienie oferty „Wózek inwalidzki”' }),
    ).toBeInTheDocument();
  });

  it('deletes after a confirm prompt that says the operation cannot be undone', async () => {
    const { dataProvider, user } = setup();
    await chooseRowAction(user, 'Wózek inwalidzki', 'Usuń ofertę „Wózek inwalidzki”');
    const confirm = screen.getByRole('dialog', { name: 'Potwierdź usunięcie' });
    expect(confirm).toHaveTextContent(
      'Czy na pewno chcesz usunąć ofertę „Wózek inwalidzki”? Tej operacji nie można cofnąć.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Usuń ofertę' }));
    expect(await screen.findByText('Oferta „Wózek inwalidzki” została usunięta.')).toBeInTheDocument();
    expect(dataProvider.delete).toHaveBeenCalledWith('offers', expect.objectContaining({ id: 'o1' }));
    await waitFor(() => expect(screen.queryByText('Wózek inwalidzki')).not.toBeInTheDocument());
  });

  it('approves a waiting offer in one confirmed step, with the confirm prompt of a status change', async () => {
    const { dataProvider, user } = setup();
    await row('Kurs języka migowego');
    await user.click(await rowActionsButton('Kurs języka migowego'));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Zmień status oferty „Kurs języka migowego”',
      'Edytuj ofertę „Kurs języka migowego”',
      'Usuń ofertę „Kurs języka migowego”',
    ]);
    await user.keyboard('{Escape}');
    await chooseRowAction(user, 'Wózek inwalidzki', 'Zatwierdź ofertę „Wózek inwalidzki”');
    const confirm = screen.getByRole('dialog', { name: 'Potwierdź zmianę statusu' });
    expect(confirm).toHaveAccessibleDescription(
      'Czy na pewno chcesz zmienić status oferty „Wózek inwalidzki” z „Oczekuje na zatwierdzenie” na „Aktywna”?',
    );
    expect(within(confirm).getByRole('button', { name: 'Zatwierdź' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Status oferty „Wózek inwalidzki” zmieniono na „Aktywna”.')).toBeInTheDocument();
    expect(dataProvider.changeOfferStatus).toHaveBeenCalledWith('o1', 'active');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the destructive prompts on "Anuluj": delete, bulk reject and a restricting status', async () => {
    const { user } = setup();
    await chooseRowAction(user, 'Wózek inwalidzki', 'Usuń ofertę „Wózek inwalidzki”');
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Anuluj' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('checkbox', { name: 'Zaznacz ofertę „Wózek inwalidzki”' }));
    await user.click(screen.getByRole('button', { name: 'Odrzuć zaznaczone' }));
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Anuluj' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await chooseRowAction(user, 'Wózek inwalidzki', 'Zmień status oferty „Wózek inwalidzki”');
    await user.click(screen.getByRole('radio', { name: 'Odrzucona' }));
    await user.type(screen.getByRole('textbox', { name: /Uzasadnienie decyzji/ }), 'Oferta wprowadza w błąd.');
    await chooseGround(user, screen.getByRole('dialog'));
    await user.click(screen.getByRole('button', { name: 'Zmień status' }));
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Wróć' })).toHaveFocus();
  });

  it('approves the selected offers in bulk after confirmation', async () => {
    const { dataProvider, user } = setup([
      offer('o1', 'Wózek inwalidzki'),
      offer('o2', 'Kurs języka migowego'),
      offer('o3', 'Porada prawna'),
    ]);
    await user.click(await screen.findByRole('checkbox', { name: 'Zaznacz ofertę „Wózek inwalidzki”' }));
    await user.click(screen.getByRole('checkbox', { name: 'Zaznacz ofertę „Porada prawna”' }));
    await user.click(screen.getByRole('button', { name: 'Zatwierdź zaznaczone' }));
    const confirm = screen.getByRole('dialog', { name: 'Zatwierdzić zaznaczone oferty?' });
    expect(confirm).toHaveTextContent('Czy na pewno chcesz zatwierdzić 2 oferty?');
    await user.click(within(confirm).getByRole('button', { name: 'Potwierdź' }));
    expect(await screen.findByText('Zatwierdzono 2 oferty.')).toBeInTheDocument();
    expect(dataProvider.changeOfferStatus.mock.calls).toEqual([
      ['o1', 'active'],
      ['o3', 'active'],
    ]);
    expect(within(await row('Kurs języka migowego')).getByText('Oczekuje na zatwierdzenie')).toBeInTheDocument();
  });

  it("keeps the offers that could not be rejected selected and shows the server's reason", async () => {
    const { dataProvider, user } = setup([offer('o1', 'Wózek inwalidzki'), offer('o3', 'Porada prawna')]);
    dataProvider.changeOfferStatus.mockImplementation(async (id: unknown) => {
      if (id === 'o3') throw apiFailure(404, 'Nie znaleziono oferty.');
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Zaznacz wszystkie' }));
    await user.click(screen.getByRole('button', { name: 'Odrzuć zaznaczone' }));
    const dialog = screen.getByRole('dialog', { name: 'Odrzucić zaznaczone oferty?' });
    // A rejection restricts the authors' content: without a statement of reasons nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Potwierdź' }));
    const reason = within(dialog).getByRole('textbox', { name: /Uzasadnienie decyzji/ });
    expect(reason).toHaveAccessibleDescription('Podaj uzasadnienie decyzji.');
    expect(reason).toHaveFocus();
    expect(dataProvider.changeOfferStatus).not.toHaveBeenCalled();
    await user.type(reason, 'Oferty powielają tę samą treść.');
    await chooseGround(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Potwierdź' }));
    expect(dataProvider.changeOfferStatus).toHaveBeenCalledWith('o1', 'rejected', {
      reason: 'Oferty powielają tę samą treść.',
      ground: 'terms',
    });
    await expectToast('Błąd serwera: 404', 'Nie znaleziono oferty.');
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Zaznacz ofertę „Wózek inwalidzki”' })).not.toBeChecked(),
    );
    expect(screen.getByRole('checkbox', { name: 'Zaznacz ofertę „Porada prawna”' })).toBeChecked();
  });

  it("shows each offer's image description, and says which image has none", async () => {
    setup([
      offer('o1', 'Wózek inwalidzki', {
        image_urls: ['/uploads/wozek.webp'],
        image_alt: 'Wózek aktywny z czerwoną ramą.',
      }),
      offer('o2', 'Kurs języka migowego', { image_urls: ['/uploads/kurs.jpg'] }),
      offer('o3', 'Porada prawna'),
    ]);
    const wheelchair = await row('Wózek inwalidzki');
    expect(screen.getByRole('columnheader', { name: 'Opis zdjęcia' })).toBeInTheDocument();
    expect(within(wheelchair).getByText('Wózek aktywny z czerwoną ramą.')).toBeInTheDocument();
    expect(within(await row('Kurs języka migowego')).getByText('Brak opisu zdjęcia')).toBeInTheDocument();
    expect(within(await row('Porada prawna')).getByText('Bez zdjęcia')).toBeInTheDocument();
  });

  it('opens the edit form with the full offer, not the summary the list holds', async () => {
    const summary = offer('o1', 'Wózek inwalidzki');
    const dataProvider = createTestDataProvider({ offers: [summary], categories });
    const full = {
      ...summary,
      ...NO_DISCOVERY,
      short_description: 'Lekki wózek do wypożyczenia.',
      long_description: 'Lekki wózek aktywny z regulowanym oparciem, dostępny od ręki w Łodzi i okolicach.',
      price_type: 'free',
      image_urls: ['/uploads/wozek.webp'],
      image_alt: 'Wózek aktywny z czerwoną ramą.',
    };
    dataProvider.getOne.mockImplementation(async () => ({ data: structuredClone(full) }));
    renderAdmin(<OfferList />, { actor: ROLE_ACCOUNTS.admin, dataProvider, resource: 'offers' });
    const user = userEvent.setup();
    await chooseRowAction(user, 'Wózek inwalidzki', 'Edytuj ofertę „Wózek inwalidzki”');
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj ofertę' });
    expect(await within(dialog).findByRole('textbox', { name: /Długi opis/ })).toHaveValue(full.long_description);
    expect(within(dialog).getByRole('textbox', { name: /Opis zdjęcia/ })).toHaveValue(full.image_alt);
  });

  it('edits the video contact for PJM and refuses an address without https with the shared message', async () => {
    const full = { ...paidOffer(), contact_video_url: 'https://meet.example.pl/pjm' };
    const dataProvider = createTestDataProvider({ offers: [full], categories });
    renderAdmin(<OfferList />, { actor: ROLE_ACCOUNTS.admin, dataProvider, resource: 'offers' });
    const user = userEvent.setup();
    await chooseRowAction(user, 'Wózek inwalidzki', 'Edytuj ofertę „Wózek inwalidzki”');
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj ofertę' });
    const video = await within(dialog).findByRole('textbox', { name: /Kontakt wideo w PJM/ });
    expect(video).toHaveValue('https://meet.example.pl/pjm');
    await user.clear(video);
    await user.type(video, 'http://meet.example.pl/pjm');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await within(dialog).findByText(CONTACT_CHANNEL_TEXTS.videoUrl)).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
    await user.clear(video);
    await user.type(video, 'https://meet.example.pl/nowy');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(dataProvider.update.mock.calls[0][1].data).toMatchObject({
      contact_video_url: 'https://meet.example.pl/nowy',
    });
  });

  it("edits an offer with the shared offer messages and shows the server's field errors", async () => {
    const full = paidOffer();
    const dataProvider = createTestDataProvider({ offers: [full], categories });
    const toasts: string[] = [];
    renderAdmin(
      <>
        <OfferList />
        <ToastQueueProbe into={toasts} />
      </>,
      { actor: ROLE_ACCOUNTS.admin, dataProvider, resource: 'offers' },
    );
    const user = userEvent.setup();
    await chooseRowAction(user, 'Wózek inwalidzki', 'Edytuj ofertę „Wózek inwalidzki”');
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj ofertę' });
    const shortDescription = await within(dialog).findByRole('textbox', { name: /Krótki opis/ });
    // The currency and the price unit are chosen from the shared lists, never typed.
    expect(within(dialog).getByRole('combobox', { name: /Waluta/ })).toHaveTextContent('złoty (PLN)');
    expect(within(dialog).getByRole('combobox', { name: /Jednostka ceny/ })).toHaveTextContent('jednorazowo');
    await user.clear(shortDescription);
    await user.type(shortDescription, 'Za krótki');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await within(dialog).findByText('Krótki opis musi mieć co najmniej 10 znaków.')).toBeInTheDocument();
    await expectToast('Błąd aktualizacji oferty', 'Krótki opis musi mieć co najmniej 10 znaków.');
    await waitFor(() => expect(shortDescription).toHaveFocus());
    expect(dataProvider.update).not.toHaveBeenCalled();

    dataProvider.update.mockRejectedValueOnce(
      Object.assign(apiFailure(422, 'Popraw błędy w formularzu.'), {
        body: {
          detail: 'Popraw błędy w formularzu.',
          errors: [{ field: 'contact_email', message: 'Nieprawidłowy adres email.' }],
        },
      }),
    );
    await user.type(shortDescription, ' opis wózka');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    await expectToast('Błąd aktualizacji oferty', 'Popraw błędy w formularzu.');
    expect(await within(dialog).findByText('Nieprawidłowy adres email.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Email do kontaktu/ })).toHaveFocus());

    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(toasts.at(-1)).toBe('resources.offers.notifications.updated'));
    // Each refusal told once what was wrong, under the failure's title: no generic 'invalid form' toast waits in the
    // queue to stand on screen after the successful save.
    expect(toasts).toEqual([
      'Błąd aktualizacji oferty: Krótki opis musi mieć co najmniej 10 znaków.',
      'Błąd aktualizacji oferty: Popraw błędy w formularzu.',
      'resources.offers.notifications.updated',
    ]);
    const [, params] = dataProvider.update.mock.calls[1];
    expect(params.data).toMatchObject({
      short_description: 'Za krótki opis wózka',
      price: 120,
      currency: 'PLN',
      price_unit: 'once',
      address_street: null,
    });
    expect(params.data).not.toHaveProperty('status');
  });

  it("reads the price the Polish way: '35,50' saves 35.5, '1 200,00' saves 1200, and unreadable text is refused", async () => {
    const { dataProvider, user } = setup([paidOffer()]);
    await chooseRowAction(user, 'Wózek inwalidzki', 'Edytuj ofertę „Wózek inwalidzki”');
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj ofertę' });
    const price = await within(dialog).findByRole('textbox', { name: /Cena/ });
    // The stored 120 shows as typed in Poland, and the hint names the currency.
    expect(price).toHaveValue('120,00');
    expect(price).toHaveAccessibleDescription('W walucie: złoty (PLN). Wpisz np. 35,50 lub 1 200,00.');

    await user.clear(price);
    await user.type(price, '35,5,0');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await within(dialog).findByText(OFFER_MESSAGES.priceFormat)).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(dataProvider.update).not.toHaveBeenCalled();

    await user.clear(price);
    await user.type(price, '35,50');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Sukces! Oferta została zaktualizowana.')).toBeInTheDocument();
    expect(dataProvider.update.mock.calls[0][1].data).toMatchObject({ price: 35.5, currency: 'PLN' });

    await chooseRowAction(user, 'Wózek inwalidzki', 'Edytuj ofertę „Wózek inwalidzki”');
    const again = await screen.findByRole('dialog', { name: 'Edytuj ofertę' });
    const amount = await within(again).findByRole('textbox', { name: /Cena/ });
    await user.clear(amount);
    await user.type(amount, '1 200,00');
    await user.click(within(again).getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(2));
    expect(dataProvider.update.mock.calls[1][1].data).toMatchObject({ price: 1200 });
  });

  it('sets the state of the offer’s places with the shared rules, saved on its own', async () => {
    const full = paidOffer();
    const dataProvider = createTestDataProvider({ offers: [full], categories });
    renderAdmin(<OfferList />, { actor: ROLE_ACCOUNTS.admin, dataProvider, resource: 'offers' });
    const user = userEvent.setup();
    await chooseRowAction(user, 'Wózek inwalidzki', 'Edytuj ofertę „Wózek inwalidzki”');
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj ofertę' });
    const places = await within(dialog).findByRole('region', { name: 'Wolne miejsca' });
    await user.click(within(places).getByRole('button', { name: 'Zapisz stan' }));
    const state = within(places).getByRole('combobox', { name: 'Wolne miejsca' });
    expect(state).toHaveFocus();
    expect(state).toHaveAccessibleDescription(
      'Wybierz stan: Przyjmuje zgłoszenia, Lista oczekujących, Brak wolnych miejsc, Czasowo nieczynne.',
    );
    expect(dataProvider.setOfferAvailability).not.toHaveBeenCalled();

    // A date belongs only to a waiting list or a break.
    await user.click(state);
    await user.click(await screen.findByRole('option', { name: 'Brak wolnych miejsc' }));
    expect(within(places).queryByLabelText('Data (opcjonalnie)')).not.toBeInTheDocument();
    await user.click(state);
    await user.click(await screen.findByRole('option', { name: 'Lista oczekujących' }));
    const date = within(places).getByLabelText('Data (opcjonalnie)');
    expect(date).toHaveAccessibleDescription(
      'Dla listy oczekujących: najbliższy wolny termin. Dla przerwy: dzień ponownego otwarcia.',
    );
    await user.type(date, '2026-12-01');
    await user.click(within(places).getByRole('button', { name: 'Zapisz stan' }));
    await waitFor(() =>
      expect(dataProvider.setOfferAvailability).toHaveBeenCalledWith('o1', {
        availability: 'waiting_list',
        next_available_date: '2026-12-01',
      }),
    );
    expect(await within(places).findByRole('status')).toHaveTextContent('Zapisano: Lista oczekujących.');
    // The content was not saved with it: the dialog stays open for the rest of the edit.
    expect(dataProvider.update).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Edytuj ofertę' })).toBeInTheDocument();
  });
});
