import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_SUMMARIES, PAGE_SUMMARY_HEADING } from '../../../shared/messages/pageSummaries';
import { PUBLIC_PAGES, type FixedPageKey } from '../../../shared/publicPages';
import type { PortalSettings } from '../../../shared/types';
import AboutPortalPage from '../../../src-public/pages/info/AboutPortalPage';
import ContactPage from '../../../src-public/pages/info/ContactPage';
import FaqPage from '../../../src-public/pages/info/FaqPage';
import ForOfferorsPage from '../../../src-public/pages/info/ForOfferorsPage';
import ReportBugPage from '../../../src-public/pages/info/ReportBugPage';
import AccessibilityStatementPage from '../../../src-public/pages/legal/AccessibilityStatementPage';
import CookiesPolicyPage from '../../../src-public/pages/legal/CookiesPolicyPage';
import PrivacyPolicyPage from '../../../src-public/pages/legal/PrivacyPolicyPage';
import TermsPage from '../../../src-public/pages/legal/TermsPage';
import { jsonResponse, mockFetch, renderPublic } from './publicHarness';

afterEach(() => vi.unstubAllGlobals());

const SETTINGS: PortalSettings = {
  portal_name: 'Portal usług inkluzywnych',
  contact_email: 'kontakt@example.pl',
  terms_of_service: 'Regulamin portalu\n\n1. Korzystanie z portalu jest bezpłatne.',
  privacy_policy: 'Polityka prywatności\n\n1. Administrator danych.',
  accessibility_contact_name: '',
  accessibility_contact_phone: '',
  pjm_video_url: '',
  pjm_video_captions_url: '',
  pjm_video_transcript_url: '',
};

/** The legal pages (footer 'Informacje prawne') and the help pages that explain how the portal works. */
const SUMMARISED_PAGES: [FixedPageKey, ComponentType][] = [
  ['terms', TermsPage],
  ['privacy', PrivacyPolicyPage],
  ['cookies', CookiesPolicyPage],
  ['accessibility', AccessibilityStatementPage],
  ['aboutPortal', AboutPortalPage],
  ['faq', FaqPage],
  ['contact', ContactPage],
  ['forOfferors', ForOfferorsPage],
];

function renderPage(key: FixedPageKey, Page: ComponentType) {
  mockFetch({ 'GET /api/v1/settings/public': () => jsonResponse(SETTINGS) });
  return renderPublic(<Page />, { route: PUBLIC_PAGES[key].path });
}

describe("'W skrócie' on the legal and help pages", () => {
  it.each(SUMMARISED_PAGES)('%s opens with the box under its heading, before anything else', (key, Page) => {
    renderPage(key, Page);
    const box = screen.getByRole('region', { name: PAGE_SUMMARY_HEADING });
    expect(within(box).getByRole('heading', { level: 2, name: PAGE_SUMMARY_HEADING })).toBeVisible();
    const sentences = within(box)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(sentences).toEqual(PAGE_SUMMARIES[key]);
    const pageHeading = screen.getByRole('heading', { level: 1, name: PUBLIC_PAGES[key].title });
    const headings = screen.getAllByRole('heading');
    expect(headings.indexOf(pageHeading)).toBe(0);
    expect(headings[1]).toHaveTextContent(PAGE_SUMMARY_HEADING);
  });

  it.each(SUMMARISED_PAGES)('%s says it in 3 to 5 short sentences, one idea each', (key) => {
    const sentences = PAGE_SUMMARIES[key] ?? [];
    expect(sentences.length).toBeGreaterThanOrEqual(3);
    expect(sentences.length).toBeLessThanOrEqual(5);
    for (const sentence of sentences) {
      expect(sentence).toMatch(/^[A-ZĄĆĘŁŃÓŚŹŻ„][^.!?]*\.$/);
      expect(sentence.split(/\s+/).length).toBeLessThanOrEqual(12);
    }
  });

  it('is not added to a page that is one short form', () => {
    renderPage('reportBug', ReportBugPage);
    expect(screen.getByRole('heading', { level: 1, name: PUBLIC_PAGES.reportBug.title })).toBeVisible();
    expect(screen.queryByRole('region', { name: PAGE_SUMMARY_HEADING })).not.toBeInTheDocument();
  });

  it("'Dla oferentów' names the offer form's steps as the form has them, and where verification is asked for", () => {
    renderPage('forOfferors', ForOfferorsPage);
    expect(
      screen.getByText(/Formularz zadaje pytania krok po kroku \(7 kroków: podstawowe informacje, odpłatność/),
    ).toBeVisible();
    expect(screen.getByText(/„Sprawdź i opublikuj”/)).toBeVisible();
    expect(screen.getByText(/przyciskiem „Poproś o weryfikację”/)).toBeVisible();
    expect(screen.queryByText(/zakładek/)).toBeNull();
  });
});
