import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { OfferSummary } from '../../../shared/types';
import { OfferCard } from '../../../src-public/components/OfferCard';
import { ToastView } from '../../../src-public/toast/ToastView';
import { NO_DISCOVERY } from '../../support/discoveryFixtures';

/** What a screen reader hears of a card and a toast, each piece once and nothing that is only a symbol. */
const offer = {
  id: 'oferta-1',
  title: 'Wypożyczalnia wózków',
  short_description: 'Wózki na każdą okazję.',
  category: null,
  price_type: 'free',
  price: null,
  currency: 'PLN',
  image_urls: [],
  image_alt: null,
  status: 'active',
  is_promoted: true,
  created_at: '2026-10-01T10:00:00.000Z',
  profile: {
    organization_name: 'Fundacja Sprawni Razem',
    full_name: null,
    company_slug: 'fundacja-sprawni-razem',
    is_verified: true,
    verification: { register: 'krs', number: '0000398765', verified_at: '2026-09-01T10:00:00.000Z' },
  },
  ...NO_DISCOVERY,
} as unknown as OfferSummary;

/** The text a screen reader gets from an element: everything except what is aria-hidden. */
function readText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent ?? '';
}

describe('an offer card', () => {
  it("names 'Wyróżniona' within its heading, so the card's name says it", () => {
    render(
      <MemoryRouter>
        <OfferCard offer={offer} />
      </MemoryRouter>,
    );
    const heading = screen.getByRole('heading', { level: 3 });
    expect(within(heading).getByText('Wyróżniona')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: /Wyróżniona/ })).toBeInTheDocument();
    // The link keeps the title alone.
    expect(within(heading).getByRole('link')).toHaveAccessibleName('Wypożyczalnia wózków');
  });

  it('reads the verified mark once, as its sentence, never the symbol', () => {
    render(
      <MemoryRouter>
        <OfferCard offer={offer} />
      </MemoryRouter>,
    );
    const read = readText(screen.getByRole('article'));
    expect(read.match(/zweryfikowana/gi)).toHaveLength(1);
    expect(read).toContain('Organizacja zweryfikowana: numer KRS 0000398765');
    expect(read).not.toContain('✔');
  });
});

describe('a toast', () => {
  it("is read without the '×': the close button has a Polish name and the symbol is hidden", () => {
    render(
      <ToastView
        toast={{ id: 1, title: 'Zapisano', description: 'Oferta zapisana.', variant: 'success', durationMs: 5000 }}
        onDismiss={() => undefined}
        onPause={() => undefined}
        onResume={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Zamknij powiadomienie' })).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(readText(status)).not.toContain('×');
    expect(readText(status)).toContain('Zapisano');
  });
});
