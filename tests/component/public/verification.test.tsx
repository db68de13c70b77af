import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_PANEL_MESSAGES, VERIFICATION_MESSAGES } from '../../../shared/messages';
import type { User } from '../../../shared/types';
import type { MyVerification } from '../../../shared/verification';
import { VerifiedMark } from '../../../src-public/components/VerifiedMark';
import DashboardPage from '../../../src-public/pages/dashboard/DashboardPage';
import { inOneHour, jsonResponse, makeToken, makeUser, mockFetch, renderPublic } from './publicHarness';
import { AUTHOR_FIELD_HINTS } from '../../../shared/messagesAuthoring';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const NOT_VERIFIED: MyVerification = { is_verified: false, verified_at: null, request: null };

function renderDashboard(route: string, routes: Parameters<typeof mockFetch>[0] = {}, user?: User) {
  const account = user ?? makeUser({ role: 'ngo', organization_name: 'Fundacja Sprawni Razem' });
  localStorage.setItem('authToken', makeToken({ exp: inOneHour(), role: account.role }));
  const fetchMock = mockFetch({
    'GET /api/v1/users/profile': () => jsonResponse(account),
    'GET /api/v1/users/me/offers': () => jsonResponse([]),
    'GET /api/v1/users/me/blog-posts': () => jsonResponse([]),
    'GET /api/v1/users/me/decisions': () => jsonResponse([]),
    'GET /api/v1/users/me/verification-request': () => jsonResponse(NOT_VERIFIED),
    ...routes,
  });
  renderPublic(<DashboardPage />, { route });
  return fetchMock;
}

