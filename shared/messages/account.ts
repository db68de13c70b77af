import { AUTH_MESSAGES } from './auth.js';

export const PROFILE_MESSAGES = {
  notFound: 'Nie znaleziono profilu organizacji.',
} as const;

/** The person's own data (RODO art. 7, 15, 17, 20): consent at sign-up, the export and the deletion of the account. */
export const ACCOUNT_DATA_MESSAGES = {
  acceptTerms: 'Musisz zaakceptować regulamin i politykę prywatności.',
  passwordRequired: 'Wpisz hasło, aby potwierdzić usunięcie konta.',
  wrongPassword: 'Nieprawidłowe hasło. Konto nie zostało usunięte.',
  lastSuperadmin: 'Nie można usunąć ostatniego konta Super Administratora.',
  adminBySuperadmin: 'Konto administratora może usunąć tylko Super Administrator. Poproś go o to.',
  accountDeleted: {
    title: 'Konto usunięte',
    description: 'Twoje konto i Twoje treści zostały usunięte. Potwierdzenie wysłaliśmy na Twój adres email.',
  },
  exportSaved: (fileName: string) => ({ title: 'Dane pobrane', description: `Zapisano plik ${fileName}.` }),
  exportFailed: 'Nie udało się pobrać danych',
  deleteFailed: 'Nie udało się usunąć konta',
} as const;

export const CONTACT_MESSAGES = {
  sent: 'Dziękujemy! Wiadomość została wysłana.',
} as const;

/** Context titles and toasts of the public site's sign-in, sign-up and user panel. */
export const USER_PANEL_MESSAGES = {
  loginFailed: 'Błąd logowania',
  signupFailed: 'Błąd rejestracji',
  offerSaveFailed: 'Błąd zapisu oferty',
  offerUpdateFailed: 'Błąd aktualizacji oferty',
  articleSaveFailed: 'Błąd zapisu artykułu',
  deleteFailed: 'Błąd usuwania',
  loadFailed: 'Błąd wczytywania danych',
  categoriesLoadFailed: 'Nie udało się wczytać kategorii',
  profileSaveFailed: 'Błąd zapisu profilu',
  requestFailed: 'Nie udało się wykonać operacji',
  signupSent: { title: 'Rejestracja przyjęta', description: AUTH_MESSAGES.signupSent },
  profileSaved: { title: 'Sukces!', description: 'Profil został zaktualizowany.' },
  articleSaved: (title: string) => ({ title: 'Sukces!', description: `Artykuł „${title}” został zapisany.` }),
  offerDeleted: (title: string) => ({ title: 'Usunięto', description: `Oferta „${title}” została usunięta.` }),
  articleDeleted: (title: string) => ({ title: 'Usunięto', description: `Artykuł „${title}” został usunięty.` }),
  passwordsDiffer: 'Hasła nie są takie same.',
  passwordRequired: 'Wpisz hasło.',
  passwordResetFailed: 'Błąd zmiany hasła',
  confirmFailed: 'Błąd potwierdzenia adresu email',
  forgotFailed: 'Nie udało się wysłać linku',
  confirmLinkFailed: 'Nie udało się potwierdzić adresu email.',
  resendFailed: 'Nie udało się wysłać nowego linku',
} as const;

/** 'Udostępnij' on offers and articles: the device's share sheet or, without one, the link copied. */
export const SHARE_MESSAGES = {
  button: 'Udostępnij',
  copied: { title: 'Skopiowano link', description: 'Link do tej strony jest w schowku. Wklej go w wiadomości.' },
  copyFailed: (url: string) => ({
    title: 'Nie udało się skopiować linku',
    description: `Skopiuj adres strony: ${url}`,
  }),
} as const;
