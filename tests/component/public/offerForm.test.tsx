import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFER_MESSAGES, USER_PANEL_MESSAGES } from '../../../shared/messages';
import { AUTHOR_STATUS_MESSAGES, OFFER_STEP_MESSAGES } from '../../../shared/messagesAuthoring';
import type { Offer } from '../../../shared/types';
import { OfferForm } from '../../../src-public/forms/offer/OfferForm';
import { useSession } from '../../../src-public/session/SessionProvider';
import { VENUE_TEXTS } from '../../../shared/venueFeatures';
import { inOneHour, jsonResponse, makeToken, makeUser, mockFetch, renderPublic } from './publicHarness';
import { makeCategory, makeOffer, UNAVAILABLE } from '../../support/apiFixtures';

const CATEGORY = makeCategory({ id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301' });
const LONG_DESCRIPTION = 'Wypożyczamy lekki wózek aktywny na czas rehabilitacji, z dowozem do domu na terenie Łodzi.';

/** The offer the form fills in, as the API answers it once saved. */
const savedOffer = (overrides: Partial<Offer> = {}): Offer =>
  makeOffer({
    id: 'b1c2d3e4-0000-4000-8000-000000000001',
    owner_id: 'user-1',
    title: 'Wózek aktywny do wypożyczenia',
    short_description: 'Lekki wózek na czas rehabilitacji.',
    long_description: LONG_DESCRIPTION,
    category_id: CATEGORY.id,
    category: { name: CATEGORY.name, slug: CATEGORY.slug },
    ...overrides,
  });

type User = ReturnType<typeof userEvent.setup>;
const tab = (name: string) => screen.getByRole('tab', { name });
/** The heading of the visible step of a new offer ('Krok 2 z 7: Odpłatność' or 'Sprawdź i opublikuj'). */
const stepHeading = () => screen.getByRole('heading', { level: 2 });

async function next(user: User) {
  await user.click(screen.getByRole('button', { name: 'Dalej' }));
}

/** Goes forward with 'Dalej' until the step's heading ends with the name; each step must be valid. */
async function goToStep(user: User, name: string) {
  for (let moves = 0; !stepHeading().textContent.endsWith(name); moves += 1) {
    if (moves > 8) throw new Error(`no step ${name}`);
    await next(user);
  }
}

async function fillBasic(user: User) {
  await user.type(screen.getByRole('textbox', { name: 'Tytuł oferty' }), 'Wózek aktywny do wypożyczenia');
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Kategoria' }), 'Rehabilitacja');
  await user.click(screen.getByRole('textbox', { name: 'Krótki opis' }));
  await user.paste('Lekki wózek na czas rehabilitacji.');
  await user.click(screen.getByRole('textbox', { name: 'Opis' }));
  await user.paste(LONG_DESCRIPTION);
}

/** Fills what a new offer needs, step by step, and stops on the contact step. */
async function fillBasicAndContact(user: User) {
  await fillBasic(user);
  await goToStep(user, 'Kontakt');
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

describe('offer form: a new offer, one step at a time', () => {
  it("starts on 'Krok 1 z 7', and 'Dalej' on an invalid step shows only that step's errors and stays", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const fetchMock = renderForm();
    expect(stepHeading()).toHaveTextContent('Krok 1 z 7: Podstawowe informacje');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    // Nothing can be published before the answers were seen on 'Sprawdź i opublikuj'.
    expect(screen.queryByRole('button', { name: 'Opublikuj' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wstecz' })).not.toBeInTheDocument();
    await next(user);

    const summary = screen.getByRole('heading', { name: /Popraw błędy w formularzu/ }).parentElement!;
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Tytuł musi mieć co najmniej 5 znaków.' })).toHaveAttribute(
      'href',
      '#offer-title',
    );
    // The contact step's question comes later: its error waits until then.
    expect(within(summary).queryByRole('link', { name: 'Adres email do kontaktu jest wymagany.' })).toBeNull();
    expect(stepHeading()).toHaveTextContent('Krok 1 z 7: Podstawowe informacje');
    const title = screen.getByRole('textbox', { name: 'Tytuł oferty' });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(expect.stringContaining('Tytuł musi mieć co najmniej 5 znaków.'));
    expect(screen.getByRole('combobox', { name: 'Kategoria' })).toHaveAccessibleDescription('Musisz wybrać kategorię.');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    // Corrections update the list of this step only.
    await fillBasic(user);
    expect(screen.queryByRole('heading', { name: /Popraw błędy w formularzu/ })).not.toBeInTheDocument();
  });

  it("moves with 'Dalej' and 'Wstecz', putting focus on each step's heading and keeping the answers", async () => {
    const user = userEvent.setup();
    renderForm();
    await fillBasic(user);
    await next(user);
    expect(stepHeading()).toHaveTextContent('Krok 2 z 7: Odpłatność');
    expect(stepHeading()).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Tytuł oferty' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Płatne' }));
    // 'Wstecz' checks nothing: the empty amount does not keep the author here.
    await user.click(screen.getByRole('button', { name: 'Wstecz' }));
    expect(stepHeading()).toHaveTextContent('Krok 1 z 7: Podstawowe informacje');
    expect(stepHeading()).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Tytuł oferty' })).toHaveValue('Wózek aktywny do wypożyczenia');
    await next(user);
    expect(screen.getByRole('radio', { name: 'Płatne' })).toBeChecked();
    await next(user);
    expect(stepHeading()).toHaveTextContent('Krok 2 z 7: Odpłatność');
    expect(screen.getByRole('link', { name: 'Cena jest wymagana dla płatnych ofert.' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Bezpłatne' }));
    await next(user);
    expect(stepHeading()).toHaveTextContent('Krok 3 z 7: Warunki i dofinansowanie');
    expect(stepHeading()).toHaveFocus();
  });

  it("lists every answer on 'Sprawdź i opublikuj', and 'Zmień' goes back to the step with focus on its heading", async () => {
    const user = userEvent.setup();
    renderForm();
    await fillBasicAndContact(user);
    await goToStep(user, 'Sprawdź i opublikuj');
    expect(stepHeading()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Dalej' })).not.toBeInTheDocument();

    const basic = screen.getByRole('region', { name: 'Podstawowe informacje' });
    const answer = (region: HTMLElement, label: string) =>
      within(region).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(answer(basic, 'Tytuł oferty')).toHaveTextContent('Wózek aktywny do wypożyczenia');
    expect(answer(basic, 'Kategoria')).toHaveTextContent('Rehabilitacja');
    const contact = screen.getByRole('region', { name: 'Kontakt' });
    expect(answer(contact, 'Email do kontaktu')).toHaveTextContent('kontakt@example.pl');
    expect(answer(contact, 'Telefon kontaktowy')).toHaveTextContent('Nie podano');
    const price = screen.getByRole('region', { name: 'Odpłatność' });
    expect(answer(price, 'Typ odpłatności')).toHaveTextContent('Bezpłatne');
    expect(screen.getByRole('region', { name: 'Lokalizacja' })).toHaveTextContent('Dostępność miejsca');
    // The buttons say what happens: there is no status to choose.
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opublikuj' })).toHaveAccessibleDescription(
      AUTHOR_STATUS_MESSAGES.offerStatusHint,
    );

    await user.click(within(price).getByRole('button', { name: 'Zmień: Odpłatność' }));
    expect(stepHeading()).toHaveTextContent('Krok 2 z 7: Odpłatność');
    expect(stepHeading()).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'Płatne' }));
    await user.type(screen.getByRole('textbox', { name: 'Kwota' }), '35,50');
    await goToStep(user, 'Sprawdź i opublikuj');
    expect(answer(screen.getByRole('region', { name: 'Odpłatność' }), 'Typ odpłatności')).toHaveTextContent(
      'Płatne: 35,50 zł jednorazowo',
    );
  });

  it("shows the organisation's inherited venue list on the review, to be confirmed there", async () => {
    const user = userEvent.setup();
    localStorage.setItem('authToken', makeToken({ exp: inOneHour() }));
    const fetchMock = mockFetch({
      'GET /api/v1/categories': () => jsonResponse([CATEGORY]),
      'GET /api/v1/users/profile': () =>
        jsonResponse(makeUser({ accessibility_features: ['wheelchair_access', 'accessible_toilet'] })),
      'POST /api/offers/': () => jsonResponse(savedOffer({ status: 'pending_approval' }), 201),
    });
    renderPublic(<SignedInForm />);
    await screen.findByRole('textbox', { name: 'Tytuł oferty' });
    await fillBasic(user);
    await goToStep(user, 'Lokalizacja');
    expect(screen.getByRole('checkbox', { name: 'Dostępne dla osób na wózkach' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: VENUE_TEXTS.confirmLabel })).not.toBeInTheDocument();
    await goToStep(user, 'Sprawdź i opublikuj');
    const venue = screen.getByRole('region', { name: OFFER_STEP_MESSAGES.venueHeading });
    expect(within(venue).getByText('Dostępne dla osób na wózkach')).toBeInTheDocument();
    const confirm = within(venue).getByRole('checkbox', { name: VENUE_TEXTS.confirmLabel });
    expect(confirm).not.toBeChecked();
    await user.click(confirm);
    await user.click(screen.getByRole('button', { name: 'Opublikuj' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')![1]!.body as FormData;
    expect(body.get('venue_features_confirmed')).toBe('true');
    expect(body.get('contact_email')).toBe('maria@example.pl');
  });
});

describe('offer form: validation with the shared schema', () => {
  it('opens the tab that holds the first error, and a summary link focuses the field', async () => {
    const user = userEvent.setup();
    renderForm(savedOffer({ status: 'draft' }));
    await user.click(tab('Kontakt'));
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
    expect(tab('Odpłatność')).not.toHaveAccessibleDescription();

    await user.click(screen.getByRole('link', { name: 'Adres email do kontaktu jest wymagany.' }));
    expect(tab('Kontakt')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Email do kontaktu' })).toHaveFocus();
  });

  it('requires an amount only for paid offers and shows the amount, currency and unit only then', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillBasic(user);
    await next(user);
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

    await next(user);
    expect(screen.getByRole('link', { name: 'Cena jest wymagana dla płatnych ofert.' })).toHaveAttribute(
      'href',
      '#offer-price',
    );
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
    await fillBasic(user);
    await next(user);
    await user.click(screen.getByRole('radio', { name: 'Płatne' }));
    await user.type(screen.getByRole('textbox', { name: 'Kwota' }), typed);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Jednostka ceny' }), 'za godzinę');
    expect(screen.getByText(line)).toBeInTheDocument();
    await goToStep(user, 'Kontakt');
    await user.type(screen.getByRole('textbox', { name: 'Email do kontaktu' }), 'kontakt@example.pl');
    // A draft can be saved from any step.
    await user.click(screen.getByRole('button', { name: 'Zapisz jako szkic' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')![1]!.body as FormData;
    expect(body.get('price')).toBe(sent);
    expect(body.get('currency')).toBe('PLN');
    expect(body.get('price_unit')).toBe('hour');
    expect(body.get('status')).toBe('draft');
  });

  it('explains an amount it cannot read and names the chosen currency next to the amount', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillBasic(user);
    await next(user);
    await user.click(screen.getByRole('radio', { name: 'Płatne' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Waluta' }), 'EUR');
    const amount = screen.getByRole('textbox', { name: 'Kwota' });
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('W walucie: euro (EUR).'));
    expect(amount.parentElement).toHaveTextContent('EUR');
    await user.type(amount, '35,505');
    await next(user);
    expect(screen.getByRole('link', { name: OFFER_MESSAGES.priceFormat })).toHaveAttribute('href', '#offer-price');
    expect(stepHeading()).toHaveTextContent('Krok 2 z 7: Odpłatność');
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

describe('offer form: editing keeps the tabs (WAI-ARIA pattern)', () => {
  it('has the seven tabs and moves with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    renderForm(savedOffer());
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
    expect(screen.queryByRole('button', { name: 'Dalej' })).not.toBeInTheDocument();

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
    expect(screen.getByLabelText('Data wygaśnięcia')).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(tab('Podstawowe informacje')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Publikacja')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Podstawowe informacje')).toHaveAttribute('aria-selected', 'true');
  });

  it('states the location and expiry hints', async () => {
    const user = userEvent.setup();
    renderForm(savedOffer());
    await user.click(tab('Lokalizacja'));
    expect(screen.getByText(/innym adresem niż adres Twojej organizacji/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Kraj' })).toHaveValue('Polska');
    await user.click(tab('Publikacja'));
    expect(screen.getByLabelText('Data wygaśnięcia')).toHaveAccessibleDescription(
      /oferta automatycznie stanie się nieaktywna/,
    );
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
    await user.click(screen.getByRole('button', { name: 'Wstecz' }));
    expect(stepHeading()).toHaveTextContent('Krok 5 z 7: Zdjęcia');
    const file = new File(['obraz'], 'wozek.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Plik ze zdjęciem'), file);
    expect(screen.getByRole('img', { name: 'Podgląd zdjęcia oferty: Wózek aktywny do wypożyczenia' })).toHaveAttribute(
      'src',
      'blob:podglad',
    );
    // The picture needs its description before the next step.
    await next(user);
    const altField = await screen.findByRole('textbox', { name: /Opis zdjęcia dla osób niewidomych/ });
    expect(altField).toHaveAccessibleDescription(expect.stringContaining('Dodaj opis zdjęcia dla osób niewidomych.'));
    expect(altField).toHaveAccessibleDescription(expect.stringContaining('co widać na zdjęciu'));
    expect(stepHeading()).toHaveTextContent('Krok 5 z 7: Zdjęcia');
    await user.type(altField, 'Czarny wózek złożony w bagażniku samochodu');
    expect(screen.getByRole('img', { name: 'Czarny wózek złożony w bagażniku samochodu' })).toBeInTheDocument();
    await goToStep(user, 'Sprawdź i opublikuj');
    expect(screen.getByRole('region', { name: 'Zdjęcia' })).toHaveTextContent('Nowe zdjęcie: wozek.png');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Zapisz jako szkic' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')![1]!.body as FormData;
    expect((body.get('new_images') as File).name).toBe('wozek.png');
    expect(body.get('image_alt')).toBe('Czarny wózek złożony w bagażniku samochodu');
    expect(body.get('status')).toBe('draft');
  });

  it('puts the description field after the chosen picture, moves focus there and says so', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:podglad'), revokeObjectURL: vi.fn() });
    const user = userEvent.setup();
    renderForm(savedOffer());
    await user.click(tab('Zdjęcia'));
    const fileField = screen.getByLabelText('Plik ze zdjęciem');
    await user.upload(fileField, new File(['obraz'], 'wozek.png', { type: 'image/png' }));
    const altField = screen.getByRole('textbox', { name: /Opis zdjęcia dla osób niewidomych/ });
    await waitFor(() => expect(altField).toHaveFocus());
    // Nothing new appears above the control the person was on.
    const preview = screen.getByRole('img', { name: /Podgląd zdjęcia oferty/ });
    expect(fileField.compareDocumentPosition(preview) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(preview.compareDocumentPosition(altField) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText(OFFER_MESSAGES.imageAdded('wozek.png'))).toHaveAttribute('role', 'status');
    expect(OFFER_MESSAGES.imageAdded('wozek.png')).toBe(
      'Dodano zdjęcie wozek.png. Opisz je w polu „Opis zdjęcia dla osób niewidomych”.',
    );
  });
});

describe('offer form: no status to choose for authors who cannot set it', () => {
  it('shows no status field when editing; the buttons say that publishing goes to approval', async () => {
    const user = userEvent.setup();
    renderForm(savedOffer({ status: 'draft' }));
    await user.click(tab('Publikacja'));
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Aktywna/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zaktualizuj i opublikuj' })).toHaveAccessibleDescription(
      AUTHOR_STATUS_MESSAGES.offerStatusHint,
    );
  });

  it('lets an admin choose the status, and tells that Aktywna publishes at once', async () => {
    const user = userEvent.setup();
    localStorage.setItem('authToken', makeToken({ exp: inOneHour(), role: 'admin' }));
    renderForm(savedOffer({ status: 'draft' }), {
      'GET /api/v1/users/profile': () => jsonResponse(makeUser({ role: 'admin' })),
    });
    await user.click(tab('Publikacja'));
    const status = await screen.findByRole('combobox', { name: 'Status' });
    expect(status).toHaveAccessibleDescription(AUTHOR_STATUS_MESSAGES.offerStatusHintAdmin);
    const options = within(status).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Szkic', 'Oczekuje na zatwierdzenie', 'Aktywna']);
    expect(screen.getByRole('button', { name: 'Zaktualizuj i opublikuj' })).not.toHaveAccessibleDescription();
  });
});

describe('offer form: saving (multipart)', () => {
  it('publishes a new offer as pending approval from the review and says it was saved', async () => {
    const user = userEvent.setup();
    const fetchMock = renderForm(undefined, {
      'POST /api/offers/': () => jsonResponse(savedOffer({ status: 'pending_approval' }), 201),
    });
    await fillBasicAndContact(user);
    await goToStep(user, 'Sprawdź i opublikuj');
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

  it('shows a 422 answer with the offer-save title and opens the step of the field it names', async () => {
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
    await goToStep(user, 'Sprawdź i opublikuj');
    await user.click(screen.getByRole('button', { name: 'Opublikuj' }));

    expect(await screen.findByText('Błąd zapisu oferty')).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Krok 4 z 7: Lokalizacja');
    expect(screen.getByRole('combobox', { name: 'Miasto' })).toHaveAccessibleDescription(
      expect.stringContaining('Miasto jest wymagane.'),
    );
    expect(onSaved).not.toHaveBeenCalled();
  });
});

/** The form as the panel opens it: only once the session knows the account (and its profile's venue list). */
function SignedInForm() {
  const { user } = useSession();
  return user ? <OfferForm onCancel={() => undefined} onSaved={onSaved} /> : null;
}
