/**
 * Texts of the ways to contact an offeror without calling (docs/dostepnosc.md, 'Osoby głuche'); used only by lazily loaded screens (offer page, offer form, back office), so they stay out of the first page.
 */
export const CONTACT_CHANNEL_TEXTS = {
  /** The name of the `sms:` link: the bare number would read the same as the phone link beside it. */
  sendSms: (phone: string) => `Wyślij SMS na numer ${phone}`,
  /** The link to the offeror's video call, for a conversation in Polish Sign Language. */
  video: 'Kontakt wideo (PJM)',
  videoField: 'Kontakt wideo w PJM (link, opcjonalnie)',
  videoHint:
    'Link do rozmowy wideo, przez którą osoba głucha porozumie się z Tobą w polskim języku migowym, np. https://meet.example.pl/nasz-pokoj.',
  videoUrl: 'Podaj adres zaczynający się od https:// (najwyżej 300 znaków).',
} as const;
