import { describe, expect, it } from 'vitest';
import {
  EMPTY_NEEDS,
  explainNeedsMatch,
  needsMatchSentence,
  parseNeeds,
  type MyNeeds,
  type NeedsOffer,
} from '../../shared/needs';

const offer = (change: Partial<NeedsOffer> = {}): NeedsOffer => ({
  min_age: null,
  max_age: null,
  certificate_required: 'unknown',
  accessibility_features: [],
  service_modes: ['on_site'],
  location: null,
  contact_email: null,
  contact_video_url: null,
  preferred_contact_method: 'phone',
  ...change,
});
const needs = (change: Partial<MyNeeds>): MyNeeds => ({ ...EMPTY_NEEDS, ...change });

describe('explainNeedsMatch', () => {
  it('says the example sentence of the profile: what matches and what to check', () => {
    const match = explainNeedsMatch(
      offer({
        min_age: 3,
        max_age: 16,
        certificate_required: 'significant',
        accessibility_features: ['wheelchair_access', 'sign_language'],
      }),
      needs({ age: '7', certificate: 'moderate', features: ['wheelchair_access', 'sign_language'] }),
    );
    expect(match).toEqual({
      matched: ['wiek', 'bez schodów', 'tłumacz PJM'],
      toCheck: ['wymaga znacznego stopnia niepełnosprawności'],
    });
    expect(needsMatchSentence(match)).toBe(
      'Pasuje do Twoich potrzeb: wiek, bez schodów, tłumacz PJM. Sprawdź: wymaga znacznego stopnia niepełnosprawności.',
    );
  });

  it.each([
    [{ min_age: null, max_age: null }, 'wiek', null],
    [{ min_age: 18, max_age: null }, null, 'wiek od 18 lat'],
    [{ min_age: 0, max_age: 6 }, null, 'wiek do 6 lat'],
    [{ min_age: 7, max_age: 7 }, 'wiek', null],
  ] as const)('age %o', (ages, matched, toCheck) => {
    const match = explainNeedsMatch(offer(ages), needs({ age: '7' }));
    expect(match.matched).toEqual(matched ? [matched] : []);
    expect(match.toCheck).toEqual(toCheck ? [toCheck] : []);
  });

  it.each([
    ['none', 'none', 'bez orzeczenia', null],
    ['none', 'significant', 'bez orzeczenia', null],
    ['unknown', 'significant', null, 'nie podano, czy trzeba orzeczenia'],
    ['any', 'none', null, 'wymaga orzeczenia o niepełnosprawności'],
    ['any', 'any', 'orzeczenie', null],
    ['moderate', 'light', null, 'wymaga co najmniej umiarkowanego stopnia niepełnosprawności'],
    ['moderate', 'significant', 'orzeczenie', null],
    ['significant', 'any', null, 'wymaga znacznego stopnia niepełnosprawności'],
  ] as const)('an offer requiring %s and a person with %s', (required, certificate, matched, toCheck) => {
    const match = explainNeedsMatch(offer({ certificate_required: required }), needs({ certificate }));
    expect(match.matched).toEqual(matched ? [matched] : []);
    expect(match.toCheck).toEqual(toCheck ? [toCheck] : []);
  });

  it('lists the features the offer does not give together, as one thing to check', () => {
    const match = explainNeedsMatch(
      offer({ accessibility_features: ['captions'] }),
      needs({ features: ['induction_loop', 'captions', 'easy_read'] }),
    );
    expect(needsMatchSentence(match)).toBe(
      'Pasuje do Twoich potrzeb: napisy. Sprawdź: oferta nie podaje: pętla indukcyjna, tekst łatwy do czytania.',
    );
  });

  it('compares the town without case and Polish letters; online fits every town', () => {
    const inLodz = { city: 'Łódź' } as NeedsOffer['location'];
    expect(explainNeedsMatch(offer({ location: inLodz }), needs({ town: 'lodz' })).matched).toEqual([
      'Twoja miejscowość',
    ]);
    expect(explainNeedsMatch(offer({ location: inLodz }), needs({ town: 'Zgierz' })).toCheck).toEqual([
      'miejscowość Łódź',
    ]);
    expect(explainNeedsMatch(offer({ service_modes: ['online'] }), needs({ town: 'Zgierz' })).matched).toEqual([
      'online',
    ]);
    expect(
      explainNeedsMatch(offer({ service_modes: ['at_home'], location: inLodz }), needs({ town: 'Zgierz' })).toCheck,
    ).toEqual(['dojazd do domu – zapytaj o zasięg']);
  });

  it('contact without calling: an e-mail, a video call or another preferred way than the phone', () => {
    const noPhone = needs({ noPhone: true });
    expect(explainNeedsMatch(offer(), noPhone).toCheck).toEqual(['kontakt tylko przez telefon']);
    expect(explainNeedsMatch(offer({ contact_email: 'a@b.pl' }), noPhone).matched).toEqual(['kontakt bez dzwonienia']);
    expect(explainNeedsMatch(offer({ contact_video_url: 'https://meet.example/x' }), noPhone).matched).toEqual([
      'kontakt bez dzwonienia',
    ]);
    expect(explainNeedsMatch(offer({ preferred_contact_method: 'sms' }), noPhone).matched).toEqual([
      'kontakt bez dzwonienia',
    ]);
  });

  it('says only what is to check when nothing matches', () => {
    expect(needsMatchSentence({ matched: [], toCheck: ['kontakt tylko przez telefon'] })).toBe(
      'Sprawdź: kontakt tylko przez telefon.',
    );
  });
});

describe('parseNeeds', () => {
  it('keeps what is in the vocabulary and drops the rest', () => {
    expect(
      parseNeeds(
        JSON.stringify({
          age: '07',
          certificate: 'huge',
          features: ['sign_language', 'wings'],
          town: ' Łódź ',
          noPhone: 'yes',
        }),
      ),
    ).toEqual({ age: '7', certificate: '', features: ['sign_language'], town: 'Łódź', noPhone: false });
  });

  it('reads nothing from broken or empty storage', () => {
    expect(parseNeeds(null)).toBeNull();
    expect(parseNeeds('{')).toBeNull();
    expect(parseNeeds('"text"')).toBeNull();
    expect(parseNeeds(JSON.stringify({ age: '200' }))).toBeNull();
  });
});
