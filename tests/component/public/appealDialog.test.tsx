import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyDecision } from '../../../shared/moderation';
import { DRAFT_MESSAGES } from '../../../shared/messagesSession';
import { DecisionsSection } from '../../../src-public/pages/dashboard/DecisionsSection';
import { inOneHour, jsonResponse, makeToken, makeUser, mockFetch, renderPublic } from './publicHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const DECISION: MyDecision = {
  id: 'decision-1',
  target_type: 'offer',
  target_id: 'offer-1',
  target_title: 'Wózek aktywny',
  decision_type: 'content_removed',
  previous_status: 'active',
  new_status: 'inactive',
  ground: 'other',
  statement: 'Opis dostępności nie zgadza się ze zdjęciami.',
  from_report: true,
  automated: false,
  created_at: '2026-11-20T10:00:00.000Z',
  appeal_deadline: '2027-05-20T10:00:00.000Z',
  can_appeal: true,
  appeal: null,
};

function signedIn(extra: Parameters<typeof mockFetch>[0] = {}) {
  localStorage.setItem('authToken', makeToken({ exp: inOneHour() }));
  return mockFetch({
    'GET /api/v1/users/profile': () => jsonResponse(makeUser()),
    'GET /api/v1/users/me/decisions': () => jsonResponse([DECISION]),
    ...extra,
  });
}

const appealButton = () => screen.findByRole('button', { name: 'Odwołaj się od decyzji: Oferta „Wózek aktywny”' });
const explanationBox = () => screen.getByRole('textbox', { name: /Dlaczego nie zgadzasz się z decyzją/ });

describe("'Odwołanie od decyzji'", () => {
  it('keeps the text when Escape closes the dialog', async () => {
    signedIn();
    const user = userEvent.setup();
    renderPublic(<DecisionsSection />);
    await user.click(await appealButton());
    await user.type(explanationBox(), 'Zdjęcia pokazują podjazd');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(await appealButton());
    expect(explanationBox()).toHaveValue('Zdjęcia pokazują podjazd');
  });

  it('lists a too-short or refused appeal in an error summary that takes focus', async () => {
    signedIn({ 'POST /api/v1/users/me/appeals': () => jsonResponse({ detail: 'Usługa chwilowo niedostępna.' }, 503) });
    const user = userEvent.setup();
    renderPublic(<DecisionsSection />);
    await user.click(await appealButton());
    await user.click(screen.getByRole('button', { name: 'Złóż odwołanie' }));
    const dialog = screen.getByRole('dialog', { name: 'Odwołanie od decyzji' });
    expect(within(dialog).getByRole('group')).toHaveFocus();
    await user.click(within(dialog).getByRole('link', { name: /co najmniej/ }));
    expect(explanationBox()).toHaveFocus();
    await user.type(explanationBox(), 'Zdjęcia pokazują podjazd i szerokie drzwi wejściowe.');
    await user.click(screen.getByRole('button', { name: 'Złóż odwołanie' }));
    const summary = await within(dialog).findByRole('group', { name: /Błąd|niedostępn|Nie udało/ });
    expect(summary).toHaveTextContent('Usługa chwilowo niedostępna.');
    expect(summary).toHaveFocus();
  });

  it('offers the unsent text back after the dashboard was left', async () => {
    signedIn();
    const user = userEvent.setup();
    const first = renderPublic(<DecisionsSection />);
    await user.click(await appealButton());
    await user.type(explanationBox(), 'Zdjęcia pokazują podjazd');
    first.unmount();

    renderPublic(<DecisionsSection />);
    await user.click(await appealButton());
    expect(screen.getByRole('button', { name: DRAFT_MESSAGES.restore })).toHaveFocus();
    expect(explanationBox()).toHaveValue('');
    await user.click(screen.getByRole('button', { name: DRAFT_MESSAGES.restore }));
    expect(explanationBox()).toHaveValue('Zdjęcia pokazują podjazd');
  });
});
