import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportButton } from '../../../src-public/components/ReportButton';
import { jsonResponse, mockFetch, renderPublic } from './publicHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const OFFER_ID = '11111111-1111-4111-8111-111111111111';

describe("'Zgłoś naruszenie'", () => {
  it('explains every missing field in Polish, focuses the first and sends nothing', async () => {
    const fetchMock = mockFetch({});
    const user = userEvent.setup();
    renderPublic(<ReportButton targetType="offer" targetId={OFFER_ID} targetName="ofertę „Wózek”" />);
    await user.click(screen.getByRole('button', { name: 'Zgłoś naruszenie' }));
    const dialog = screen.getByRole('dialog', { name: 'Zgłoś naruszenie' });
    expect(dialog).toHaveTextContent('Zgłaszasz: ofertę „Wózek”.');
    await user.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));
    expect(screen.getByRole('radio', { name: 'Treść niezgodna z prawem' })).toHaveFocus();
    expect(screen.getByText('Wybierz powód zgłoszenia.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Opis naruszenia/ })).toHaveAccessibleDescription(
      /Opisz naruszenie \(co najmniej 20 znaków\)\./,
    );
    expect(screen.getByRole('checkbox', { name: /w dobrej wierze/ })).toHaveAccessibleDescription(
      'Potwierdź, że zgłoszenie jest zgodne z prawdą i składasz je w dobrej wierze.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends an anonymous notice, confirms it and returns focus to the button', async () => {
    let sent: unknown;
    mockFetch({
      'POST /api/v1/reports': (_url, init) => {
        sent = JSON.parse(String(init?.body));
        return jsonResponse({ id: 'r1', detail: 'ok' }, 201);
      },
    });
    const user = userEvent.setup();
    renderPublic(<ReportButton targetType="offer" targetId={OFFER_ID} targetName="ofertę „Wózek”" />);
    const opener = screen.getByRole('button', { name: 'Zgłoś naruszenie' });
    await user.click(opener);
    await user.click(screen.getByRole('radio', { name: 'Oszustwo lub próba wyłudzenia' }));
    await user.type(
      screen.getByRole('textbox', { name: /Opis naruszenia/ }),
      'Oferta żąda zaliczki na prywatne konto.',
    );
    await user.click(screen.getByRole('checkbox', { name: /w dobrej wierze/ }));
    await user.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));
    expect(await screen.findByText(/Zgłoszenie zostało przyjęte/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(sent).toMatchObject({ target_type: 'offer', target_id: OFFER_ID, reason: 'fraud', good_faith: true });
  });
});
