import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ConfirmEmailPage from '../../../src-public/pages/auth/ConfirmEmailPage';
import ForgotPasswordPage from '../../../src-public/pages/auth/ForgotPasswordPage';
import LoginPage from '../../../src-public/pages/auth/LoginPage';
import RegisterPage from '../../../src-public/pages/auth/RegisterPage';
import ResetPasswordPage from '../../../src-public/pages/auth/ResetPasswordPage';
import { ACCOUNT_DATA_MESSAGES, AUTH_MESSAGES, USER_PANEL_MESSAGES } from '../../../shared/messages';
import { inOneHour, jsonResponse, makeToken, makeUser, mockFetch, renderPublic } from './publicHarness';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const location = () => screen.getByTestId('location').textContent;
const postBody = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  JSON.parse(
    String(fetchMock.mock.calls.find(([url, init]) => init?.method === 'POST' && String(url).endsWith(path))![1]!.body),
  );

describe('register', () => {
  it('preselects the offeror account with ?type=offeror and asks organisations for their name', async () => {
    const user = userEvent.setup();
    mockFetch({});
    renderPublic(<RegisterPage />, { route: '/register?type=offeror' });
    expect(screen.getByRole('radiogroup', { name: 'Typ konta' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Oferent' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Nazwa organizacji' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Użytkownik' }));
    expect(screen.queryByRole('textbox', { name: 'Nazwa organizacji' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Organizacja NGO' }));
    expect(screen.getByRole('textbox', { name: 'Nazwa organizacji' })).toBeInTheDocument();
  });

  it('starts as a plain user account without an organisation field', () => {
    mockFetch({});
    renderPublic(<RegisterPage />, { route: '/register' });
    expect(screen.getByRole('radio', { name: 'Użytkownik' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Nazwa organizacji' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Hasło/)).toHaveAccessibleDescription(/Od 8 do 128 znaków/);
  });

  it('signs up, tells the person to check the mailbox for 6 seconds and opens the success page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetchMock = mockFetch({ 'POST /api/v1/auth/signup': () => jsonResponse({ detail: 'ok' }, 201) });
    renderPublic(<RegisterPage />, { route: '/register?type=offeror' });
    await user.type(screen.getByRole('textbox', { name: 'Imię i nazwisko' }), 'Katarzyna Zielińska');
    await user.type(screen.getByRole('textbox', { name: 'Nazwa organizacji' }), 'Fundacja Sprawni Razem');
    await user.type(screen.getByRole('textbox', { name: 'Adres email' }), 'Kasia@Example.pl');
    await user.type(screen.getByLabelText(/^Hasło/), 'zielona-lampa-w-oknie');
    await user.click(screen.getByRole('checkbox', { name: /Akceptuję regulamin i politykę prywatności/ }));
    await user.click(screen.getByRole('button', { name: 'Zarejestruj się' }));

    await waitFor(() => expect(location()).toBe('/registration-success'));
    expect(postBody(fetchMock, '/auth/signup')).toEqual({
      email: 'kasia@example.pl',
      password: 'zielona-lampa-w-oknie',
      role: 'offeror',
      username: 'Katarzyna Zielińska',
      organization_name: 'Fundacja Sprawni Razem',
      accept_terms: true,
    });
    const toast = screen.getByText('Sprawdź skrzynkę email i kliknij link, aby potwierdzić konto.');
    act(() => {
      vi.advanceTimersByTime(5500);
    });
    expect(toast).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(screen.queryByText('Sprawdź skrzynkę email i kliknij link, aby potwierdzić konto.')).not.toBeInTheDocument();
  });

  it('shows a refused sign-up with the "Błąd rejestracji" title and the field message from the server', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const message = 'To hasło jest zbyt popularne. Wybierz trudniejsze do odgadnięcia.';
    mockFetch({
      'POST /api/v1/auth/signup': () =>
        jsonResponse({ detail: message, errors: [{ field: 'password', message }] }, 422),
    });
    renderPublic(<RegisterPage />, { route: '/register' });
    await user.type(screen.getByRole('textbox', { name: 'Imię i nazwisko' }), 'Maria');
    await user.type(screen.getByRole('textbox', { name: 'Adres email' }), 'maria@example.pl');
    await user.type(screen.getByLabelText(/^Hasło/), 'password1');
    await user.click(screen.getByRole('checkbox', { name: /Akceptuję regulamin/ }));
    await user.click(screen.getByRole('button', { name: 'Zarejestruj się' }));

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Błąd rejestracji'));
    expect(screen.getByLabelText(/^Hasło/)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(location()).toBe('/register');
    // The toast goes after 5 seconds; the page keeps the message beside the form, with focus on it.
    const summary = screen.getByRole('group', { name: 'Błąd rejestracji' });
    expect(summary).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: message }));
    expect(screen.getByLabelText(/^Hasło/)).toHaveFocus();
  });

  it('checks the fields with the shared sign-up schema before sending', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({});
    renderPublic(<RegisterPage />, { route: '/register' });
    await user.type(screen.getByLabelText(/^Hasło/), 'krotkie');
    await user.click(screen.getByRole('button', { name: 'Zarejestruj się' }));
    expect(screen.getByRole('heading', { name: /Popraw błędy w formularzu/ }).parentElement).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Imię i nazwisko' })).toHaveAccessibleDescription(
      'Imię i nazwisko jest wymagane.',
    );
    expect(screen.getByLabelText(/^Hasło/)).toHaveAccessibleDescription(
      expect.stringContaining('Hasło musi mieć co najmniej 8 znaków.'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('never ticks the terms for the person: without the tick the form names the error and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({});
    renderPublic(<RegisterPage />, { route: '/register' });
    const consent = screen.getByRole('checkbox', { name: /Akceptuję regulamin i politykę prywatności/ });
    expect(consent).not.toBeChecked();
    expect(consent).toBeRequired();
    expect(consent).toHaveAccessibleDescription(/regulamin .* politykę prywatności/);
    expect(screen.getByRole('link', { name: /^regulamin/ })).toHaveAttribute('href', '/warunki-korzystania');
    expect(screen.getByRole('link', { name: /^politykę prywatności/ })).toHaveAttribute(
      'href',
      '/polityka-prywatnosci',
    );
    await user.type(screen.getByRole('textbox', { name: 'Imię i nazwisko' }), 'Maria');
    await user.type(screen.getByRole('textbox', { name: 'Adres email' }), 'maria@example.pl');
    await user.type(screen.getByLabelText(/^Hasło/), 'zielona-lampa-w-oknie');
    await user.click(screen.getByRole('button', { name: 'Zarejestruj się' }));

    expect(screen.getByRole('heading', { name: /Popraw błędy w formularzu/ }).parentElement).toHaveFocus();
    expect(consent).toHaveAccessibleDescription(expect.stringContaining(ACCOUNT_DATA_MESSAGES.acceptTerms));
    expect(consent).toBeInvalid();
    await user.click(screen.getByRole('link', { name: ACCOUNT_DATA_MESSAGES.acceptTerms }));
    expect(consent).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('login', () => {
  it('shows a failed login with the "Błąd logowania" title and the server detail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    mockFetch({ 'POST /api/v1/auth/login': () => jsonResponse({ detail: 'Nieprawidłowy email lub hasło.' }, 401) });
    renderPublic(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('link', { name: 'Nie pamiętasz hasła?' })).toHaveAttribute('href', '/nie-pamietam-hasla');
    await user.type(screen.getByRole('textbox', { name: 'Adres email' }), 'maria@example.pl');
    await user.type(screen.getByLabelText(/^Hasło/), 'zle-haslo');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Błąd logowania'));
    expect(alert).toHaveTextContent('Nieprawidłowy email lub hasło.');
    expect(location()).toBe('/login');
    const summary = screen.getByRole('group', { name: 'Błąd logowania' });
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('Nieprawidłowy email lub hasło.');
  });

  it('keeps a failed login on the page after the toast has been closed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mockFetch({ 'POST /api/v1/auth/login': () => jsonResponse({ detail: AUTH_MESSAGES.banned }, 403) });
    renderPublic(<LoginPage />, { route: '/login' });
    await user.type(screen.getByRole('textbox', { name: 'Adres email' }), 'maria@example.pl');
    await user.type(screen.getByLabelText(/^Hasło/), 'dobre-haslo-123{Enter}');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Błąd logowania' })).toHaveFocus());
    // An error toast stays until closed.
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    expect(screen.getByRole('alert')).not.toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Zamknij powiadomienie' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('group', { name: 'Błąd logowania' })).toHaveTextContent(AUTH_MESSAGES.banned);
  });

  it('signs in and returns to the page in ?redirect=', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'POST /api/v1/auth/login': () => jsonResponse({ token: makeToken({ exp: inOneHour() }) }),
      'GET /api/v1/users/profile': () => jsonResponse(makeUser()),
    });
    renderPublic(<LoginPage />, { route: `/login?redirect=${encodeURIComponent('/dashboard?view=add-offer')}` });
    await user.type(screen.getByRole('textbox', { name: 'Adres email' }), 'maria@example.pl');
    await user.type(screen.getByLabelText(/^Hasło/), 'dobre-haslo-123');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/dashboard?view=add-offer'));
    expect(postBody(fetchMock, '/auth/login')).toEqual({ email: 'maria@example.pl', password: 'dobre-haslo-123' });
  });

  it('never redirects to another site', async () => {
    const user = userEvent.setup();
    mockFetch({
      'POST /api/v1/auth/login': () => jsonResponse({ token: makeToken({ exp: inOneHour() }) }),
      'GET /api/v1/users/profile': () => jsonResponse(makeUser()),
    });
    renderPublic(<LoginPage />, { route: '/login?redirect=//zly.example.com' });
    await user.type(screen.getByRole('textbox', { name: 'Adres email' }), 'maria@example.pl');
    await user.type(screen.getByLabelText(/^Hasło/), 'dobre-haslo-123{Enter}');
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });
});

describe('e-mail confirmation and passwords', () => {
  it('confirms the address from the link once and offers the way to sign in', async () => {
    const fetchMock = mockFetch({
      'POST /api/v1/auth/confirm-email': () =>
        jsonResponse({ detail: 'Adres email został potwierdzony. Możesz się zalogować.' }),
    });
    renderPublic(<ConfirmEmailPage />, { route: '/potwierdz-email?token=abc123' });
    expect(await screen.findByText('Adres email został potwierdzony. Możesz się zalogować.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przejdź do logowania' })).toHaveAttribute('href', '/login');
    expect(postBody(fetchMock, '/auth/confirm-email')).toEqual({ token: 'abc123' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says at once that a used confirmation link failed, with focus on it, and sends a new link on request', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'POST /api/v1/auth/confirm-email': () => jsonResponse({ detail: AUTH_MESSAGES.tokenInvalid }, 400),
      'POST /api/v1/auth/resend-confirmation': () => jsonResponse({ detail: AUTH_MESSAGES.confirmationResent }),
    });
    renderPublic(<ConfirmEmailPage />, { route: '/potwierdz-email?token=stary' });
    const failure = await screen.findByRole('region', { name: 'Nie udało się potwierdzić adresu email.' });
    expect(failure).toHaveFocus();
    expect(failure).toHaveAccessibleDescription(AUTH_MESSAGES.tokenInvalid);
    expect(within(failure).getByRole('link', { name: 'zaloguj się' })).toHaveAttribute('href', '/login');

    await user.click(screen.getByRole('button', { name: 'Wyślij nowy link' }));
    expect(screen.getByRole('group', { name: /Popraw błędy w formularzu/ })).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.type(screen.getByRole('textbox', { name: 'Adres email' }), 'Maria@Example.pl');
    await user.click(screen.getByRole('button', { name: 'Wyślij nowy link' }));
    expect(await screen.findByText(AUTH_MESSAGES.confirmationResent)).toBeInTheDocument();
    expect(postBody(fetchMock, '/auth/resend-confirmation')).toEqual({ email: 'maria@example.pl' });
    expect(screen.queryByRole('group', { name: /Popraw błędy/ })).not.toBeInTheDocument();
  });

  it('treats a confirmation page without a token as a dead link and offers a new one', () => {
    const fetchMock = mockFetch({});
    renderPublic(<ConfirmEmailPage />, { route: '/potwierdz-email' });
    expect(screen.getByRole('region', { name: 'Nie udało się potwierdzić adresu email.' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Wyślij nowy link' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a refused request for a new confirmation link beside its form', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    mockFetch({
      'POST /api/v1/auth/resend-confirmation': () => jsonResponse({ detail: AUTH_MESSAGES.tooManyRequests }, 429),
    });
    renderPublic(<ConfirmEmailPage />, { route: '/potwierdz-email' });
    await user.type(screen.getByRole('textbox', { name: 'Adres email' }), 'maria@example.pl{Enter}');
    const summary = await screen.findByRole('group', { name: USER_PANEL_MESSAGES.resendFailed });
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent(AUTH_MESSAGES.tooManyRequests);
    expect(screen.getByRole('alert')).toHaveTextContent(USER_PANEL_MESSAGES.resendFailed);
  });

  it('says on the page that a used reset link failed and offers a new one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    mockFetch({ 'POST /api/v1/auth/reset-password': () => jsonResponse({ detail: AUTH_MESSAGES.tokenInvalid }, 400) });
    renderPublic(<ResetPasswordPage />, { route: '/reset-hasla?token=uzyty' });
    await user.type(screen.getByLabelText(/^Nowe hasło/), 'nowe-dlugie-haslo');
    await user.type(screen.getByLabelText(/^Powtórz nowe hasło/), 'nowe-dlugie-haslo');
    await user.click(screen.getByRole('button', { name: 'Zapisz nowe hasło' }));

    const summary = await screen.findByRole('group', { name: USER_PANEL_MESSAGES.passwordResetFailed });
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent(AUTH_MESSAGES.tokenInvalid);
    expect(within(summary).getByRole('link', { name: 'Wyślij nowy link' })).toHaveAttribute(
      'href',
      '/nie-pamietam-hasla',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(USER_PANEL_MESSAGES.passwordResetFailed);
    expect(location()).toBe('/reset-hasla?token=uzyty');
  });

  it('offers a new reset link when the page opens without a token', () => {
    mockFetch({});
    renderPublic(<ResetPasswordPage />, { route: '/reset-hasla' });
    expect(screen.getByRole('link', { name: 'Wyślij nowy link' })).toHaveAttribute('href', '/nie-pamietam-hasla');
  });

  it('answers a forgotten-password request with the server’s neutral message', async () => {
    const user = userEvent.setup();
    const detail = 'Jeśli konto z tym adresem istnieje, wysłaliśmy na nie link do ustawienia nowego hasła.';
    mockFetch({ 'POST /api/v1/auth/forgot-password': () => jsonResponse({ detail }) });
    renderPublic(<ForgotPasswordPage />, { route: '/nie-pamietam-hasla' });
    await user.type(screen.getByRole('textbox', { name: 'Adres email' }), 'ktos@example.pl');
    await user.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect(await screen.findByText(detail)).toBeInTheDocument();
  });

  it('takes the last answer off the page when the next forgotten-password request is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const detail = 'Jeśli konto z tym adresem istnieje, wysłaliśmy na nie link do ustawienia nowego hasła.';
    let answers = 0;
    mockFetch({
      'POST /api/v1/auth/forgot-password': () =>
        answers++ === 0 ? jsonResponse({ detail }) : jsonResponse({ detail: AUTH_MESSAGES.tooManyRequests }, 429),
    });
    renderPublic(<ForgotPasswordPage />, { route: '/nie-pamietam-hasla' });
    await user.type(screen.getByRole('textbox', { name: 'Adres email' }), 'ktos@example.pl');
    await user.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect(await screen.findByText(detail)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Wyślij link' }));
    const summary = await screen.findByRole('group', { name: USER_PANEL_MESSAGES.forgotFailed });
    expect(summary).toHaveTextContent(AUTH_MESSAGES.tooManyRequests);
    expect(screen.queryByText(detail)).not.toBeInTheDocument();
  });

  it('sets a new password only when both entries match, then goes to the login page', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'POST /api/v1/auth/reset-password': () =>
        jsonResponse({ detail: 'Hasło zostało zmienione. Zaloguj się nowym hasłem.' }),
    });
    renderPublic(<ResetPasswordPage />, { route: '/reset-hasla?token=t0k3n' });
    await user.type(screen.getByLabelText(/^Nowe hasło/), 'nowe-dlugie-haslo');
    await user.type(screen.getByLabelText(/^Powtórz nowe hasło/), 'inne-dlugie-haslo');
    await user.click(screen.getByRole('button', { name: 'Zapisz nowe hasło' }));
    expect(screen.getByLabelText(/^Powtórz nowe hasło/)).toHaveAccessibleDescription('Hasła nie są takie same.');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/^Powtórz nowe hasło/));
    await user.type(screen.getByLabelText(/^Powtórz nowe hasło/), 'nowe-dlugie-haslo');
    await user.click(screen.getByRole('button', { name: 'Zapisz nowe hasło' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(postBody(fetchMock, '/auth/reset-password')).toEqual({ token: 't0k3n', password: 'nowe-dlugie-haslo' });
    expect(screen.getByText('Hasło zostało zmienione. Zaloguj się nowym hasłem.')).toBeInTheDocument();
  });
});
