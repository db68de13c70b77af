import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFER_MESSAGES, USER_PANEL_MESSAGES } from '../../../shared/messages';
import { AUTHOR_STATUS_MESSAGES } from '../../../shared/messagesAuthoring';
import type { Category, Offer } from '../../../shared/types';
import { OfferForm } from '../../../src-public/forms/offer/OfferForm';
import { inOneHour, jsonResponse, makeToken, makeUser, mockFetch, renderPublic } from './publicHarness';
import { UNAVAILABLE } from '../../support/apiFixtures';
import { NO_DISCOVERY } from '../../support/discoveryFixtures';

const CATEGORY: Category = {
  id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  name: 'Rehabilitacja',
  slug: 'rehabilitacja',
  description: null,
  parent_id: null,
  parent_category_id: null,
  parent: null,
};
const LONG_DESCRIPTION = 'Wypożyczamy lekki wózek aktywny na czas rehabilitacji, z dowozem do domu na terenie Łodzi.';

function savedOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: 'b1c2d3e4-0000-4000-8000-000000000001',
    owner_id: 'user-1',
    title: 'Wózek aktywny do wypożyczenia',
    short_description: 'Lekki wózek na czas rehabilitacji.',
    long_description: LONG_DESCRIPTION,
    category_id: CATEGORY.id,
    category: { name: CATEGORY.name, slug: CATEGORY.slug },
    price_type: 'free',
    price: null,
    currency: 'PLN',
    price_unit: 'once',
    address_street: null,
    address_city: null,
    address_postal_code: null,
    address_country: 'Polska',
    contact_person_name: 'Anna',
    contact_email: 'kontakt@example.pl',
    contact_phone: null,
    contact_video_url: null,
    preferred_contact_method: 'email',
    image_urls: [],
    image_alt: null,
    status: 'active',
    is_promoted: false,
    expires_at: null,
    created_at: '2026-01-10T10:00:00.000Z',
    updated_at: '2026-01-10T10:00:00.000Z',
    profile: { organization_name: 'Fundacja', company_slug: 'fundacja', is_verified: true, verification: null },
    ...NO_DISCOVERY,
    ...overrides,
  };
}

type User = ReturnType<typeof userEvent.setup>;
const tab = (name: string) => screen.getByRole('tab', { name });

async function fillBasicAndContact(user: User) {
  await user.type(screen.getByRole('textbox', { name: 'Tytuł oferty' }), 'Wózek aktywny do wypożyczenia');
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Kategoria' }), 'Rehabilitacja');
  await user.click(screen.getByRole('textbox', { name: 'Krótki opis' }));
  await user.paste('Lekki wózek na czas rehabilitacji.');
  await user.click(screen.getByRole('textbox', { name: 'Opis' }));
  await user.paste(LONG_DESCRIPTION);
  await user.click(tab('Kontakt'));
  await user.type(screen.getByRole('textbox', { name: 'Email do kontaktu' }), 'kontakt@example.pl');
}