describe('registry numbers in the profile form', () => {
  it('shows the Polish message under each wrong number and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = renderDashboard('/dashboard?view=profile');
    // Each registry's name is explained where it is asked for.
    expect(await screen.findByRole('textbox', { name: 'NIP' })).toHaveAccessibleDescription(AUTHOR_FIELD_HINTS.nip);
    expect(screen.getByRole('textbox', { name: 'REGON' })).toHaveAccessibleDescription(AUTHOR_FIELD_HINTS.regon);
    expect(screen.getByRole('textbox', { name: 'Numer KRS' })).toHaveAccessibleDescription(AUTHOR_FIELD_HINTS.krs);
    await user.type(screen.getByRole('textbox', { name: 'NIP' }), '526-104-08-29');
    await user.type(screen.getByRole('textbox', { name: 'REGON' }), '000331502');
    await user.type(screen.getByRole('textbox', { name: 'Numer KRS' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Zapisz profil' }));

    expect(await screen.findByRole('textbox', { name: 'NIP' })).toHaveAccessibleDescription(
      expect.stringContaining(VERIFICATION_MESSAGES.nip),
    );
    expect(screen.getByRole('textbox', { name: 'REGON' })).toHaveAccessibleDescription(
      expect.stringContaining(VERIFICATION_MESSAGES.regon),
    );
    expect(screen.getByRole('textbox', { name: 'Numer KRS' })).toHaveAccessibleDescription(
      expect.stringContaining(VERIFICATION_MESSAGES.krs),
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('sends real numbers typed with dashes and spaces as digits', async () => {
    const user = userEvent.setup();
    const fetchMock = renderDashboard('/dashboard?view=profile', {
      'PUT /api/v1/users/profile': (_url, init) =>
        jsonResponse({ ...makeUser({ role: 'ngo' }), ...JSON.parse(String(init?.body)) }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'NIP' }), '526-104-08-28');
    await user.type(screen.getByRole('textbox', { name: 'REGON' }), '000 331 501');
    await user.type(screen.getByRole('textbox', { name: 'Numer KRS' }), '0000123456');
    await user.click(screen.getByRole('button', { name: 'Zapisz profil' }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toMatchObject({
      nip: '5261040828',
      regon: '000331501',
      krs: '0000123456',
    });
  });
  it("titles the server's refusal of a field like its toast, as every account form does", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderDashboard('/dashboard?view=profile', {
      'PUT /api/v1/users/profile': () =>
        jsonResponse(
          { detail: VERIFICATION_MESSAGES.krs, errors: [{ field: 'krs', message: VERIFICATION_MESSAGES.krs }] },
          422,
        ),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Numer KRS' }), '0000123456');
    await user.click(screen.getByRole('button', { name: 'Zapisz profil' }));

    const summary = await screen.findByRole('group', { name: USER_PANEL_MESSAGES.profileSaveFailed });
    expect(summary).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: VERIFICATION_MESSAGES.krs }));
    expect(screen.getByRole('textbox', { name: 'Numer KRS' })).toHaveFocus();
  });
});

describe('verification in the dashboard', () => {
  it('asks for verification and then says the request waits, with focus on the section', async () => {
    const user = userEvent.setup();
    let state: MyVerification = NOT_VERIFIED;
    const fetchMock = renderDashboard('/dashboard', {
      'GET /api/v1/users/me/verification-request': () => jsonResponse(state),
      'POST /api/v1/users/me/verification-request': () => {
        state = {
          ...NOT_VERIFIED,
          request: {
            id: 'r1',
            status: 'pending',
            organization_name: 'Fundacja Sprawni Razem',
            nip: null,
            regon: null,
            krs: '0000123456',
            reason: null,
            decided_at: null,
            created_at: '2026-03-10T10:00:00.000Z',
          },
        };
        return jsonResponse(state.request, 201);
      },
    });
    const section = await screen.findByRole('region', { name: 'Weryfikacja organizacji' });
    expect(await within(section).findByText('Organizacja nie jest jeszcze zweryfikowana.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Poproś o weryfikację' }));

    expect(await screen.findByText(VERIFICATION_MESSAGES.requested)).toBeInTheDocument();
    expect(await within(section).findByText(/czeka na sprawdzenie numerów przez administratora/)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Poproś o weryfikację' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Weryfikacja organizacji' })).toHaveFocus());
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('shows the server’s Polish refusal when the numbers are missing', async () => {
    const user = userEvent.setup();
    renderDashboard('/dashboard', {
      'POST /api/v1/users/me/verification-request': () =>
        jsonResponse(
          {
            detail: VERIFICATION_MESSAGES.needsNumbers,
            errors: [{ field: 'nip', message: VERIFICATION_MESSAGES.needsNumbers }],
          },
          422,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Poproś o weryfikację' }));
    expect(await screen.findAllByText(VERIFICATION_MESSAGES.needsNumbers, { exact: false })).not.toHaveLength(0);
  });

  it('keeps focus on the button while sending and leaves the error beside it, not only in a toast', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    renderDashboard('/dashboard', {
      'POST /api/v1/users/me/verification-request': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const button = await screen.findByRole('button', { name: 'Poproś o weryfikację' });
    await user.click(button);
    const sending = screen.getByRole('button', { name: 'Wysyłanie…' });
    expect(sending).toHaveFocus();
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    // A second press while sending sends nothing more.
    await user.click(sending);
    answer(
      jsonResponse(
        {
          detail: VERIFICATION_MESSAGES.needsNumbers,
          errors: [{ field: 'nip', message: VERIFICATION_MESSAGES.needsNumbers }],
        },
        422,
      ),
    );

    const again = await screen.findByRole('button', { name: 'Poproś o weryfikację' });
    expect(again).toHaveFocus();
    expect(again).toHaveAccessibleDescription(expect.stringContaining(VERIFICATION_MESSAGES.needsNumbers));
    // The toast goes; the message beside the button stays.
    await user.click(screen.getByRole('button', { name: 'Zamknij powiadomienie' }));
    expect(screen.getByText(new RegExp(VERIFICATION_MESSAGES.needsNumbers.slice(0, 30)))).toBeInTheDocument();
  });
});

describe('the verified mark', () => {
  it('is read once as the whole sentence: the KRS and the date of approval', () => {
    renderPublic(
      <p>
        Fundacja
        <VerifiedMark
          profile={{
            is_verified: true,
            verification: { register: 'krs', number: '0000123456', verified_at: '2026-03-12T10:00:00.000Z' },
          }}
        />
      </p>,
    );
    const text = screen.getByText('(Organizacja zweryfikowana: numer KRS 0000123456 sprawdzony 12.03.2026)');
    expect(text).toBeInTheDocument();
    expect(screen.getByText('Zweryfikowana')).toHaveAttribute('aria-hidden', 'true');
  });

  it('names the NIP when there is no KRS', () => {
    renderPublic(
      <VerifiedMark
        profile={{
          is_verified: true,
          verification: { register: 'nip', number: '5261040828', verified_at: '2026-03-12T10:00:00.000Z' },
        }}
      />,
    );
    expect(
      screen.getByText('(Organizacja zweryfikowana: numer NIP 5261040828 sprawdzony 12.03.2026)'),
    ).toBeInTheDocument();
  });
});
