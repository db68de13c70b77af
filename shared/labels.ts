export const OFFER_STATUSES = ['draft', 'pending_approval', 'active', 'inactive', 'expired', 'rejected'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const isOfferStatus = (value: string): value is OfferStatus =>
  (OFFER_STATUSES as readonly string[]).includes(value);

/** Statuses an author chooses in the offer form (SPEC §2 "Publikacja"). */
export const OFFER_FORM_STATUSES = ['draft', 'pending_approval', 'active'] as const satisfies readonly OfferStatus[];
/** Statuses accepted on input: `published` is the schema's name for `active`. */
export const OFFER_INPUT_STATUSES = [...OFFER_STATUSES, 'published'] as const;
export type OfferInputStatus = (typeof OFFER_INPUT_STATUSES)[number];

export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  draft: 'Szkic',
  pending_approval: 'Oczekuje na zatwierdzenie',
  active: 'Aktywna',
  inactive: 'Nieaktywna',
  expired: 'Wygasła',
  rejected: 'Odrzucona',
};

export const BLOG_STATUSES = ['draft', 'pending_approval', 'published', 'rejected', 'archived'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];
export const isBlogStatus = (value: string): value is BlogStatus =>
  (BLOG_STATUSES as readonly string[]).includes(value);
/** Statuses an author chooses in the article form: `rejected` is only an admin's decision. */
export const BLOG_FORM_STATUSES = [
  'draft',
  'pending_approval',
  'published',
  'archived',
] as const satisfies readonly BlogStatus[];

export const BLOG_STATUS_LABELS: Record<BlogStatus, string> = {
  draft: 'Szkic',
  pending_approval: 'Oczekuje na zatwierdzenie',
  published: 'Opublikowany',
  rejected: 'Odrzucony',
  archived: 'Zarchiwizowany',
};

export const PRICE_TYPES = ['free', 'paid', 'deposit_required'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];
export const PRICE_TYPE_LABELS: Record<PriceType, string> = {
  free: 'Bezpłatne',
  paid: 'Płatne',
  deposit_required: 'Wymagana kaucja',
};

export const CONTACT_METHODS = ['email', 'phone', 'sms'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
export const CONTACT_METHOD_LABELS: Record<ContactMethod, string> = {
  email: 'Email',
  phone: 'Telefon',
  sms: 'SMS',
};

export const ARTICLE_TYPES = [
  'article',
  'scientific_article',
  'column',
  'research_reports',
  'interviews',
  'events',
  'sponsored',
] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];
export const ARTICLE_TYPE_LABELS: Record<ArticleType, string> = {
  article: 'Artykuł',
  scientific_article: 'Artykuł naukowy',
  column: 'Felieton',
  research_reports: 'Badania/Raporty',
  interviews: 'Wywiady',
  events: 'Wydarzenia',
  sponsored: 'Sponsorowane',
};

