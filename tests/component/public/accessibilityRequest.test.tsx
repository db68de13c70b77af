import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AccessibilityStatementPage from '../../../src-public/pages/legal/AccessibilityStatementPage';
import { ACCESSIBILITY_REQUEST_MESSAGES as M } from '../../../shared/accessibilityRequests';
import type { PortalSettings } from '../../../shared/types';
import { jsonResponse, mockFetch, renderPublic } from './publicHarness';

afterEach(() => vi.unstubAllGlobals());

const SETTINGS: PortalSettings = {
  portal_name: 'Portal usług inkluzywnych',
  contact_email: 'kontakt@example.pl',
  terms_of_service: '',
  privacy_policy: '',
  accessibility_contact_name: 'Anna Kowalczyk',
  accessibility_contact_phone: '+48 501 234 567',
  pjm_video_url: '',
  pjm_video_captions_url: '',
  pjm_video_transcript_url: '',
};

function renderStatement(send: (body: unknown) => Response = () => jsonResponse({ id: 'r1', detail: M.sent }, 201)) {
  const sent: unknown[] = [];
  mockFetch({
    'GET /api/v1/settings/public': () => jsonResponse(SETTINGS),
    'POST /api/v1/accessibility-requests': (_url, init) => {
      const body = JSON.parse(String(init?.body));
      sent.push(body);
      return send(body);
    },
  });
  renderPublic(<AccessibilityStatementPage />, { route: '/deklaracja-dostepnosci' });
  return sent;
}

const form = () => screen.getByRole('form', { name: 'Zgłoś problem z dostępnością' });

describe("'Zgłoś problem z dostępnością' on the accessibility statement", () => {
  it('names the accessibility contact with a phone and an SMS link, the known problems with dates and the timeout', async () => {
    renderStatement();
    expect(await screen.findByText('Osoba kontaktowa w sprawach dostępności: Anna Kowalczyk.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+48 501 234 567' })).toHaveAttribute('href', 'tel:+48501234567');
    expect(screen.getByRole('link', { name: 'Wyślij SMS na numer +48 501 234 567' })).toHaveAttribute(
      'href',
      'sms:+48501234567',
    );
    const known = screen.getByRole('heading', { name: 'Znane problemy' }).nextElementSibling as HTMLElement;
    for (const item of within(known).getAllByRole('listitem')) expect(item).toHaveTextContent(/Stwierdzono: .*2026/);
    expect(screen.getByRole('heading', { name: 'Limit czasu sesji' }).nextElementSibling).toHaveTextContent(
      /30 minutach bez aktywności.*„Przedłuż sesję”/,
    );
  });

  it('preselects nothing, lists every problem in a focused summary linked to its field, and sends nothing', async () => {
    const sent = renderStatement();
    const user = userEvent.setup();
    for (const radio of within(form()).getAllByRole('radio')) expect(radio).not.toBeChecked();
    await user.click(within(form()).getByRole('button', { name: 'Wyślij zgłoszenie' }));
    const summary = screen.getByRole('group', { name: /Liczba błędów: 4/ });
    expect(summary).toHaveFocus();
    for (const message of [M.pageRequired, M.problemRequired, M.formatRequired, M.emailRequired]) {
      expect(within(summary).getByRole('link', { name: message })).toBeInTheDocument();
    }
    await user.click(within(summary).getByRole('link', { name: M.formatRequired }));
    expect(screen.getByRole('radio', { name: /Nie potrzebuję innej formy/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Na czym polega problem\?/ })).toHaveAccessibleDescription(
      expect.stringContaining(M.problemRequired),
    );
    expect(sent).toHaveLength(0);
  });

  it('sends the request and moves focus to the confirmation, announced by a region that was there before', async () => {
    const sent = renderStatement();
    const user = userEvent.setup();
    // A screen reader announces a change in a live region it already knows: the region is there, empty, first.
    const region = form().previousElementSibling;
    expect(region).toHaveAttribute('role', 'status');
    expect(region).toBeEmptyDOMElement();
    await user.type(screen.getByRole('textbox', { name: /Strona lub adres/ }), '/oferty');
    await user.type(
      screen.getByRole('textbox', { name: /Na czym polega problem\?/ }),
      'Filtr „Winda” nie ma nazwy dla czytnika ekranu.',
    );
    await user.click(screen.getByRole('radio', { name: 'Rozmowa telefoniczna' }));
    await user.type(screen.getByRole('textbox', { name: /Adres email do odpowiedzi/ }), 'ewa@example.pl');
    await user.type(screen.getByRole('textbox', { name: /Numer telefonu/ }), '601 234 567');
    await user.click(within(form()).getByRole('button', { name: 'Wyślij zgłoszenie' }));
    const done = (await screen.findByText(M.sent)).closest('div')!;
    expect(done).toBe(region);
    expect(done).toHaveTextContent('Zgłoszenie wysłane');
    await waitFor(() => expect(done).toHaveFocus());
    expect(sent).toEqual([
      {
        page: '/oferty',
        problem: 'Filtr „Winda” nie ma nazwy dla czytnika ekranu.',
        alternative_format: 'phone_call',
        email: 'ewa@example.pl',
        phone: '601 234 567',
      },
    ]);
  });

  it("shows the server's field errors in the summary", async () => {
    renderStatement(() => jsonResponse({ detail: M.phone, errors: [{ field: 'phone', message: M.phone }] }, 422));
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Strona lub adres/ }), '/oferty');
    await user.type(screen.getByRole('textbox', { name: /Na czym polega problem\?/ }), 'Nie słyszę nagrania wideo.');
    await user.click(screen.getByRole('radio', { name: /Nagranie w polskim języku migowym/ }));
    await user.type(screen.getByRole('textbox', { name: /Adres email do odpowiedzi/ }), 'ewa@example.pl');
    await user.click(within(form()).getByRole('button', { name: 'Wyślij zgłoszenie' }));
    const summary = await screen.findByRole('group', { name: /Liczba błędów: 1/ });
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: M.phone })).toBeInTheDocument();
  });
});
