/** Notices, decisions and appeals (DSA art. 16, 17, 20). */
export const MODERATION_MESSAGES = {
  reasonRequired: 'Podaj uzasadnienie decyzji.',
  groundRequired: 'Wybierz podstawę decyzji.',
  statementTooLong: 'Uzasadnienie może mieć najwyżej 5000 znaków.',
  reportReason: 'Wybierz powód zgłoszenia.',
  reportTarget: 'Nieprawidłowy rodzaj zgłaszanej treści.',
  reportTargetId: 'Nieprawidłowy identyfikator zgłaszanej treści.',
  reportTargetMissing: 'Zgłaszana treść nie istnieje lub nie jest publiczna.',
  reportExplanationShort: 'Opisz naruszenie (co najmniej 20 znaków).',
  reportExplanationLong: 'Opis naruszenia może mieć najwyżej 2000 znaków.',
  goodFaith: 'Potwierdź, że zgłoszenie jest zgodne z prawdą i składasz je w dobrej wierze.',
  reportSent: 'Dziękujemy. Zgłoszenie zostało przyjęte i zostanie rozpatrzone przez moderatora.',
  reportNotFound: 'Nie znaleziono zgłoszenia.',
  reportDecided: 'To zgłoszenie zostało już rozpatrzone.',
  reportDecision: 'Wybierz decyzję: usunięcie treści, ograniczenie widoczności albo brak działań.',
  profileRestriction:
    'Profil organizacji można tylko zablokować (usunięcie treści) – nie można ograniczyć jego widoczności.',
  ground: 'Nieprawidłowa podstawa decyzji.',
  decisionNotFound: 'Nie znaleziono decyzji.',
  appealExplanation: 'Opisz, dlaczego nie zgadzasz się z decyzją (co najmniej 20 znaków).',
  appealExplanationLong: 'Odwołanie może mieć najwyżej 2000 znaków.',
  appealLate: 'Termin na odwołanie (6 miesięcy od decyzji) już minął.',
  appealExists: 'Odwołanie od tej decyzji zostało już złożone.',
  appealSent: 'Odwołanie zostało złożone. Rozpatrzy je inny moderator niż autor decyzji.',
  appealNotFound: 'Nie znaleziono odwołania.',
  appealDecided: 'To odwołanie zostało już rozpatrzone.',
  appealOutcome: 'Wybierz rozstrzygnięcie: utrzymanie albo zmiana decyzji.',
  appealOwnDecision: 'Odwołanie od Twojej decyzji musi rozpatrzyć inny administrator.',
  transparencyYear: 'Podaj rok raportu jako liczbę od 2000 do 2100.',
} as const;

/**
 * Organisation verification: registry numbers, requests and the admin's decision
 * (docs/moderacja-i-prawo.md#weryfikacja-organizacji).
 */
export const VERIFICATION_MESSAGES = {
  nip: 'Nieprawidłowy numer NIP.',
  regon: 'Nieprawidłowy numer REGON.',
  krs: 'Nieprawidłowy numer KRS.',
  organisationsOnly: 'O weryfikację może poprosić tylko konto oferenta lub organizacji pozarządowej.',
  needsNumbers: 'Aby poprosić o weryfikację, podaj w profilu nazwę organizacji oraz numer NIP lub KRS.',
  alreadyPending: 'Prośba o weryfikację już czeka na rozpatrzenie.',
  alreadyVerified: 'Organizacja jest już zweryfikowana.',
  toggleWhilePending:
    'Ta organizacja czeka na weryfikację: zatwierdź albo odrzuć jej prośbę w zakładce „Weryfikacje”, gdzie widać sprawdzane dane.',
  requested: 'Prośba o weryfikację została wysłana. Administrator sprawdzi numery w rejestrach publicznych.',
  notFound: 'Nie znaleziono prośby o weryfikację.',
  decided: 'Ta prośba o weryfikację została już rozpatrzona.',
  decision: 'Wybierz decyzję: zatwierdzenie albo odrzucenie.',
  rejectionReason: 'Podaj powód odrzucenia prośby o weryfikację.',
  reasonTooLong: 'Powód może mieć najwyżej 2000 znaków.',
  changed: 'Dane organizacji zmieniły się – sprawdź je ponownie.',
  versionMissing: 'Brak wersji sprawdzonych danych organizacji. Odśwież listę i sprawdź je przed decyzją.',
} as const;

/** The organisation's 'Weryfikacja organizacji' section of the user panel; dates come formatted. */
export const VERIFICATION_SECTION_TEXTS = {
  heading: 'Weryfikacja organizacji',
  loading: 'Wczytywanie: weryfikacja organizacji…',
  notVerified: 'Organizacja nie jest jeszcze zweryfikowana.',
  pending: (date: string) => `Prośba o weryfikację z ${date} czeka na sprawdzenie numerów przez administratora.`,
  rejected: (date: string, reason: string) => `Prośba o weryfikację została odrzucona ${date}. Powód: ${reason}`,
  /** 'Potrzebne są … w profilu. Administrator …': the link to the profile sits between the two parts. */
  needsBefore: 'Potrzebne są nazwa organizacji oraz NIP lub KRS w',
  profileLink: 'profilu',
  needsAfter: '. Administrator sprawdzi je w rejestrach publicznych.',
  ask: 'Poproś o weryfikację',
  sending: 'Wysyłanie…',
  requestedTitle: 'Prośba wysłana',
} as const;
