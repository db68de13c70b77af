import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRESHNESS_MESSAGES } from '../../../shared/freshness';
import { CorrectionButton } from '../../../src-public/pages/offer/CorrectionButton';
import { jsonResponse, mockFetch, renderPublic } from './publicHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const OFFER_ID = '11111111-1111-4111-8111-111111111111';

describe("'Zgłoś nieaktualne dane'", () => {
  it('lists both missing answers in the error summary and sends nothing', async () => {
    const fetchMock = mockFetch({});
    const user = userEvent.setup();
    renderPublic(<CorrectionButton offerId={OFFER_ID} offerTitle="Wózek" />);
    await user.click(screen.getByRole('button', { name: 'Zgłoś nieaktualne dane' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zgłoś nieaktualne dane' });
    expect(dialog).toHaveTextContent('Oferta: Wózek.');
    await user.click(within(dialog).getByRole('button', { name: 'Wyślij zgłoszenie' }));
    const summary = within(dialog).getByRole('group', { name: /Liczba błędów: 2/ });
    expect(summary).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: FRESHNESS_MESSAGES.correctionFields }));
    expect(screen.getByRole('checkbox', { name: 'Adres' })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the correction to the offer, thanks and returns focus to the button', async () => {
    let sent: unknown;
    mockFetch({
      [`POST /api/v1/offers/${OFFER_ID}/corrections`]: (_url, init) => {
        sent = JSON.parse(String(init?.body));
        return jsonResponse({ id: 'c1', detail: 'ok' }, 201);
      },
    });
    const user = userEvent.setup();
    renderPublic(<CorrectionButton offerId={OFFER_ID} offerTitle="Wózek" />);
    const opener = screen.getByRole('button', { name: 'Zgłoś nieaktualne dane' });
    await user.click(opener);
    await user.click(await screen.findByRole('checkbox', { name: 'Telefon' }));
    await user.type(screen.getByRole('textbox', { name: /Co się zmieniło/ }), 'Numer telefonu już nie działa.');
    await user.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));
    expect(await screen.findByText(FRESHNESS_MESSAGES.correctionSent)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(sent).toEqual({ fields: ['phone'], note: 'Numer telefonu już nie działa.', email: '' });
  });
});
