import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Offer } from '../../../shared/types';
import { OfferContact } from '../../../src-public/pages/offer/OfferContact';

const offer = (fields: Partial<Offer>) =>
  ({ contact_email: 'kontakt@example.pl', preferred_contact_method: 'email', ...fields }) as Offer;

const contact = () => within(screen.getByRole('region', { name: 'Kontakt' }));

describe("the offer page's contact block", () => {
  it('offers an SMS link for a Polish mobile number even when the offeror prefers e-mail', () => {
    render(<OfferContact offer={offer({ contact_phone: '600 123 456' })} />);
    expect(contact().getByRole('link', { name: '600 123 456' })).toHaveAttribute('href', 'tel:600123456');
    expect(contact().getByRole('link', { name: 'Wyślij SMS na numer 600 123 456' })).toHaveAttribute(
      'href',
      'sms:+48600123456',
    );
  });

  it('offers no SMS link for a landline unless the offeror asked for SMS', () => {
    const { unmount } = render(<OfferContact offer={offer({ contact_phone: '+48 42 000 12 34' })} />);
    expect(contact().getByRole('link', { name: '+48 42 000 12 34' })).toHaveAttribute('href', 'tel:+48420001234');
    expect(contact().queryByRole('link', { name: /Wyślij SMS/ })).toBeNull();
    unmount();
    render(<OfferContact offer={offer({ contact_phone: '+48 42 000 12 34', preferred_contact_method: 'sms' })} />);
    const sms = contact().getByRole('link', { name: 'Wyślij SMS na numer +48 42 000 12 34' });
    expect(sms).toHaveAttribute('href', 'sms:+48420001234');
    // The preferred way comes first.
    expect(contact().getAllByRole('link')[0]).toBe(sms);
  });

  it("links the offeror's video call for contact in PJM, only when there is one", () => {
    const { unmount } = render(<OfferContact offer={offer({ contact_video_url: 'https://meet.example.pl/pjm' })} />);
    expect(contact().getByRole('link', { name: 'Kontakt wideo (PJM)' })).toHaveAttribute(
      'href',
      'https://meet.example.pl/pjm',
    );
    unmount();
    render(<OfferContact offer={offer({ contact_video_url: null })} />);
    expect(contact().queryByRole('link', { name: 'Kontakt wideo (PJM)' })).toBeNull();
  });
});
