import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INQUIRY_MESSAGES } from '../../../shared/messages';
import type { ReceivedInquiry, SentInquiry } from '../../../shared/schemas/inquiries';
import type { Offer } from '../../../shared/types';
import DashboardPage from '../../../src-public/pages/dashboard/DashboardPage';
import InquirySection from '../../../src-public/pages/offer/InquirySection';
import { makeOffer } from '../../support/apiFixtures';
import { inOneHour, jsonResponse, makeToken, makeUser, mockFetch, renderPublic } from './publicHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const OFFER_ID = 'b1c2d3e4-0000-4000-8000-0000000000a1';
const INQUIRY_ID = 'c1c2d3e4-0000-4000-8000-0000000000b2';
const offer = (fields: Partial<Offer> = {}) =>
  makeOffer({ id: OFFER_ID, title: 'Hipoterapia dla dzieci', status: 'active', ...fields });

const RECEIVED: ReceivedInquiry = {
  id: INQUIRY_ID,
  offer_id: OFFER_ID,
  offer_title: 'Hipoterapia dla dzieci',
  status: 'new',
  message: 'Czy na pierwsze zajęcia może przyjść tłumacz PJM?',
  needs: ['pjm_interpreter'],
  on_behalf_name: 'Zosia',
  on_behalf_relation: 'córka',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  name: 'Maria Kowalczyk',
  email: 'maria@example.pl',
  phone: null,
};

describe("'Zapytaj o ofertę' on the offer page", () => {
  it('lists the problems in a focused summary, then sends on behalf of a child with PJM and focuses the confirmation', async () => {
    const clock = vi.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    let sent: Record<string, unknown> | undefined;
    mockFetch({
      [`POST /api/v1/offers/${OFFER_ID}/inquiries`]: (_url, init) => {
        sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return jsonResponse({ id: INQUIRY_ID, detail: INQUIRY_MESSAGES.sent }, 201);
      },
    });
    const user = userEvent.setup();
    renderPublic(<InquirySection offer={offer()} />);
    const section = screen.getByRole('region', { name: 'Zapytaj o ofertę' });
    // A screen reader announces a change in a live region it already knows: the region is there, empty, first.
    const region = within(section).getByRole('status');
    expect(region).toBeEmptyDOMElement();
    clock.mockReturnValue(1_800_000_030_000);

    await user.click(within(section).getByRole('button', { name: 'Wyślij zapytanie' }));
    const summary = screen.getByRole('group', { name: /Liczba błędów/ });
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: INQUIRY_MESSAGES.messageShort })).toBeInTheDocument();
    await user.click(within(summary).getByRole('link', { name: INQUIRY_MESSAGES.consentRequired }));
    expect(screen.getByRole('checkbox', { name: /Zgadzam się na przekazanie/ })).toHaveFocus();
    expect(sent).toBeUndefined();

    await user.type(screen.getByRole('textbox', { name: /Imię i nazwisko/ }), 'Maria Kowalczyk');
    await user.type(screen.getByRole('textbox', { name: /Adres e-mail/ }), 'maria@example.pl');
    await user.type(screen.getByRole('textbox', { name: /Wiadomość/ }), RECEIVED.message);
    const needs = screen.getByRole('group', { name: 'Czego potrzebujesz, żeby skorzystać z oferty?' });
    await user.click(within(needs).getByRole('checkbox', { name: 'tłumacz PJM' }));
    await user.click(screen.getByRole('checkbox', { name: 'Piszę w imieniu innej osoby' }));
    await user.type(screen.getByRole('textbox', { name: /Imię tej osoby/ }), 'Zosia');
    await user.type(screen.getByRole('textbox', { name: /Kim jest dla Ciebie ta osoba/ }), 'córka');
    await user.click(screen.getByRole('checkbox', { name: /Zgadzam się na przekazanie/ }));
    // The honeypot is out of reach: no accessible textbox by its name.
    expect(screen.queryByRole('textbox', { name: 'Nie wypełniaj tego pola' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Wyślij zapytanie' }));

    await waitFor(() => expect(region).toHaveTextContent(INQUIRY_MESSAGES.sent));
    const confirmation = within(section).getByRole('status');
    expect(confirmation).toBe(region);
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(sent).toMatchObject({
      name: 'Maria Kowalczyk',
      email: 'maria@example.pl',
      needs: ['pjm_interpreter'],
      on_behalf: true,
      on_behalf_name: 'Zosia',
      on_behalf_relation: 'córka',
      consent: true,
      website: '',
      fill_seconds: 30,
    });
  });

  it('focuses the confirmation even when the next frame comes before React has shown it', async () => {
    // A browser may run the next animation frame before React renders what the answer changed.
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      callback(0);
      return 0;
    });
    const clock = vi.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    mockFetch({
      [`POST /api/v1/offers/${OFFER_ID}/inquiries`]: () =>
        jsonResponse({ id: INQUIRY_ID, detail: INQUIRY_MESSAGES.sent }, 201),
    });
    const user = userEvent.setup();
    renderPublic(<InquirySection offer={offer()} />);
    clock.mockReturnValue(1_800_000_030_000);
    await user.type(screen.getByRole('textbox', { name: /Imię i nazwisko/ }), 'Maria Kowalczyk');
    await user.type(screen.getByRole('textbox', { name: /Adres e-mail/ }), 'maria@example.pl');
    await user.type(screen.getByRole('textbox', { name: /Wiadomość/ }), RECEIVED.message);
    await user.click(screen.getByRole('checkbox', { name: /Zgadzam się na przekazanie/ }));
    await user.click(screen.getByRole('button', { name: 'Wyślij zapytanie' }));

    const confirmation = await screen.findByText(INQUIRY_MESSAGES.sent);
    await waitFor(() => expect(confirmation.closest('[role="status"]')).toHaveFocus());
  });

  it('shows the number first when the offeror prefers a phone call, and keeps the form as the second way', () => {
    mockFetch({});
    renderPublic(<InquirySection offer={offer({ preferred_contact_method: 'phone', contact_phone: '600 123 456' })} />);
    const section = screen.getByRole('region', { name: 'Zapytaj o ofertę' });
    expect(within(section).getByText('Oferent prosi o kontakt telefoniczny:')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /600 123 456/ })).toHaveAttribute('href', 'tel:600123456');
    expect(within(section).getByText('Możesz też napisać do oferenta przez formularz poniżej.')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Wyślij zapytanie' })).toBeInTheDocument();
  });
});

