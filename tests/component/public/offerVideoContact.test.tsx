import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CONTACT_CHANNEL_TEXTS } from '../../../shared/messagesContact';
import { ContactTab } from '../../../src-public/forms/offer/ContactTab';
import {
  emptyOfferValues,
  tabOfField,
  validateOffer,
  type OfferFormValues,
} from '../../../src-public/forms/offer/offerFormValues';

/** The contact tab with the form's own validation of the field, as the offer form runs it before sending. */
function ContactTabWithCheck() {
  const [values, setValues] = useState<OfferFormValues>(emptyOfferValues(null));
  const errors = Object.fromEntries(
    validateOffer(values, 'draft')
      .filter((error) => error.field === 'contact_video_url')
      .map((error) => [error.field, error.message]),
  );
  return (
    <ContactTab values={values} errors={errors} setField={(key, value) => setValues({ ...values, [key]: value })} />
  );
}

describe("the offer form's video contact for PJM", () => {
  it('is an optional field with its hint, on the contact tab, refusing an address without https', async () => {
    const user = userEvent.setup();
    render(<ContactTabWithCheck />);
    const field = screen.getByRole('textbox', { name: 'Kontakt wideo w PJM (link, opcjonalnie)' });
    expect(field).toHaveAccessibleDescription(expect.stringContaining('polskim języku migowym'));
    expect(field).not.toBeRequired();
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(field, 'http://meet.example.pl/pjm');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(CONTACT_CHANNEL_TEXTS.videoUrl));
    await user.clear(field);
    await user.type(field, 'https://meet.example.pl/pjm');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(tabOfField('contact_video_url')).toBe('contact');
  });
});