/** The ten suggested service categories (SPEC §3); they always exist. */
export const BASE_CATEGORIES = [
  {
    slug: 'wypozyczalnia-sprzetu',
    name: 'Wypożyczalnia sprzętu',
    description: 'Wypożyczanie wózków, łóżek rehabilitacyjnych, podnośników i innego sprzętu.',
  },
  {
    slug: 'sprzedaz-sprzetu',
    name: 'Sprzedaż sprzętu',
    description: 'Nowy i używany sprzęt rehabilitacyjny, ortopedyczny i wspomagający.',
  },
  {
    slug: 'szkolenia',
    name: 'Szkolenia',
    description: 'Kursy i szkolenia dla osób z niepełnosprawnościami, rodzin, opiekunów i pracodawców.',
  },
  {
    slug: 'wydarzenia',
    name: 'Wydarzenia',
    description: 'Spotkania, konferencje, warsztaty i wydarzenia integracyjne.',
  },
  {
    slug: 'porady-prawne',
    name: 'Porady prawne',
    description: 'Pomoc prawna w sprawach orzecznictwa, świadczeń, zatrudnienia i dostępności.',
  },
  {
    slug: 'rehabilitacja',
    name: 'Rehabilitacja',
    description: 'Fizjoterapia, terapia zajęciowa, logopedia i rehabilitacja domowa.',
  },
  {
    slug: 'uslugi-zdrowotne',
    name: 'Usługi zdrowotne',
    description: 'Opieka medyczna, pielęgniarska i psychologiczna.',
  },
  {
    slug: 'licencje-oprogramowania',
    name: 'Licencje oprogramowania',
    description: 'Czytniki ekranu, oprogramowanie powiększające i inne technologie wspierające.',
  },
  {
    slug: 'audyty-dostepnosci',
    name: 'Audyty dostępności',
    description: 'Audyty dostępności cyfrowej i architektonicznej zgodne z WCAG i ustawą o dostępności.',
  },
  {
    slug: 'tworzenie-stron-www',
    name: 'Tworzenie stron WWW',
    description: 'Projektowanie i budowa dostępnych stron i aplikacji internetowych.',
  },
] as const;

export const DEFAULT_CURRENCY = 'PLN';

/** The price tab of the offer form (and the offer form's preview of the price line). */
export const OFFER_PRICE_FIELDS = {
  priceType: 'Typ odpłatności',
  amount: 'Kwota',
  amountHint: (currency: string) => `W walucie: ${currency}. Wpisz np. 35,50 lub 1 200,00.`,
  currency: 'Waluta',
  unit: 'Jednostka ceny',
  preview: 'Tak cena będzie widoczna w ofercie:',
} as const;
export const DEFAULT_COUNTRY = 'Polska';
export const MAX_OFFER_IMAGES = 1;

/** An image's description (`image_alt`, `featured_image_alt`, alt of images in articles). */
export const MAX_IMAGE_ALT_LENGTH = 250;
export const IMAGE_ALT_LABEL = 'Opis zdjęcia dla osób niewidomych';
export const IMAGE_ALT_HINT =
  'Napisz jednym lub dwoma zdaniami, co widać na zdjęciu i co w nim ważne dla tej treści – tak, jak opisuje się ' +
  'zdjęcie komuś przez telefon. Nie zaczynaj od „Zdjęcie…” i nie powtarzaj tytułu.';
/** The image description as the back office's lists show it: short header, and the two cases without one. */
export const IMAGE_ALT_COLUMN = {
  label: 'Opis zdjęcia',
  noImage: 'Bez zdjęcia',
  missing: 'Brak opisu zdjęcia',
} as const;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const TOAST_DURATION_MS = 5000;
export const SIGNUP_TOAST_DURATION_MS = 6000;
export const SCROLL_TOP_THRESHOLD_PX = 300;
export const AUTH_TOKEN_KEY = 'authToken';
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** A person's name and an organisation's name: one line of at most this many characters (they go into e-mails). */
export const NAME_MAX_LENGTH = 100;
export const ORGANIZATION_NAME_MAX_LENGTH = 200;

/** Length of a message sent through the contact forms ('Zgłoś błąd', 'Zaproponuj funkcjonalność', contact). */
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const MAX_PER_PAGE = 50;
/** The portal's name when the settings have not been loaded (document titles, e-mails). */
export const DEFAULT_PORTAL_NAME = 'Portal usług inkluzywnych';
/** Uploaded pictures larger than this on either side are refused (decoding them would cost a browser too much). */
export const MAX_IMAGE_DIMENSION_PX = 10_000;
/** Pixels of one uploaded picture (40 megapixels, e.g. 8000 × 5000): decoding more costs seconds of CPU and gigabytes. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Offers one account may create in an hour (each may carry a picture to decode); more answer 429. */
export const OFFERS_PER_ACCOUNT_PER_HOUR = 20;