function signIn(role: 'offeror' | 'user') {
  const user = makeUser({ role, organization_name: role === 'offeror' ? 'Fundacja' : null });
  localStorage.setItem('authToken', makeToken({ exp: inOneHour(), role }));
  return user;
}

describe('inquiries in the dashboard', () => {
  it("shows the offeror the count on the offer's row, the inquiry, and marks it answered", async () => {
    const user = signIn('offeror');
    let patched: unknown;
    mockFetch({
      'GET /api/v1/users/profile': () => jsonResponse(user),
      'GET /api/v1/users/me/offers': () => jsonResponse([offer()]),
      'GET /api/v1/users/me/blog-posts': () => jsonResponse([]),
      'GET /api/v1/users/me/verification-request': () =>
        jsonResponse({ is_verified: false, verified_at: null, request: null }),
      'GET /api/v1/users/me/decisions': () => jsonResponse([]),
      'GET /api/v1/users/me/offer-inquiry-counts': () => jsonResponse([{ offer_id: OFFER_ID, total: 1, new: 1 }]),
      [`GET /api/v1/offers/${OFFER_ID}/inquiries`]: () => jsonResponse([RECEIVED]),
      [`PATCH /api/v1/offers/${OFFER_ID}/inquiries/${INQUIRY_ID}`]: (_url, init) => {
        patched = JSON.parse(String(init?.body));
        return jsonResponse({ ...RECEIVED, status: 'answered' });
      },
    });
    const person = userEvent.setup();
    renderPublic(<DashboardPage />, { route: '/dashboard' });
    const offers = await screen.findByRole('table', { name: 'Moje oferty' });
    const row = within(offers).getByRole('row', { name: /Hipoterapia dla dzieci/ });
    const toggle = await within(row).findByRole('button', { name: /Zapytania: 1 \(nowe: 1\)/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await person.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const item = await within(row).findByRole('listitem');
    // The status badge is part of the inquiry's heading.
    expect(within(item).getByRole('heading', { name: /Od: Maria Kowalczyk/ })).toHaveTextContent('Nowe');
    expect(within(item).getByText('tłumacz PJM')).toBeInTheDocument();
    expect(within(item).getByText('Zosia (córka)')).toBeInTheDocument();
    const select = within(item).getByRole('combobox', { name: 'Status zapytania od Maria Kowalczyk' });
    await person.selectOptions(select, 'Odpowiedziano');
    await waitFor(() => expect(patched).toEqual({ status: 'answered' }));
    expect(await within(item).findByText(/Status zapytania został zmieniony\. Odpowiedziano\./)).toHaveAttribute(
      'role',
      'status',
    );
    expect(select).toHaveFocus();
    expect(await within(row).findByRole('button', { name: /^Zapytania: 1 – oferta/ })).toBeInTheDocument();
  });

  it('shows the signed-in asker their inquiries and their status at /dashboard?view=inquiries', async () => {
    const user = signIn('user');
    const mine: SentInquiry = { ...RECEIVED, status: 'answered' };
    delete (mine as Partial<ReceivedInquiry>).name;
    delete (mine as Partial<ReceivedInquiry>).email;
    delete (mine as Partial<ReceivedInquiry>).phone;
    mockFetch({
      'GET /api/v1/users/profile': () => jsonResponse(user),
      'GET /api/v1/users/me/inquiries': () => jsonResponse([mine]),
    });
    renderPublic(<DashboardPage />, { route: '/dashboard?view=inquiries' });
    expect(screen.getByRole('heading', { level: 1, name: 'Moje zapytania' })).toBeInTheDocument();
    const item = await screen.findByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Hipoterapia dla dzieci' })).toHaveAttribute(
      'href',
      `/offer/${OFFER_ID}`,
    );
    expect(within(item).getByRole('heading', { name: /Hipoterapia dla dzieci/ })).toHaveTextContent('Odpowiedziano');
    expect(within(item).getByText('tłumacz PJM')).toBeInTheDocument();
  });
});
