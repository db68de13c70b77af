import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEGAL_DOCUMENT_TEXTS } from '../../../shared/legalDocuments';
import { PUBLIC_PAGES } from '../../../shared/publicPages';
import type { PortalSettings } from '../../../shared/types';
import PrivacyPolicyPage from '../../../src-public/pages/legal/PrivacyPolicyPage';
import TermsPage from '../../../src-public/pages/legal/TermsPage';
import { jsonResponse, mockFetch, renderPublic } from './publicHarness';

afterEach(() => vi.unstubAllGlobals());

const UNPUBLISHED: PortalSettings = {
  portal_name: 'Portal usług inkluzywnych',
  contact_email: '',
  terms_of_service: '',
  privacy_policy: ' ',
  accessibility_contact_name: '',
  accessibility_contact_phone: '',
  pjm_video_url: '',
  pjm_video_captions_url: '',
  pjm_video_transcript_url: '',
};

describe('legal documents kept in the portal settings', () => {
  it.each([
    ['privacy', PrivacyPolicyPage],
    ['terms', TermsPage],
  ] as const)(
    '%s: before any text is published, names the document and links to the contact page',
    async (page, Page) => {
      mockFetch({ 'GET /api/v1/settings/public': () => jsonResponse(UNPUBLISHED) });
      renderPublic(<Page />, { route: PUBLIC_PAGES[page].path });
      expect(
        await screen.findByText(LEGAL_DOCUMENT_TEXTS.unpublished(PUBLIC_PAGES[page].title), { exact: false }),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: LEGAL_DOCUMENT_TEXTS.contactPageLink })).toHaveAttribute(
        'href',
        PUBLIC_PAGES.contact.path,
      );
    },
  );

  it('the privacy policy points to the cookies policy for what the browser keeps', async () => {
    mockFetch({
      'GET /api/v1/settings/public': () => jsonResponse({ ...UNPUBLISHED, privacy_policy: 'Administrator danych.' }),
    });
    renderPublic(<PrivacyPolicyPage />, { route: PUBLIC_PAGES.privacy.path });
    expect(await screen.findByText('Administrator danych.')).toBeVisible();
    expect(screen.getByRole('link', { name: LEGAL_DOCUMENT_TEXTS.browserDataLink })).toHaveAttribute(
      'href',
      PUBLIC_PAGES.cookies.path,
    );
  });
});
