import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from '../../../src-public/layout/Header';
import RichTextEditor from '../../../src-public/editor/RichTextEditor';
import { inOneHour, jsonResponse, makeToken, makeUser, mockFetch, renderPublic } from './publicHarness';
import type { OfferSummary } from '../../../shared/types';
import { OfferCard } from '../../../src-public/components/OfferCard';
import { HomeQuickEntries } from '../../../src-public/pages/home/HomeQuickEntries';
import { NO_DISCOVERY } from '../../support/discoveryFixtures';

/** Symbols that need an emoji or symbol font (and arrows many text fonts lack); without one they show as empty boxes. */
const EMOJI = /[\u2190-\u21FF\u2600-\u27BF\u{1F000}-\u{1FAFF}]|\uFE0F|\uFE0E/u;

const offer = {
  id: 'oferta-1',
  title: 'Terapia zajęciowa',
  short_description: 'Zajęcia w małych grupach.',
  category: null,
  price_type: 'free',
  price: null,
  currency: 'PLN',
  image_urls: [],
  image_alt: null,
  status: 'active',
  is_promoted: false,
  created_at: '2026-10-01T10:00:00.000Z',
  profile: {
    organization_name: 'Fundacja Sprawni Razem',
    full_name: null,
    company_slug: 'fundacja-sprawni-razem',
    is_verified: true,
    verification: { register: 'krs', number: '0000398765', verified_at: '2026-09-01T10:00:00.000Z' },
  },
  ...NO_DISCOVERY,
  accessibility_features: ['wheelchair_access', 'induction_loop'],
  target_groups: ['hearing', 'seniors'],
} as unknown as OfferSummary;

/** The text a screen reader gets from an element: everything except what is aria-hidden. */
function readText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ');
}

function renderCard() {
  render(
    <MemoryRouter>
      <OfferCard offer={offer} />
    </MemoryRouter>,
  );
  return screen.getByRole('article', { name: 'Terapia zajęciowa' });
}

describe('the pictograms of an offer card', () => {
  it("introduces the features with 'Udogodnienia:' and the groups with 'Dla kogo:', to screen readers only", () => {
    const card = renderCard();
    const read = readText(card);
    expect(read).toContain('Udogodnienia:Dostępne dla osób na wózkach');
    expect(read).toContain('Dla kogo:Osoby głuche i słabosłyszące');
    expect(within(card).getByText('Udogodnienia:')).toHaveClass('visually-hidden');
    expect(within(card).getByText('Dla kogo:')).toHaveClass('visually-hidden');
    const [features, groups] = within(card).getAllByRole('list');
    expect(within(features).getAllByRole('listitem')).toHaveLength(2);
    expect(within(groups).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows no emoji: every symbol is an SVG hidden from screen readers, coloured by the text', () => {
    const card = renderCard();
    expect(card.textContent).not.toMatch(EMOJI);
    const svgs = card.querySelectorAll('svg');
    // Two features, two groups and the verified mark.
    expect(svgs).toHaveLength(5);
    for (const svg of svgs) {
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('focusable', 'false');
      expect(svg).toHaveAttribute('fill', 'currentColor');
    }
  });

  it("shows the verified mark as a check and 'Zweryfikowana', and reads its whole sentence once", () => {
    const card = renderCard();
    expect(within(card).getByText('Zweryfikowana').closest('[aria-hidden="true"]')).not.toBeNull();
    const read = readText(card);
    expect(read.match(/zweryfikowana/gi)).toHaveLength(1);
    expect(read).toContain('(Organizacja zweryfikowana: numer KRS 0000398765 sprawdzony 01.09.2026)');
  });
});

describe('the quick entries of the home page', () => {
  it('show pictograms, not emoji, beside their names', () => {
    render(
      <MemoryRouter>
        <HomeQuickEntries />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Szukaj według potrzeb' });
    expect(nav.textContent).not.toMatch(EMOJI);
    expect(within(nav).getByRole('link', { name: 'Z tłumaczem PJM na miejscu' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'W pobliżu mnie' })).toBeInTheDocument();
    expect(nav.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(4);
  });
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** A control's visible symbols: the SVGs and the text that screen readers skip. */
function expectPictogramBeside(control: HTMLElement) {
  expect(control.textContent).not.toMatch(EMOJI);
  const pictogram = control.querySelector('svg');
  expect(pictogram).toHaveAttribute('aria-hidden', 'true');
  expect(pictogram).toHaveAttribute('focusable', 'false');
}

describe("the header's symbols", () => {
  it("show pictograms, not symbol characters, beside 'Ułatwienia dostępu' and 'Panel administratora'", async () => {
    localStorage.setItem('authToken', makeToken({ exp: inOneHour(), role: 'admin' }));
    mockFetch({ 'GET /api/v1/users/profile': () => jsonResponse(makeUser({ role: 'admin' })) });
    renderPublic(<Header />);
    expectPictogramBeside(screen.getByRole('button', { name: 'Ułatwienia dostępu' }));
    expectPictogramBeside(await screen.findByRole('link', { name: 'Panel administratora' }));
  });
});

describe("the article editor's toolbar", () => {
  it('draws link, image, undo and redo as pictograms; every other button shows letters any font has', () => {
    render(<RichTextEditor id="article-content" label="Treść artykułu" value="" onChange={() => {}} />);
    const toolbar = screen.getByRole('toolbar', { name: 'Formatowanie treści' });
    expect(toolbar.textContent).not.toMatch(EMOJI);
    for (const name of ['Link (Ctrl+K)', 'Zdjęcie', 'Cofnij (Ctrl+Z)', 'Ponów (Ctrl+Shift+Z)']) {
      expectPictogramBeside(within(toolbar).getByRole('button', { name }));
    }
    expect(within(toolbar).getByRole('button', { name: 'Pogrubienie (Ctrl+B)' }).querySelector('svg')).toBeNull();
  });
});
