import { IMAGE_ALT_LABEL } from '../labels/images.js';
import { OFFER_LIMITS, UPLOAD_QUOTA_BYTES } from '../limits.js';
import { CURRENCIES, PRICE_UNITS, PRICE_UNIT_LABELS } from '../price.js';

export const OFFER_MESSAGES = {
  titleMin: `Tytuł musi mieć co najmniej ${OFFER_LIMITS.titleMin} znaków.`,
  shortDescriptionMin: `Krótki opis musi mieć co najmniej ${OFFER_LIMITS.shortDescriptionMin} znaków.`,
  shortDescriptionMax: `Krótki opis nie może przekraczać ${OFFER_LIMITS.shortDescriptionMax} znaków.`,
  longDescriptionMin: `Długi opis musi mieć co najmniej ${OFFER_LIMITS.longDescriptionMin} znaków.`,
  categoryRequired: 'Musisz wybrać kategorię.',
  priceTypeRequired: 'Musisz wybrać typ odpłatności.',
  pricePositive: 'Cena musi być liczbą dodatnią.',
  priceRequired: 'Cena jest wymagana dla płatnych ofert.',
  streetRequired: 'Ulica i numer są wymagane.',
  cityRequired: 'Miasto jest wymagane.',
  countryRequired: 'Kraj jest wymagany.',
  postalCode: 'Nieprawidłowy format kodu pocztowego (np. 00-000).',
  invalidEmail: 'Nieprawidłowy adres email.',
  contactEmailRequired: 'Adres email do kontaktu jest wymagany.',
  priceFormat: 'Podaj cenę liczbą, np. 35,50 lub 1 200,00 (najwyżej dwa miejsca po przecinku).',
  unknownCurrency: `Wybierz walutę z listy: ${CURRENCIES.join(', ')}.`,
  unknownPriceUnit: `Wybierz, za co jest cena: ${PRICE_UNITS.map((unit) => PRICE_UNIT_LABELS[unit]).join(', ')}.`,
  invalidStatus: 'Nieprawidłowy status oferty.',
  invalidContactMethod: 'Nieprawidłowa preferowana forma kontaktu.',
  invalidExpiry: 'Nieprawidłowa data wygaśnięcia.',
  imageLimitToast: { title: 'Limit zdjęć (1)', description: 'Możesz dodać maksymalnie 1 zdjęcie.' },
  imageType: 'Zdjęcie musi być w formacie JPEG, PNG lub WebP.',
  imageSize: 'Zdjęcie nie może być większe niż 5 MB.',
  /** Said when a chosen file's preview and its description field appear, as focus moves to that field. */
  imageAdded: (fileName: string) => `Dodano zdjęcie ${fileName}. Opisz je w polu „${IMAGE_ALT_LABEL}”.`,
  notFound: 'Nie znaleziono oferty.',
  notOwner: 'Możesz edytować tylko własne oferty.',
  imageDimensions: 'Zdjęcie może mieć najwyżej 10000 pikseli szerokości i wysokości.',
  imagePixels: 'Zdjęcie może mieć najwyżej 40 megapikseli (np. 8000 × 5000 pikseli).',
  tooManyOffers: 'Dodano zbyt wiele ofert w ciągu ostatniej godziny. Spróbuj ponownie później.',
  promotedFlag: 'Pole „is_promoted” musi być wartością logiczną (true lub false).',
} as const;

/** Limits of stored pictures (server/uploads): the hourly budget per account, the decode queue, the storage quota. */
export const UPLOAD_MESSAGES = {
  /** Every image field and every <img> of an article: only files uploaded to the portal (docs/bezpieczenstwo.md). */
  notUploaded: 'Zdjęcie musi być plikiem przesłanym do portalu, nie adresem z innej strony.',
  tooManyImages: 'Przesłano zbyt wiele zdjęć w ciągu ostatniej godziny. Spróbuj ponownie później.',
  decodeBusy: 'Serwer przetwarza teraz zbyt wiele zdjęć. Spróbuj ponownie za chwilę.',
  cannotShrink:
    'Nie udało się zapisać tego zdjęcia w pliku nie większym niż przesłany. Zapisz je w mniejszym rozmiarze lub jako JPEG i prześlij ponownie.',
  quotaExceeded: `Zdjęcia przesłane z Twojego konta zajmują już ${UPLOAD_QUOTA_BYTES / (1024 * 1024)} MB, tyle, ile można. Usuń zdjęcia, których nie potrzebujesz, z ofert lub artykułów i spróbuj ponownie.`,
} as const;

/** Every image shown in the portal has a description read out in its place (WCAG 1.1.1). */
export const IMAGE_ALT_MESSAGES = {
  required: 'Dodaj opis zdjęcia dla osób niewidomych.',
  tooLong: 'Opis zdjęcia może mieć najwyżej 250 znaków.',
} as const;

/**
 * Text fields refuse characters no keyboard types: a C0 control in a title broke the RSS feed (XML 1.0 forbids it),
 * and a line break or a bidi override in a one-line field changes how a list row or an e-mail reads.
 */
export const TEXT_MESSAGES = {
  oneLine: 'Wpisz tekst w jednym wierszu, bez niewidocznych znaków sterujących.',
  controlCharacters: 'Tekst zawiera niewidoczne znaki sterujące (np. wklejone z innego programu) – usuń je.',
} as const;
