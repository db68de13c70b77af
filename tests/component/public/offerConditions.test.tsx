import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ageRangeText, ELIGIBILITY_MESSAGES as M } from '../../../shared/eligibility';
import type { Offer } from '../../../shared/types';
import { ConditionsTab } from '../../../src-public/forms/offer/ConditionsTab';
import {
  emptyOfferValues,
  offerPayload,
  tabOfField,
  validateOffer,
  type OfferFormValues,
} from '../../../src-public/forms/offer/offerFormValues';
import { OfferConditions, OfferCost, OfferHowToStart } from '../../../src-public/pages/offer/OfferConditions';

const ELIGIBILITY_FIELDS = [
  'min_age',
  'max_age',
  'certificate_required',
  'required_documents',
  'how_to_start',
  'funding_routes',
];

/** The tab with the form's own validation, as the offer form runs it before sending. */
function ConditionsTabWithCheck({ onValues }: { onValues?: (values: OfferFormValues) => void }) {
  const [values, setValues] = useState<OfferFormValues>(emptyOfferValues(null));
  const errors = Object.fromEntries(
    validateOffer(values, 'draft')
      .filter((error) => ELIGIBILITY_FIELDS.includes(error.field))
      .map((error) => [error.field, error.message]),
  );
  return (
    <ConditionsTab
      values={values}
      errors={errors}
      setField={(key, value) => {
        const next = { ...values, [key]: value };
        setValues(next);
        onValues?.(next);
      }}
    />
  );
}

describe("the offer form's 'Warunki i dofinansowanie' tab", () => {
  it('asks each question with a plain-Polish hint, every answer optional, the orzeczenie "Nie podano" at first', () => {
    render(<ConditionsTabWithCheck />);
    const from = screen.getByRole('spinbutton', { name: 'Wiek od (lat)' });
    expect(from).not.toBeRequired();
    expect(screen.getByRole('group', { name: 'Wiek' })).toHaveAccessibleDescription(
      expect.stringContaining('Zostaw puste'),
    );
    const certificate = screen.getByRole('radiogroup', { name: 'Czy trzeba mieć orzeczenie?' });
    expect(within(certificate).getByRole('radio', { name: 'Nie podano' })).toBeChecked();
    expect(
      within(certificate)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['unknown', 'none', 'any', 'moderate', 'significant']);
    const documents = screen.getByRole('group', { name: 'Potrzebne dokumenty' });
    expect(within(documents).getByRole('checkbox', { name: 'Skierowanie od lekarza' })).not.toBeChecked();
    const steps = screen.getByRole('textbox', { name: 'Jak skorzystać' });
    expect(steps).toHaveAccessibleDescription(expect.stringContaining('prostymi słowami'));
    const funding = screen.getByRole('group', { name: 'Kto może pokryć koszt' });
    expect(within(funding).getByRole('checkbox', { name: 'Dofinansowanie PFRON (przez PCPR lub MOPS)' })).toBeVisible();
    expect(ELIGIBILITY_FIELDS.map(tabOfField)).toEqual(Array(ELIGIBILITY_FIELDS.length).fill('conditions'));
  });

  it('explains an age range upside down at the upper age, and sends what was chosen', async () => {
    const user = userEvent.setup();
    let latest: OfferFormValues | undefined;
    render(<ConditionsTabWithCheck onValues={(values) => (latest = values)} />);
    await user.type(screen.getByRole('spinbutton', { name: 'Wiek od (lat)' }), '16');
    const to = screen.getByRole('spinbutton', { name: 'Wiek do (lat)' });
    await user.type(to, '3');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription(expect.stringContaining(M.ageOrder));
    await user.clear(to);
    await user.type(to, '18');
    expect(to).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('radio', { name: 'Nie trzeba orzeczenia' }));
    await user.click(screen.getByRole('checkbox', { name: 'Refundacja NFZ' }));
    await user.click(screen.getByRole('checkbox', { name: 'Dokument tożsamości' }));
    expect(offerPayload(latest!, 'draft')).toMatchObject({
      min_age: '16',
      max_age: '18',
      certificate_required: 'none',
      funding_routes: ['nfz'],
      required_documents: ['id_document'],
    });
  });
});

const OFFER = {
  min_age: 3,
  max_age: 16,
  certificate_required: 'moderate',
  required_documents: ['certificate', 'medical_referral'],
  how_to_start: 'Zadzwoń i umów pierwszą wizytę.\nWeź orzeczenie.',
  funding_routes: ['pfron', 'nfz'],
  price_type: 'paid',
  price: 120,
  currency: 'PLN',
  price_unit: 'hour',
  expires_at: null,
  created_at: '2026-03-12T10:00:00.000Z',
} as Offer;

describe("the offer page's conditions", () => {
  it("says who it is for: 'Wiek: od 3 do 16 lat', the orzeczenie and the documents", () => {
    render(<OfferConditions offer={OFFER} />);
    const section = within(screen.getByRole('region', { name: 'Dla kogo i na jakich warunkach' }));
    expect(section.getByText('Wiek: od 3 do 16 lat')).toBeVisible();
    expect(section.getByText('Orzeczenie: Wymagany co najmniej umiarkowany stopień niepełnosprawności')).toBeVisible();
    expect(section.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Orzeczenie',
      'Skierowanie od lekarza',
    ]);
  });

  it('says plainly when the organisation gave no ages, orzeczenie, documents or steps', () => {
    const unknown = {
      ...OFFER,
      min_age: null,
      max_age: null,
      certificate_required: 'unknown',
      required_documents: [],
      how_to_start: null,
    } as Offer;
    render(
      <>
        <OfferConditions offer={unknown} />
        <OfferHowToStart offer={unknown} />
      </>,
    );
    expect(screen.getByText('Wiek: bez ograniczeń')).toBeVisible();
    expect(screen.getByText('Orzeczenie: Nie podano')).toBeVisible();
    expect(screen.getByText(/nie podała, jakie dokumenty/)).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Jak skorzystać' })).getByText(/nie opisała pierwszych kroków/),
    ).toBeVisible();
  });

  it("shows the first steps with their line breaks under 'Jak skorzystać'", () => {
    render(<OfferHowToStart offer={OFFER} />);
    const section = screen.getByRole('region', { name: 'Jak skorzystać' });
    expect(section).toHaveTextContent('Zadzwoń i umów pierwszą wizytę.Weź orzeczenie.');
    expect(section.querySelector('br')).not.toBeNull();
  });

  it("writes the price beside the funding: 'Płatne: 120,00 zł za godzinę · możliwe dofinansowanie: PFRON, NFZ'", () => {
    render(<OfferCost offer={OFFER} />);
    const section = within(screen.getByRole('region', { name: 'Koszt i dofinansowanie' }));
    expect(section.getByText('Płatne: 120,00 zł za godzinę · możliwe dofinansowanie: PFRON, NFZ')).toBeVisible();
    expect(section.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Dofinansowanie PFRON (przez PCPR lub MOPS)',
      'Refundacja NFZ',
    ]);
  });

  it('reads age ranges the Polish way', () => {
    expect(
      [
        [3, 16],
        [18, null],
        [null, 6],
        [0, 1],
        [1, null],
        [5, 5],
        [2, 2],
        [0, null],
      ].map(([min, max]) => ageRangeText(min, max)),
    ).toEqual(['od 3 do 16 lat', 'od 18 lat', 'do 6 lat', 'do 1 roku', 'od 1 roku', '5 lat', '2 lata', null]);
  });
});
