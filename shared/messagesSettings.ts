/**
 * Texts of the settings the accessibility statement and the 'O portalu' page read (docs/konfiguracja.md): the named
 * accessibility contact and the page's video in Polish Sign Language. Imported only by lazily loaded screens.
 */
export const ACCESSIBILITY_CONTACT_TEXTS = {
  nameInvalid: 'Imię i nazwisko osoby kontaktowej może mieć najwyżej 200 znaków, w jednym wierszu.',
  phoneInvalid: 'Nieprawidłowy numer telefonu osoby kontaktowej. Wpisz same cyfry, np. 501 234 567.',
  /** The statement's sentence when no person is set: the contact address still answers. */
  noPerson: 'Sprawy dostępności prowadzi zespół portalu.',
  person: (name: string) => `Osoba kontaktowa w sprawach dostępności: ${name}.`,
  phone: 'Telefon',
  sms: 'SMS',
  sendSms: (phone: string) => `Wyślij SMS na numer ${phone}`,
} as const;

export const PJM_VIDEO_TEXTS = {
  videoInvalid: 'Adres filmu w PJM musi zaczynać się od https:// (najwyżej 500 znaków).',
  captionsInvalid: 'Adres napisów musi zaczynać się od https:// i kończyć na .vtt (najwyżej 500 znaków).',
  transcriptInvalid:
    'Adres transkrypcji musi zaczynać się od https:// albo od / (strona portalu), najwyżej 500 znaków.',
  heading: 'O portalu w polskim języku migowym (PJM)',
  videoTitle: 'Film: o portalu w polskim języku migowym',
  captionsLabel: 'Polski',
  transcript: 'Transkrypcja filmu (tekst)',
  noVideoSupport: 'Twoja przeglądarka nie odtwarza filmów. Otwórz film:',
  openVideo: 'Film w PJM (otwiera się w tej karcie)',
} as const;

/** How long a URL setting may be. */
export const SETTINGS_URL_MAX = 500;
