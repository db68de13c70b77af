export const CATEGORY_MESSAGES = {
  required: { title: 'Błąd walidacji', description: 'Nazwa i slug kategorii są wymagane.' },
  slugFormat:
    'Slug może zawierać tylko małe litery bez polskich znaków, cyfry i pojedyncze myślniki, np. porady-prawne.',
  slugTaken: 'Kategoria o takim slugu już istnieje.',
  parentSelf: 'Kategoria nie może być swoim własnym rodzicem.',
  parentMissing: 'Wybrana kategoria nadrzędna nie istnieje.',
  notFound: 'Nie znaleziono kategorii.',
  parentDescendant: 'Kategoria nadrzędna nie może być jej własną podkategorią.',
} as const;

export const SYNONYM_MESSAGES = {
  title: 'Błąd walidacji',
  termsRequired: 'Podaj wyrażenia grupy.',
  tooFew: 'Grupa musi mieć co najmniej dwa różne wyrażenia.',
  tooMany: 'Grupa może mieć najwyżej 20 wyrażeń.',
  termTooLong: 'Wyrażenie może mieć najwyżej 100 znaków.',
  duplicate: 'Każde wyrażenie może wystąpić w grupie tylko raz.',
  notFound: 'Nie znaleziono grupy synonimów.',
} as const;

export const USER_ADMIN_MESSAGES = {
  createRequired: { title: 'Błąd', description: 'Email, hasło i imię/nazwa są wymagane.' },
  createForbidden: { title: 'Brak uprawnień', description: 'Tylko Super Administrator może tworzyć użytkowników.' },
  editAdminForbidden: { title: 'Brak uprawnień', description: 'Nie możesz modyfikować roli administratora.' },
  assignAdminForbidden: { title: 'Brak uprawnień', description: 'Nie możesz nadać roli administratora.' },
  superadminStays: {
    title: 'Operacja niedozwolona',
    description: 'Rola Super Administratora nie może zostać zmieniona.',
  },
  deleteSuperadmin: { title: 'Operacja niedozwolona', description: 'Nie można usunąć konta Super Administratora.' },
  banSuperadmin: { title: 'Operacja niedozwolona', description: 'Nie można zablokować konta Super Administratora.' },
  banForbidden: {
    title: 'Brak uprawnień',
    description: 'Tylko Super Administrator może blokować/odblokowywać użytkowników.',
  },
  resetForbidden: { title: 'Brak uprawnień', description: 'Tylko Super Administrator może wysyłać reset hasła.' },
  deleteForbidden: { title: 'Brak uprawnień', description: 'Tylko Super Administrator może usuwać użytkowników.' },
  selfForbidden: { title: 'Operacja niedozwolona', description: 'Nie możesz wykonać tej operacji na własnym koncie.' },
  emailTaken: 'Konto z tym adresem email już istnieje.',
  notFound: 'Nie znaleziono użytkownika.',
  resetSent: 'Wysłano wiadomość z linkiem do ustawienia nowego hasła.',
} as const;
