import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportButton } from '../../../src-public/components/ReportButton';
import { DRAFT_MESSAGES } from '../../../shared/messagesSession';
import { inOneHour, jsonResponse, makeToken, makeUser, mockFetch, renderPublic } from './publicHarness';
import { UNAVAILABLE } from '../../support/apiFixtures';

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
    const dialog = await screen.findByRole('dialog', { name: 'Zgłoś naruszenie' });
    expect(dialog).toHaveTextContent('Zgłaszasz: ofertę „Wózek”.');
    await user.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));
    // The error summary takes focus and links each problem to its field.
    const summary = screen.getByRole('group', { name: /Liczba błędów: 3/ });
    expect(summary).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: 'Wybierz powód zgłoszenia.' }));
    expect(screen.getByRole('radio', { name: 'Treść niezgodna z prawem' })).toHaveFocus();
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
    await user.click(await screen.findByRole('radio', { name: 'Oszustwo lub próba wyłudzenia' }));
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

  it('keeps what was typed when Escape closes the dialog', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderPublic(<ReportButton targetType="offer" targetId={OFFER_ID} targetName="ofertę „Wózek”" />);
    await user.click(screen.getByRole('button', { name: 'Zgłoś naruszenie' }));
    await user.type(await screen.findByRole('textbox', { name: /Opis naruszenia/ }), 'Zaliczka na prywatne konto');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zgłoś naruszenie' }));
    expect(await screen.findByRole('textbox', { name: /Opis naruszenia/ })).toHaveValue('Zaliczka na prywatne konto');
  });

  it('lists a refused request in the error summary, not only in a toast', async () => {
    mockFetch({ 'POST /api/v1/reports': () => jsonResponse(UNAVAILABLE, 503) });
    const user = userEvent.setup();
    renderPublic(<ReportButton targetType="offer" targetId={OFFER_ID} targetName="ofertę „Wózek”" />);
    await user.click(screen.getByRole('button', { name: 'Zgłoś naruszenie' }));
    await user.click(await screen.findByRole('radio', { name: 'Oszustwo lub próba wyłudzenia' }));
    await user.type(
      screen.getByRole('textbox', { name: /Opis naruszenia/ }),
      'Oferta żąda zaliczki na prywatne konto.',
    );
    await user.click(screen.getByRole('checkbox', { name: /w dobrej wierze/ }));
    await user.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));
    const dialog = screen.getByRole('dialog', { name: 'Zgłoś naruszenie' });
    const summary = await within(dialog).findByRole('group');
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent(UNAVAILABLE.detail);
    expect(screen.getByRole('button', { name: 'Wyślij zgłoszenie' })).not.toBeDisabled();
  });

  it("offers a signed-in person's unsent notice back after the page was left (a sign-out, a closed tab)", async () => {
    localStorage.setItem('authToken', makeToken({ exp: inOneHour() }));
    mockFetch({ 'GET /api/v1/users/profile': () => jsonResponse(makeUser()) });
    const user = userEvent.setup();
    const first = renderPublic(<ReportButton targetType="offer" targetId={OFFER_ID} targetName="ofertę „Wózek”" />);
    await user.click(await screen.findByRole('button', { name: 'Zgłoś naruszenie' }));
    await user.type(await screen.findByRole('textbox', { name: /Opis naruszenia/ }), 'Zaliczka na prywatne konto');
    first.unmount();

    renderPublic(<ReportButton targetType="offer" targetId={OFFER_ID} targetName="ofertę „Wózek”" />);
    await user.click(await screen.findByRole('button', { name: 'Zgłoś naruszenie' }));
    const restore = await screen.findByRole('button', { name: DRAFT_MESSAGES.restore });
    expect(screen.getByText(/^Przywrócić niezapisaną wersję z \d\d:\d\d\?$/)).toBeInTheDocument();
    expect(restore).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Opis naruszenia/ })).toHaveValue('');
    await user.click(restore);
    expect(screen.getByRole('textbox', { name: /Opis naruszenia/ })).toHaveValue('Zaliczka na prywatne konto');
    expect(screen.getByText(DRAFT_MESSAGES.restored)).toHaveAttribute('role', 'status');
    expect(screen.getByText(DRAFT_MESSAGES.restored)).toHaveFocus();
  });
});
