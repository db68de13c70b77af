/** Every page of the public site, grouped as the sitemap and the footer show them (SPEC §2). */
export interface SiteLink {
  to: string;
  label: string;
}

export interface SiteSection {
  title: string;
  links: SiteLink[];
}

export const SITE_SECTIONS: SiteSection[] = [
  {
    title: 'Szukaj i czytaj',
    links: [
      { to: '/', label: 'Strona główna' },
      { to: '/search', label: 'Wyszukiwarka ofert' },
      { to: '/blog', label: 'Blog' },
    ],
  },
  {
    title: 'Konto',
    links: [
      { to: '/login', label: 'Logowanie' },
      { to: '/register', label: 'Rejestracja' },
      { to: '/nie-pamietam-hasla', label: 'Nie pamiętasz hasła?' },
      { to: '/dashboard', label: 'Mój panel' },
      { to: '/dashboard?view=add-offer', label: 'Dodaj ofertę' },
    ],
  },
  {
    title: 'O portalu',
    links: [
      { to: '/o-portalu', label: 'O portalu' },
      { to: '/o-nas', label: 'O nas' },
      { to: '/roadmap', label: 'Plan rozwoju' },
      { to: '/dla-oferentow', label: 'Dla oferentów' },
      { to: '/dla-partnerow', label: 'Dla partnerów' },
      { to: '/register?type=offeror', label: 'Załóż profil oferenta' },
    ],
  },
  {
    title: 'Pomoc i kontakt',
    links: [
      { to: '/faq', label: 'Najczęstsze pytania (FAQ)' },
      { to: '/contact', label: 'Kontakt' },
      { to: '/zglos-blad', label: 'Zgłoś błąd' },
      { to: '/zaproponuj-funkcjonalnosc', label: 'Zaproponuj funkcjonalność' },
      { to: '/mapa-strony', label: 'Mapa strony' },
    ],
  },
  {
    title: 'Informacje prawne',
    links: [
      { to: '/polityka-prywatnosci', label: 'Polityka prywatności' },
      { to: '/warunki-korzystania', label: 'Warunki korzystania' },
      { to: '/polityka-cookies', label: 'Polityka cookies' },
      { to: '/deklaracja-dostepnosci', label: 'Deklaracja dostępności' },
    ],
  },
];
