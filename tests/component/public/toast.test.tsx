import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../../shared/errors';
import { ToastProvider, useToast, type ToastInput } from '../../../src-public/toast/ToastProvider';

let toastApi: ReturnType<typeof useToast>;
function Capture() {
  toastApi = useToast();
  return <button type="button">inny przycisk</button>;
}

const show = (toast: ToastInput) => act(() => toastApi.showToast(toast));

beforeEach(() => {
  vi.useFakeTimers();
  render(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('toasts', () => {
  it('announces a toast in a polite live region and hides it after 5000 ms', () => {
    show({ title: 'Wylogowano' });
    expect(screen.getByRole('status')).toHaveTextContent('Wylogowano');
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Wylogowano');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows one toast at a time: a new one replaces the current one and gets its own full time', () => {
    show({ title: 'Pierwszy' });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    show({ title: 'Drugi', description: 'Opis drugiego' });
    expect(screen.queryByText('Pierwszy')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('DrugiOpis drugiego');
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(screen.getByText('Drugi')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Drugi')).not.toBeInTheDocument();
  });

  it('honours a longer duration', () => {
    show({ title: 'Sprawdź skrzynkę', durationMs: 6000 });
    act(() => {
      vi.advanceTimersByTime(5500);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Sprawdź skrzynkę');
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('uses an assertive alert region for destructive toasts, which stay until closed', () => {
    show({ title: 'Nie udało się zapisać', variant: 'destructive' });
    expect(screen.getByRole('alert')).toHaveTextContent('Nie udało się zapisać');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Nie udało się zapisać');
    fireEvent.click(screen.getByRole('button', { name: 'Zamknij powiadomienie' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('stays on the half of the screen away from the focused element', () => {
    const low = screen.getByRole('button', { name: 'inny przycisk' });
    vi.spyOn(low, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, window.innerHeight - 60, 100, 40));
    act(() => {
      low.focus();
    });
    show({ title: 'Zapisano' });
    expect(screen.getByRole('region', { name: 'Powiadomienia' })).toHaveClass('toast-viewport-top');
    vi.spyOn(low, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 10, 100, 40));
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('region', { name: 'Powiadomienia' })).not.toHaveClass('toast-viewport-top');
  });

  it('is dismissed with its close button or with Escape', () => {
    show({ title: 'Zapisano' });
    fireEvent.click(screen.getByRole('button', { name: 'Zamknij powiadomienie' }));
    expect(screen.queryByText('Zapisano')).not.toBeInTheDocument();
    show({ title: 'Znowu' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'inny przycisk' }), { key: 'Escape' });
    expect(screen.queryByText('Znowu')).not.toBeInTheDocument();
  });

  it('stays while the pointer or focus is on it', () => {
    show({ title: 'Czytam' });
    fireEvent.mouseEnter(screen.getByText('Czytam').closest('.toast')!);
    act(() => {
      vi.advanceTimersByTime(8000);
    });
    expect(screen.getByText('Czytam')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByText('Czytam').closest('.toast')!);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByText('Czytam')).not.toBeInTheDocument();
  });

  it('showError turns errors into the shared catalogue wording', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => toastApi.showError(new ApiError(500, 'Wystąpił błąd po stronie serwera.')));
    expect(screen.getByRole('alert')).toHaveTextContent('Błąd serwera: 500Wystąpił błąd po stronie serwera.');
    act(() => toastApi.showError(new ApiError(401, 'Nieprawidłowy email lub hasło.'), 'Błąd logowania'));
    expect(screen.getByRole('alert')).toHaveTextContent('Błąd logowaniaNieprawidłowy email lub hasło.');
    act(() => toastApi.showError(new NetworkError()));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Błąd sieciNie można połączyć się z serwerem. Sprawdź swoje połączenie internetowe.',
    );
  });
});
