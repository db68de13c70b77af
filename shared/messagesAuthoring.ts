import { IMAGE_ALT_LABEL } from './labels/images.js';
import { MAX_OFFER_IMAGES, MAX_UPLOAD_BYTES } from './limits.js';
import { polishPlural } from './plural.js';
import { TOAST_MESSAGES, USER_PANEL_MESSAGES } from './messages.js';

/**
 * Texts only the authoring forms of the user panel show (offer, article, profile). Kept apart from messages.ts, which
 * the public first page loads whole: these reach the browser only with the panel's own code.
 */

/** The question asked before a form with unsaved changes is left or cleared (src-public/forms/useUnsavedChanges.tsx). */
export const UNSAVED_CHANGES_MESSAGES = {
  leaveTitle: 'Niezapisane zmiany',
  leaveText: 'W formularzu są zmiany, które nie zostały zapisane. Jeśli wyjdziesz teraz, zostaną utracone.',
  stay: 'Zostań w formularzu',
  leave: 'Wyjdź bez zapisywania',
  clearTitle: 'Wyczyścić formularz?',
  clearText: 'Wszystko, co wpisano w formularzu, zostanie usunięte. Tej operacji nie można cofnąć.',
  cancel: 'Anuluj',
  clearConfirm: 'Wyczyść formularz',
} as const;

/**
 * What the statuses of the author's forms really do. A non-admin can never make content public by themselves
 * (resolveOfferStatus, resolveBlogStatus in shared/statusMachines.ts): the form says so before saving, and the toast
 * after saving says where the content went, starting with the usual success sentence.
 */
export const AUTHOR_STATUS_MESSAGES = {
  offerStatusHint:
    '„Zapisz jako szkic” zapisuje szkic. „Opublikuj” wysyła ofertę do zatwierdzenia przez administratora; oferta już aktywna pozostaje opublikowana.',
  /** An admin's 'Opublikuj' publishes at once only with 'Aktywna'; any other status still waits (publishStatus). */
  offerStatusHintAdmin:
    '„Zapisz jako szkic” zapisuje szkic. „Opublikuj” ze statusem „Aktywna” od razu pokazuje ofertę w portalu; z innym statusem oferta czeka na zatwierdzenie.',
  offerSentForApproval: {
    title: TOAST_MESSAGES.offerSaved.title,
    description: `${TOAST_MESSAGES.offerSaved.description} Została wysłana do zatwierdzenia i będzie widoczna po akceptacji administratora.`,
  },
  /** A non-admin's substantive edit of an active offer goes back to approval (shared/reapproval.ts). */
  offerUpdatedForApproval: {
    title: TOAST_MESSAGES.offerUpdated.title,
    description: `${TOAST_MESSAGES.offerUpdated.description} Zmiany czekają na ponowną akceptację administratora – do tego czasu oferta jest niewidoczna.`,
  },
  /** What the author's two buttons do, in place of a status he cannot set. */
  articleStatusHint:
    '„Zapisz jako szkic” zapisuje artykuł bez pokazywania go na blogu (tak zdejmiesz z bloga także artykuł opublikowany). „Opublikuj artykuł” wysyła go do zatwierdzenia przez administratora. Artykuł już opublikowany pozostaje na blogu, dopóki nie zmienisz jego tytułu, treści, kategorii, zdjęcia ani opisów.',
  /** In place of the status field when a moderation decision hid the article (isRestrictedByModeration). */
  articleRestricted: (statusLabel: string) =>
    `Status: ${statusLabel}. Artykuł ukryła decyzja moderacyjna. Możesz poprawić jego treść, ale jego status zmienia tylko administrator: jeśli się nie zgadzasz z decyzją, złóż odwołanie w sekcji „Decyzje moderacyjne” swojego panelu. Po cofnięciu decyzji zmieniona treść czeka na ponowną akceptację.`,
  articleStatusHintAdmin:
    '„Opublikowany” pokazuje artykuł na blogu od razu po zapisaniu. „Szkic” i „Zarchiwizowany” go nie pokazują.',
  articleSentForApproval: (title: string) => ({
    title: USER_PANEL_MESSAGES.articleSaved(title).title,
    description: `${USER_PANEL_MESSAGES.articleSaved(title).description} Został wysłany do zatwierdzenia i ukaże się na blogu po akceptacji administratora.`,
  }),
  articleSavedForApproval: (title: string) => ({
    title: USER_PANEL_MESSAGES.articleSaved(title).title,
    description: `${USER_PANEL_MESSAGES.articleSaved(title).description} Zmiany czekają na ponowną akceptację administratora – do tego czasu artykuł jest niewidoczny.`,
  }),
} as const;