let onSaved: ReturnType<typeof vi.fn<(offer: Offer) => void>>;
beforeEach(() => {
  onSaved = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderForm(offer?: Offer, extraRoutes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({ 'GET /api/v1/categories': () => jsonResponse([CATEGORY]), ...extraRoutes });
  renderPublic(<OfferForm offer={offer} onCancel={() => undefined} onSaved={onSaved} />);
  return fetchMock;
}

describe('offer form: categories', () => {
  it('says in a toast that the categories could not be loaded, and the form stays usable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm(undefined, { 'GET /api/v1/categories': () => jsonResponse(UNAVAILABLE, 503) });
    expect(await screen.findByText(USER_PANEL_MESSAGES.categoriesLoadFailed)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tytuł oferty' })).toBeEnabled();
  });
});

describe('offer form: validation with the shared schema', () => {
  it('shows each message next to its field and in a summary that takes focus, and sends nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const fetchMock = renderForm();
    await user.click(screen.getByRole('button', { name: 'Opublikuj' }));

    const summaryHeading = screen.getByRole('heading', { name: /Popraw błędy w formularzu/ });
    const summary = summaryHeading.parentElement!;
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Tytuł musi mieć co najmniej 5 znaków.' })).toHaveAttribute(
      'href',
      '#offer-title',
    );
    expect(within(summary).getByRole('link', { name: 'Adres email do kontaktu jest wymagany.' })).toBeInTheDocument();

    const title = screen.getByRole('textbox', { name: 'Tytuł oferty' });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(expect.stringContaining('Tytuł musi mieć co najmniej 5 znaków.'));
    expect(screen.getByRole('combobox', { name: 'Kategoria' })).toHaveAccessibleDescription('Musisz wybrać kategorię.');
    expect(tab('Podstawowe informacje')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Podstawowe informacje')).toHaveAccessibleDescription('Zawiera błędy');
    expect(tab('Odpłatność')).not.toHaveAccessibleDescription();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('opens the tab that holds the first error, and a summary link focuses the field', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillBasicAndContact(user);
    await user.clear(screen.getByRole('textbox', { name: 'Email do kontaktu' }));
    await user.click(tab('Lokalizacja'));
    await user.type(screen.getByRole('textbox', { name: 'Kod pocztowy' }), '90 001');
    await user.click(tab('Podstawowe informacje'));
    await user.click(screen.getByRole('button', { name: 'Zapisz jako szkic' }));

    expect(tab('Lokalizacja')).toHaveAttribute('aria-selected', 'true');
    const postal = screen.getByRole('textbox', { name: 'Kod pocztowy' });
    expect(postal).toHaveAccessibleDescription(
      expect.stringContaining('Nieprawidłowy format kodu pocztowego (np. 00-000).'),
    );
    expect(tab('Kontakt')).toHaveAttribute('aria-selected', 'false');
    expect(tab('Kontakt')).toHaveAccessibleDescription('Zawiera błędy');

    await user.click(screen.getByRole('link', { name: 'Adres email do kontaktu jest wymagany.' }));
    expect(tab('Kontakt')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Email do kontaktu' })).toHaveFocus();
  });

  it('requires an amount only for paid offers and shows the amount, currency and unit only then', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(tab('Odpłatność'));
    expect(screen.getByRole('radio', { name: 'Bezpłatne' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Kwota' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Waluta' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Płatne' }));
    const amount = screen.getByRole('textbox', { name: 'Kwota' });
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    expect(amount).toHaveAccessibleDescription('W walucie: złoty (PLN). Wpisz np. 35,50 lub 1 200,00.');
    const currency = screen.getByRole('combobox', { name: 'Waluta' });
    expect(currency).toHaveValue('PLN');
    expect(
      within(currency)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['PLN', 'EUR', 'USD', 'GBP', 'CZK']);
    expect(
      within(screen.getByRole('combobox', { name: 'Jednostka ceny' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['jednorazowo', 'za godzinę', 'za dzień', 'za tydzień', 'za miesiąc']);

    await user.click(screen.getByRole('button', { name: 'Opublikuj' }));
    expect(screen.getByRole('link', { name: 'Cena jest wymagana dla płatnych ofert.' })).toHaveAttribute(
      'href',
      '#offer-price',
    );
    await user.click(tab('Odpłatność'));
    expect(screen.getByRole('textbox', { name: 'Kwota' })).toHaveAccessibleDescription(
      expect.stringContaining('Cena jest wymagana dla płatnych ofert.'),
    );
    await user.click(screen.getByRole('radio', { name: 'Wymagana kaucja' }));
    expect(screen.queryByRole('textbox', { name: 'Kwota' })).not.toBeInTheDocument();
  });

  it.each([
    ['35,50', '35.50', 'Płatne: 35,50 zł za godzinę'],
    ['1 200,00', '1200.00', 'Płatne: 1200,00 zł za godzinę'],
    ['35.50', '35.50', 'Płatne: 35,50 zł za godzinę'],
  ])('reads the Polish amount "%s" as %s (never as cents) and previews the price line', async (typed, sent, line) => {
    const user = userEvent.setup();
    const fetchMock = renderForm(undefined, {
      'POST /api/offers/': () => jsonResponse(savedOffer({ status: 'draft' }), 201),
    });
    await fillBasicAndContact(user);
    await user.click(tab('Odpłatność'));
    await user.click(screen.getByRole('radio', { name: 'Płatne' }));
    await user.type(screen.getByRole('textbox', { name: 'Kwota' }), typed);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Jednostka ceny' }), 'za godzinę');
    expect(screen.getByText(line)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zapisz jako szkic' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')![1]!.body as FormData;
    expect(body.get('price')).toBe(sent);
    expect(body.get('currency')).toBe('PLN');
    expect(body.get('price_unit')).toBe('hour');
  });

  it('explains an amount it cannot read and names the chosen currency next to the amount', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(tab('Odpłatność'));
    await user.click(screen.getByRole('radio', { name: 'Płatne' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Waluta' }), 'EUR');
    const amount = screen.getByRole('textbox', { name: 'Kwota' });
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('W walucie: euro (EUR).'));
    expect(amount.parentElement).toHaveTextContent('EUR');
    await user.type(amount, '35,505');
    await user.click(screen.getByRole('button', { name: 'Zapisz jako szkic' }));
    expect(screen.getByRole('link', { name: OFFER_MESSAGES.priceFormat })).toHaveAttribute('href', '#offer-price');
  });

  it('shows a stored price the Polish way when editing', async () => {
    const user = userEvent.setup();
    renderForm(savedOffer({ price_type: 'paid', price: 35.5, currency: 'EUR', price_unit: 'day' }));
    await user.click(tab('Odpłatność'));
    expect(screen.getByRole('textbox', { name: 'Kwota' })).toHaveValue('35,50');
    expect(screen.getByRole('combobox', { name: 'Waluta' })).toHaveValue('EUR');
    expect(screen.getByRole('combobox', { name: 'Jednostka ceny' })).toHaveValue('day');
  });
});

describe('offer form: tabs (WAI-ARIA pattern)', () => {
  it('has the seven tabs and moves with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    renderForm();
    const names = screen.getAllByRole('tab').map((element) => element.textContent);
    expect(names).toEqual([
      'Podstawowe informacje',
      'Odpłatność',
      'Warunki i dofinansowanie',
      'Lokalizacja',
      'Zdjęcia',
      'Kontakt',
      'Publikacja',
    ]);
    expect(screen.getByRole('tablist', { name: 'Sekcje formularza oferty' })).toBeInTheDocument();

    const first = tab('Podstawowe informacje');
    expect(first).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);
    expect(tab('Odpłatność')).toHaveAttribute('tabindex', '-1');
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Odpłatność')).toHaveFocus();
    expect(tab('Odpłatność')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Odpłatność' })).toBeVisible();
    await user.keyboard('{End}');
    expect(tab('Publikacja')).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(tab('Podstawowe informacje')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Publikacja')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Podstawowe informacje')).toHaveAttribute('aria-selected', 'true');
  });

  it('states the location and expiry hints and offers the three author statuses', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(tab('Lokalizacja'));
    expect(screen.getByText(/innym adresem niż adres Twojej organizacji/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Kraj' })).toHaveValue('Polska');
    await user.click(tab('Publikacja'));
    expect(screen.getByLabelText('Data wygaśnięcia')).toHaveAccessibleDescription(
      /oferta automatycznie stanie się nieaktywna/,
    );
    const options = within(screen.getByRole('combobox', { name: 'Status' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Szkic', 'Oczekuje na zatwierdzenie', 'Aktywna']);
  });
});

describe('offer form: image', () => {
  it('keeps the saved picture, takes files only, refuses a second picture with its toast and removes the picture', async () => {
    const user = userEvent.setup();
    renderForm(savedOffer({ image_urls: ['/uploads/wozek.jpg'], image_alt: 'Czarny wózek z szeroką ramą' }));
    await user.click(tab('Zdjęcia'));
    expect(screen.getByRole('img', { name: 'Czarny wózek z szeroką ramą' })).toHaveAttribute(
      'src',
      '/uploads/wozek.jpg',
    );
    // Pictures at other sites could be swapped after approval: there is no address field to type one in.
    expect(screen.queryByRole('textbox', { name: /Adres URL/ })).not.toBeInTheDocument();
    const fileField = screen.getByLabelText('Plik ze zdjęciem');
    await user.upload(fileField, new File(['obraz'], 'drugie.png', { type: 'image/png' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Limit zdjęć (1)');
    expect(screen.getByRole('alert')).toHaveTextContent('Możesz dodać maksymalnie 1 zdjęcie.');
    expect(screen.getAllByRole('img')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Usuń zdjęcie' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(fileField).toHaveFocus();
  });

  it('previews an uploaded file and sends it as new_images', async () => {
    // jsdom has no object URLs; the browser gives the preview a blob: address.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:podglad'), revokeObjectURL: vi.fn() });
    const user = userEvent.setup();
    const fetchMock = renderForm(undefined, {
      'POST /api/offers/': () => jsonResponse(savedOffer({ status: 'draft' }), 201),
    });
    await fillBasicAndContact(user);
    await user.click(tab('Zdjęcia'));
    const file = new File(['obraz'], 'wozek.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Plik ze zdjęciem'), file);
    expect(screen.getByRole('img', { name: 'Podgląd zdjęcia oferty: Wózek aktywny do wypożyczenia' })).toHaveAttribute(
      'src',
      'blob:podglad',
    );
    // The picture needs its description before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Zapisz jako szkic' }));
    const altField = await screen.findByRole('textbox', { name: /Opis zdjęcia dla osób niewidomych/ });
    expect(altField).toHaveAccessibleDescription(expect.stringContaining('Dodaj opis zdjęcia dla osób niewidomych.'));
    expect(altField).toHaveAccessibleDescription(expect.stringContaining('co widać na zdjęciu'));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.type(altField, 'Czarny wózek złożony w bagażniku samochodu');
    expect(screen.getByRole('img', { name: 'Czarny wózek złożony w bagażniku samochodu' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zapisz jako szkic' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')![1]!.body as FormData;
    expect((body.get('new_images') as File).name).toBe('wozek.png');
    expect(body.get('image_alt')).toBe('Czarny wózek złożony w bagażniku samochodu');
    expect(body.get('status')).toBe('draft');
  });
});

describe('offer form: statuses an author cannot set', () => {
  it("explains before saving that an author's 'Aktywna' goes to approval first", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(tab('Publikacja'));
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status).not.toHaveAccessibleDescription(/zostanie wysłana do akceptacji/);
    await user.selectOptions(status, 'Aktywna');
    expect(status).toHaveAccessibleDescription(
      expect.stringContaining(
        'Oferta zostanie wysłana do akceptacji: będzie widoczna dopiero po zatwierdzeniu przez administratora.',
      ),
    );
  });

  it('announces that note as soon as Aktywna is chosen', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(tab('Publikacja'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Aktywna');
    expect(screen.getByText(AUTHOR_STATUS_MESSAGES.offerStatusNeedsApproval)).toHaveAttribute('aria-live', 'polite');
  });

  it('tells an admin that Aktywna publishes at once, without the approval note', async () => {
    const user = userEvent.setup();
    localStorage.setItem('authToken', makeToken({ exp: inOneHour(), role: 'admin' }));
    renderForm(undefined, { 'GET /api/v1/users/profile': () => jsonResponse(makeUser({ role: 'admin' })) });
    await user.click(tab('Publikacja'));
    const status = screen.getByRole('combobox', { name: 'Status' });
    await waitFor(() => expect(status).toHaveAccessibleDescription(AUTHOR_STATUS_MESSAGES.offerStatusHintAdmin));
    await user.selectOptions(status, 'Aktywna');
    expect(status).toHaveAccessibleDescription(AUTHOR_STATUS_MESSAGES.offerStatusHintAdmin);
  });
});

describe('offer form: saving (multipart)', () => {
  it('publishes a new offer as pending approval and says it was saved', async () => {
    const user = userEvent.setup();
    const fetchMock = renderForm(undefined, {
      'POST /api/offers/': () => jsonResponse(savedOffer({ status: 'pending_approval' }), 201),
    });
    await fillBasicAndContact(user);
    await user.click(screen.getByRole('button', { name: 'Opublikuj' }));

    expect(
      await screen.findByText(
        'Oferta została zapisana. Została wysłana do zatwierdzenia i będzie widoczna po akceptacji administratora.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Sukces!')).toBeInTheDocument();
    const body = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')![1]!.body as FormData;
    expect(body.get('status')).toBe('pending_approval');
    expect(body.get('title')).toBe('Wózek aktywny do wypożyczenia');
    expect(body.get('long_description')).toBe(LONG_DESCRIPTION);
    expect(body.get('category_id')).toBe(CATEGORY.id);
    expect(body.get('price_type')).toBe('free');
    expect(body.get('address_country')).toBe('Polska');
    expect(body.getAll('image_urls')).toEqual([]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ status: 'pending_approval' }));
  });

  it('updates an active offer with "Zaktualizuj i opublikuj", keeping it published', async () => {
    const user = userEvent.setup();
    const offer = savedOffer();
    const fetchMock = renderForm(offer, { [`PUT /api/offers/${offer.id}`]: () => jsonResponse(offer) });
    expect(screen.queryByRole('button', { name: 'Opublikuj' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zaktualizuj i opublikuj' }));
    expect(await screen.findByText('Oferta została zaktualizowana.')).toBeInTheDocument();
    const body = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')![1]!.body as FormData;
    expect(body.get('status')).toBe('published');
  });

  it('tells the author when the edit of an active offer went back to approval', async () => {
    const user = userEvent.setup();
    const offer = savedOffer();
    renderForm(offer, {
      [`PUT /api/offers/${offer.id}`]: () => jsonResponse(savedOffer({ status: 'pending_approval' })),
    });
    await user.click(screen.getByRole('button', { name: 'Zaktualizuj i opublikuj' }));
    expect(await screen.findByText(AUTHOR_STATUS_MESSAGES.offerUpdatedForApproval.description)).toBeInTheDocument();
    expect(screen.queryByText('Oferta została zaktualizowana.')).not.toBeInTheDocument();
  });

  it('shows a 422 answer with the offer-save title and puts the messages on the fields', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderForm(undefined, {
      'POST /api/offers/': () =>
        jsonResponse(
          {
            detail: 'Popraw błędy w formularzu.',
            errors: [{ field: 'offer_specific_address_city', message: 'Miasto jest wymagane.' }],
          },
          422,
        ),
    });
    await fillBasicAndContact(user);
    await user.click(screen.getByRole('button', { name: 'Opublikuj' }));

    expect(await screen.findByText('Błąd zapisu oferty')).toBeInTheDocument();
    expect(tab('Lokalizacja')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Miasto' })).toHaveAccessibleDescription(
      expect.stringContaining('Miasto jest wymagane.'),
    );
    expect(onSaved).not.toHaveBeenCalled();
  });
});
