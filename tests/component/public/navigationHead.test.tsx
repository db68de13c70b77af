import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from 'react-router-dom';
import { useHeadOnNavigation } from '../../../src-public/hooks/useHeadOnNavigation';
import { renderPublic } from './publicHarness';

function Page() {
  useHeadOnNavigation();
  return (
    <nav aria-label="Test">
      <Link to="/login">Zaloguj się</Link>
      <Link to="/search">Wyszukiwarka</Link>
    </nav>
  );
}

const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null;
const robots = () => document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content ?? null;

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe('the head after a navigation inside the app', () => {
  it('leaves the first page to the server, then follows each new address', async () => {
    document.head.innerHTML = '<link rel="canonical" href="https://portal.example/">';
    renderPublic(<Page />, { route: '/' });
    expect(canonical()).toBe('https://portal.example/');

    await userEvent.click(screen.getByRole('link', { name: 'Zaloguj się' }));
    // An account page is not for search engines: no canonical address, noindex as the server writes it.
    await waitFor(() => expect(robots()).toBe('noindex'));
    expect(canonical()).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Wyszukiwarka' }));
    await waitFor(() => expect(canonical()).toBe(`${window.location.origin}/search`));
    expect(robots()).toBeNull();
  });
});