/** Technical words explained where authors meet them: what the field is for, then how to fill it. */
export const AUTHOR_FIELD_HINTS = {
  featuredImageUrl:
    'Jedno zdjęcie nad artykułem i na liście bloga: plik JPEG, PNG lub WebP, najwyżej 5 MB. Zdjęć z innych stron nie przyjmujemy.',
  excerpt: 'Krótkie streszczenie pokazywane na liście artykułów, pod tytułem.',
  metaTitle: 'Meta tytuł to tytuł, który wyszukiwarki internetowe (np. Google) pokazują w wynikach wyszukiwania.',
  metaDescription:
    'Meta opis to krótki opis, który wyszukiwarki internetowe pokazują pod tytułem w wynikach wyszukiwania.',
  articleTags: 'Tagi to słowa kluczowe opisujące temat artykułu, np. wózki, turnusy.',
  nip: 'Numer identyfikacji podatkowej: 10 cyfr, np. 526-104-08-28.',
  regon: 'Numer statystyczny z rejestru REGON: 9 lub 14 cyfr.',
  krs: 'Numer w Krajowym Rejestrze Sądowym: 10 cyfr z zerami na początku, np. 0000123456. Tylko dla organizacji wpisanych do KRS.',
} as const;

/** The featured image field of both article forms (public and back office): a file uploaded to the portal. */
export const FEATURED_IMAGE_TEXTS = {
  label: 'Zdjęcie wyróżniające',
  current: 'Obecne zdjęcie wyróżniające',
  remove: 'Usuń zdjęcie wyróżniające',
  removed: 'Zdjęcie wyróżniające usunięte.',
  /** Said when the uploaded picture's preview appears below the file control; its description field follows. */
  uploaded: `Zdjęcie wyróżniające przesłane. Opisz je w polu „${IMAGE_ALT_LABEL}”.`,
} as const;

/** The offer form's photo step: a file uploaded to the portal, its preview and its removal. */
export const OFFER_IMAGE_TEXTS = {
  intro: `Możesz dodać ${MAX_OFFER_IMAGES} ${polishPlural(MAX_OFFER_IMAGES, 'zdjęcie', 'zdjęcia', 'zdjęć')}: prześlij plik ze zdjęciem.`,
  fileLabel: 'Plik ze zdjęciem',
  fileHint: `JPEG, PNG lub WebP, najwyżej ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB. Zdjęcia z innych stron nie są przyjmowane.`,
  previews: 'Dodane zdjęcia',
  remove: 'Usuń zdjęcie',
  /** The preview's text alternative until the author describes the photo. */
  previewAlt: (offerTitle: string) => (offerTitle ? `Podgląd zdjęcia oferty: ${offerTitle}` : 'Podgląd zdjęcia oferty'),
} as const;

/** The names of the offer form's own fields, read by its tabs and by the review of a new offer's answers. */
export const OFFER_FIELD_LABELS = {
  title: 'Tytuł oferty',
  category: 'Kategoria',
  shortDescription: 'Krótki opis',
  description: 'Opis',
  targetGroups: 'Dla kogo jest oferta',
  serviceModes: 'Jak realizujesz ofertę',
  serviceRadius: 'Zasięg dojazdu do domu (km)',
  street: 'Ulica i numer',
  postalCode: 'Kod pocztowy',
  city: 'Miasto',
  country: 'Kraj',
  features: 'Dostępność miejsca',
  image: 'Zdjęcie',
  contactPerson: 'Osoba do kontaktu',
  contactEmail: 'Email do kontaktu',
  contactPhone: 'Telefon kontaktowy',
  preferredContact: 'Preferowana forma kontaktu',
  expiresAt: 'Data wygaśnięcia',
  status: 'Status',
} as const;

/**
 * A new offer is written one step at a time and checked on 'Sprawdź i opublikuj' before it is saved; an offer being
 * edited keeps the tabs as an overview.
 */
export const OFFER_STEP_MESSAGES = {
  stepHeading: (index: number, total: number, label: string) => `Krok ${index} z ${total}: ${label}`,
  reviewHeading: 'Sprawdź i opublikuj',
  reviewIntro:
    'Sprawdź swoje odpowiedzi. „Zmień” wraca do kroku z pytaniem. Na końcu zapisz szkic albo wyślij ofertę do publikacji.',
  next: 'Dalej',
  back: 'Wstecz',
  change: 'Zmień',
  notGiven: 'Nie podano',
  yes: 'Tak',
  no: 'Nie',
  hoursGiven: 'Podane',
  newImage: (fileName: string) => `Nowe zdjęcie: ${fileName}`,
  savedImages: (count: number) => (count === 1 ? '1 zapisane zdjęcie' : `Zapisane zdjęcia: ${count}`),
  imageAlt: (alt: string) => `Opis: ${alt}`,
  venueHeading: 'Dostępność miejsca z profilu organizacji',
  venueIntro:
    'Ta lista pochodzi z profilu Twojej organizacji. Osoby z niepełnosprawnościami zaplanują wizytę na jej podstawie: potwierdź ją albo popraw w kroku „Lokalizacja”.',
} as const;
