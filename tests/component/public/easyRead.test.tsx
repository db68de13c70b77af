import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EASY_READ_SUMMARY_MAX, EASY_READ_TEXTS } from '../../../shared/easyRead';
import { AppRoutes } from '../../../src-public/App';
import { BasicTab } from '../../../src-public/forms/offer/BasicTab';
import {
  emptyOfferValues,
  offerPayload,
  tabOfField,
  validateOffer,
  type OfferFormValues,
} from '../../../src-public/forms/offer/offerFormValues';
import { OfferDetails } from '../../../src-public/pages/offer/OfferDetails';
import { emptyBlogList, emptySearchResult, makeOffer } from '../../support/apiFixtures';
import { jsonResponse, mockFetch, renderPublic } from './publicHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SUMMARY = 'Pożyczamy wózek.\nWózek jest lekki.';

describe("the offer page's easy-to-read summary", () => {
  it('comes first, before the description, with the easy-to-read mark and the text line by line', () => {
    renderPublic(<OfferDetails offer={makeOffer({ easy_read_summary: SUMMARY })} />);
    const section = screen.getByRole('region', { name: EASY_READ_TEXTS.summaryHeading });
    expect(within(section).getByRole('img', { name: 'Tekst łatwy do czytania' })).toBeInTheDocument();
    expect(within(section).getByText(/Pożyczamy wózek\./)).toContainHTML('<br>');
    const regions = screen.getAllByRole('region');
    expect(regions[0]).toBe(section);
    const description = screen.getByRole('region', { name: 'Opis' });
    expect(section.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not shown when the offeror did not write it', () => {
    renderPublic(<OfferDetails offer={makeOffer({ easy_read_summary: null })} />);
    expect(screen.queryByRole('region', { name: EASY_READ_TEXTS.summaryHeading })).toBeNull();
    expect(screen.queryByRole('img', { name: 'Tekst łatwy do czytania' })).toBeNull();
  });
});

function BasicTabWithCheck() {
  const [values, setValues] = useState<OfferFormValues>(emptyOfferValues(null));
  const errors = Object.fromEntries(
    validateOffer(values, 'draft')
      .filter((error) => error.field === 'easy_read_summary')
      .map((error) => [error.field, error.message]),
  );
  return (
    <BasicTab
      values={values}
      errors={errors}
      setField={(key, value) => setValues({ ...values, [key]: value })}
      categories={[]}
    />
  );
}

describe("the offer form's easy-to-read field", () => {
  it('is in the description area with a plain hint and a character count, and travels as easy_read_summary', async () => {
    render(<BasicTabWithCheck />);
    const field = screen.getByRole('textbox', { name: EASY_READ_TEXTS.summaryLabel });
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Pisz krótkie zdania.'));
    expect(field).toHaveAttribute('maxlength', String(EASY_READ_SUMMARY_MAX));
    await userEvent.type(field, 'Pożyczamy wózek.');
    expect(screen.getByText('Liczba znaków: 16')).toBeInTheDocument();
    expect(tabOfField('easy_read_summary')).toBe('basic');
    const values = { ...emptyOfferValues(null), easy_read_summary: SUMMARY };
    expect(offerPayload(values, 'draft').easy_read_summary).toBe(SUMMARY);
  });

  it(`explains in Polish a text over ${EASY_READ_SUMMARY_MAX} characters`, () => {
    const values = { ...emptyOfferValues(null), easy_read_summary: 'a'.repeat(EASY_READ_SUMMARY_MAX + 1) };
    expect(validateOffer(values, 'draft')).toContainEqual({
      field: 'easy_read_summary',
      message: EASY_READ_TEXTS.summaryTooLong,
    });
  });
});

describe('the easy-to-read page', () => {
  const content = {
    'GET /api/v1/categories': () => jsonResponse([]),
    'GET /api/v1/offers': () => jsonResponse(emptySearchResult(6)),
    'GET /api/v1/blog-posts': () => jsonResponse(emptyBlogList(3)),
  };

  it('is linked from the header of every page and tells each topic under its own heading', async () => {
    mockFetch(content);
    renderPublic(<AppRoutes />);
    const banner = await screen.findByRole('banner');
    await userEvent.click(within(banner).getByRole('link', { name: 'Tekst łatwy do czytania' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tekst łatwy do czytania' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Po co jest ten portal',
      'Jak korzystać z portalu',
      'Jak założyć konto',
      'Jak zgłosić problem',
      'Jak się odwołać',
      'Czy portal jest dla każdego',
    ]);
    expect(screen.getByRole('main').querySelector('svg[role="img"]')).toHaveAccessibleName('Tekst łatwy do czytania');
    // The title follows the page in an effect after the render that shows the heading.
    await waitFor(() => expect(document.title).toMatch(/^Tekst łatwy do czytania – /));
  });

  it('writes short sentences, one a line', async () => {
    mockFetch(content);
    renderPublic(<AppRoutes />, { route: '/latwy-tekst' });
    await screen.findByRole('heading', { level: 1, name: 'Tekst łatwy do czytania' });
    const sentences = [...screen.getByRole('main').querySelectorAll('section p')].map((p) => p.textContent ?? '');
    expect(sentences.length).toBeGreaterThan(30);
    for (const sentence of sentences) {
      expect(
        sentence.split(/[.?!](\s|$)/).filter((part) => part.trim().length > 1),
        sentence,
      ).toHaveLength(1);
      expect(sentence.split(/\s+/).length, sentence).toBeLessThanOrEqual(12);
    }
  });
});
