import type { AccessibilityFeature, ServiceMode, TargetGroup } from '../../../shared/discovery.js';

/**
 * Accessibility, audience and delivery of a demo offer
 * (docs/wyszukiwanie.md#dostępność-odbiorcy-sposób-realizacji-i-odległość), looked up by its title.
 */
export interface DemoOfferDiscovery {
  features: AccessibilityFeature[];
  groups: TargetGroup[];
  modes: ServiceMode[];
  /** How far an `at_home` offeror travels (default 30 km). */
  radius?: number;
  /** The offer has no address of its own: it is found and shown at its organisation's. */
  organisation_address?: boolean;
}

const EVENT: AccessibilityFeature[] = ['wheelchair_access', 'accessible_toilet', 'accessible_parking'];

export const OFFER_DISCOVERY: Record<string, DemoOfferDiscovery> = {
  'Rehabilitacja domowa po udarze – fizjoterapeuta z dojazdem': {
    features: [],
    groups: ['mobility', 'seniors', 'chronic_illness'],
    modes: ['at_home'],
    radius: 40,
  },
  'Turnus rehabilitacyjny nad morzem z dofinansowaniem PFRON': {
    features: ['wheelchair_access', 'accessible_toilet', 'accessible_parking', 'assistance_dog'],
    groups: ['mobility', 'chronic_illness'],
    modes: ['on_site'],
  },
  'Hipoterapia dla dzieci z mózgowym porażeniem dziecięcym': {
    features: ['wheelchair_access', 'accessible_parking'],
    groups: ['children', 'mobility'],
    modes: ['on_site'],
  },
  'Logopeda dla dzieci i dorosłych – terapia stacjonarna i online': {
    features: ['wheelchair_access', 'easy_read'],
    groups: ['children', 'chronic_illness', 'seniors'],
    modes: ['on_site', 'online'],
  },
  'Bezpłatne konsultacje fizjoterapeutyczne dla osób z SM': {
    features: ['wheelchair_access', 'accessible_toilet', 'quiet_space'],
    groups: ['chronic_illness', 'mobility'],
    modes: ['on_site'],
    organisation_address: true,
  },
  'Wsparcie psychologiczne dla rodziców dzieci z niepełnosprawnościami': {
    features: ['quiet_space', 'wheelchair_access'],
    groups: ['carers', 'psychosocial'],
    modes: ['on_site', 'online'],
  },
  'Pielęgniarka środowiskowa – opieka nad osobą leżącą w domu': {
    features: [],
    groups: ['seniors', 'chronic_illness', 'carers'],
    modes: ['at_home'],
    radius: 25,
  },
  'Konsultacja lekarska z tłumaczem polskiego języka migowego': {
    features: ['sign_language', 'captions', 'wheelchair_access'],
    groups: ['hearing'],
    modes: ['on_site', 'online'],
  },
  'Dietetyk kliniczny dla osób z chorobami neurologicznymi': {
    features: ['easy_read'],
    groups: ['chronic_illness', 'seniors'],
    modes: ['online'],
  },
  'Licencja programu powiększającego ekran z syntezą mowy': {
    features: ['audio_description'],
    groups: ['visual', 'seniors'],
    modes: ['online'],
  },
  'Aplikacja do komunikacji alternatywnej (AAC) na tablet – licencja roczna': {
    features: ['easy_read'],
    groups: ['autism', 'intellectual', 'children'],
    modes: ['online'],
  },
  'Syntezator mowy w języku polskim – licencja dla szkół': {
    features: ['captions'],
    groups: ['visual', 'children'],
    modes: ['online'],
  },
  'Sterowanie komputerem wzrokiem – bezpłatne wypożyczenie zestawu testowego': {
    features: ['wheelchair_access'],
    groups: ['mobility'],
    modes: ['on_site', 'at_home'],
    radius: 50,
  },
  'Dostępna strona internetowa dla organizacji pozarządowej': {
    features: ['captions', 'easy_read'],
    groups: ['visual', 'hearing', 'intellectual'],
    modes: ['online'],
  },
  'Tworzenie dostępnych stron WWW – freelancer': {
    features: ['captions'],
    groups: ['visual', 'hearing'],
    modes: ['online'],
  },
  'Dostosowanie sklepu internetowego do Europejskiego aktu o dostępności': {
    features: ['captions', 'easy_read'],
    groups: ['visual', 'hearing', 'seniors'],
    modes: ['online'],
  },
  'Wózek inwalidzki aktywny – wypożyczenie': {
    features: ['wheelchair_access', 'accessible_parking'],
    groups: ['mobility'],
    modes: ['on_site', 'at_home'],
    radius: 20,
  },
  'Wózek elektryczny – wypożyczenie krótkoterminowe': {
    // The organisation's profile list, taken over when the offer was added and never checked by its author.
    features: ['wheelchair_access', 'accessible_toilet', 'accessible_parking', 'assistance_dog'],
    groups: ['mobility', 'seniors'],
    modes: ['on_site'],
    organisation_address: true,
  },
  'Łóżko rehabilitacyjne z materacem przeciwodleżynowym': {
    features: [],
    groups: ['seniors', 'carers', 'chronic_illness'],
    modes: ['at_home'],
    radius: 30,
  },
  'Nowy punkt wypożyczalni w Zgierzu – sprzęt ortopedyczny': {
    features: ['wheelchair_access', 'accessible_toilet', 'accessible_parking'],
    groups: ['mobility', 'seniors'],
    modes: ['on_site'],
  },
  'Podnośnik transportowy dla opiekunów – wypożyczenie miesięczne': {
    features: [],
    groups: ['carers', 'mobility'],
    modes: ['at_home'],
    radius: 60,
  },
  'Balkoniki i kule łokciowe – bezpłatnie dla seniorów': {
    features: ['wheelchair_access', 'accessible_toilet'],
    groups: ['seniors', 'mobility'],
    modes: ['on_site'],
  },
  'Sprzedam wózek inwalidzki ręczny, stan bardzo dobry': { features: [], groups: ['mobility'], modes: ['on_site'] },
  'Wózek toaletowy z funkcją prysznica – nowy': {
    features: ['wheelchair_access'],
    groups: ['mobility', 'seniors', 'carers'],
    modes: ['on_site', 'at_home'],
    radius: 15,
  },
  'Powiększalnik elektroniczny dla osób słabowidzących': {
    features: [],
    groups: ['visual', 'seniors'],
    modes: ['on_site'],
  },
  'Schodołaz gąsienicowy – używany, po serwisie': { features: [], groups: ['mobility', 'carers'], modes: ['on_site'] },
  'Rampa najazdowa aluminiowa składana': { features: [], groups: ['mobility'], modes: ['on_site'] },
  'Tłumacz PJM na miejscu i przez wideo – urząd, bank, spotkanie': {
    features: ['sign_language'],
    groups: ['hearing'],
    modes: ['on_site', 'online'],
  },
  'Opieka wytchnieniowa – asystent zostanie z Twoim bliskim': {
    features: [],
    groups: ['carers', 'mobility', 'intellectual', 'seniors'],
    modes: ['at_home'],
    radius: 20,
  },
  'Kurs polskiego języka migowego (PJM) – poziom A1': {
    features: ['sign_language', 'induction_loop', 'captions'],
    groups: ['hearing', 'carers'],
    modes: ['on_site', 'online'],
  },
  'Szkolenie dla pracodawców: zatrudnianie osób z niepełnosprawnościami': {
    features: ['wheelchair_access', 'induction_loop', 'sign_language', 'easy_read'],
    groups: ['mobility', 'hearing', 'intellectual'],
    modes: ['on_site', 'online'],
  },
  'Kurs obsługi komputera z czytnikiem ekranu NVDA': {
    features: ['braille', 'assistance_dog', 'wheelchair_access'],
    groups: ['visual'],
    modes: ['on_site', 'online'],
  },
  'Szkolenie z audiodeskrypcji dla pracowników muzeów': {
    features: ['audio_description', 'wheelchair_access'],
    groups: ['visual'],
    modes: ['on_site'],
  },
  'Trening orientacji przestrzennej z białą laską': {
    features: ['braille', 'assistance_dog'],
    groups: ['visual'],
    modes: ['on_site', 'at_home'],
    radius: 30,
  },
  'Piknik integracyjny „Łódź bez barier”': {
    features: [...EVENT, 'sign_language', 'induction_loop', 'quiet_space', 'assistance_dog', 'easy_read'],
    groups: ['hearing', 'mobility', 'autism', 'children', 'carers'],
    modes: ['on_site'],
  },
  'Konferencja „Dostępna szkoła” – edycja jesienna': {
    features: [...EVENT, 'sign_language', 'captions', 'induction_loop'],
    groups: ['children', 'carers'],
    modes: ['on_site', 'online'],
  },
  'Turniej koszykówki na wózkach – zapisy drużyn': {
    features: EVENT,
    groups: ['mobility'],
    modes: ['on_site'],
  },
  'Wieczór filmowy z audiodeskrypcją i napisami dla niesłyszących': {
    features: [...EVENT, 'audio_description', 'captions', 'induction_loop', 'sign_language'],
    groups: ['visual', 'hearing'],
    modes: ['on_site'],
  },
  'Bezpłatna porada prawna: orzeczenie o niepełnosprawności i odwołania': {
    features: ['wheelchair_access', 'easy_read', 'sign_language'],
    groups: ['mobility', 'intellectual', 'carers'],
    modes: ['on_site', 'online'],
  },
  'Pomoc w odwołaniu od decyzji ZUS i zespołu orzekającego': {
    features: ['easy_read'],
    groups: ['chronic_illness', 'psychosocial'],
    modes: ['online'],
  },
  'Porady prawne online dla opiekunów osób niesamodzielnych': {
    features: ['easy_read', 'captions'],
    groups: ['carers', 'seniors'],
    modes: ['online'],
  },
  'Konsultacje w sprawie świadczenia wspierającego': {
    features: ['wheelchair_access', 'easy_read', 'quiet_space'],
    groups: ['intellectual', 'autism', 'carers'],
    modes: ['on_site'],
    organisation_address: true,
  },
  'Audyt dostępności cyfrowej strony internetowej (WCAG 2.1 AA)': {
    features: [],
    groups: ['visual', 'hearing', 'intellectual'],
    modes: ['online'],
  },
  'Audyt dostępności architektonicznej budynku': {
    features: ['wheelchair_access'],
    groups: ['mobility', 'visual'],
    modes: ['on_site'],
  },
  'Deklaracja dostępności – przygotowanie i weryfikacja': {
    features: ['easy_read'],
    groups: ['intellectual'],
    modes: ['online'],
  },
  'Testy aplikacji mobilnej z udziałem osób z niepełnosprawnościami': {
    features: ['quiet_space'],
    groups: ['visual', 'autism', 'psychosocial'],
    modes: ['online', 'on_site'],
  },
};

/** The profile of each demo organisation: who it is, where, and the accessibility of its premises. */
export interface DemoOrganisationProfile {
  description: string;
  street: string;
  city: string;
  postal_code: string;
  phone: string;
  website: string;
  features: AccessibilityFeature[];
}

export const ORGANISATION_PROFILES: Record<string, DemoOrganisationProfile> = {
  offeror: {
    description:
      'Fundacja Sprawni Razem prowadzi w Łodzi wypożyczalnię sprzętu rehabilitacyjnego, zajęcia hipoterapii i punkt porad dla rodzin. Pomagamy dobrać sprzęt i załatwić dofinansowanie.',
    street: 'ul. Piotrkowska 150',
    city: 'Łódź',
    postal_code: '90-063',
    phone: '+48 42 000 12 34',
    website: 'https://sprawni-razem.example.pl',
    features: ['wheelchair_access', 'accessible_toilet', 'accessible_parking', 'assistance_dog'],
  },
  ngo: {
    description:
      'Stowarzyszenie Dostępna Łódź od 2012 roku działa na rzecz miasta bez barier: audyty budynków, porady prawne, szkolenia z orientacji przestrzennej i wydarzenia integracyjne z tłumaczem PJM.',
    street: 'ul. Zachodnia 70',
    city: 'Łódź',
    postal_code: '91-065',
    phone: '+48 42 000 56 78',
    website: 'https://dostepna-lodz.example.pl',
    features: ['wheelchair_access', 'accessible_toilet', 'induction_loop', 'sign_language', 'quiet_space', 'easy_read'],
  },
  rehaplus: {
    description:
      'Centrum Rehabilitacji RehaPlus: fizjoterapia neurologiczna i ortopedyczna, logopedia, turnusy i rehabilitacja domowa. Gabinety bez progów, winda i parking przy wejściu.',
    street: 'ul. Wielicka 28',
    city: 'Kraków',
    postal_code: '30-552',
    phone: '+48 12 000 45 67',
    website: 'https://rehaplus.example.pl',
    features: ['wheelchair_access', 'accessible_toilet', 'accessible_parking'],
  },
  cyfrowa: {
    description:
      'Fundacja Dostępność Cyfrowa audytuje strony i aplikacje, uczy korzystania z czytników ekranu i pomaga organizacjom spełnić wymagania ustawy o dostępności cyfrowej.',
    street: 'ul. Grunwaldzka 100',
    city: 'Gdańsk',
    postal_code: '80-244',
    phone: '+48 58 000 33 22',
    website: 'https://dostepnosc-cyfrowa.example.pl',
    features: ['wheelchair_access', 'braille', 'assistance_dog', 'captions'],
  },
  prawo: {
    description:
      'Kancelaria radcy prawnego specjalizująca się w prawie osób z niepełnosprawnościami: orzecznictwo, świadczenia, zatrudnienie. Porady także online i w tekście łatwym do czytania.',
    street: 'ul. Marszałkowska 84',
    city: 'Warszawa',
    postal_code: '00-514',
    phone: '+48 22 000 98 76',
    website: 'https://rowne-prawa.example.pl',
    features: ['wheelchair_access', 'easy_read'],
  },
  migowy: {
    description:
      'Stowarzyszenie Słyszymy Się skupia osoby głuche, słabosłyszące i ich bliskich. Prowadzimy kursy polskiego języka migowego i zapewniamy tłumaczy PJM na wizytach lekarskich.',
    street: 'al. Wojska Polskiego 45',
    city: 'Szczecin',
    postal_code: '70-475',
    phone: '+48 91 000 11 00',
    website: 'https://slyszymy-sie.example.pl',
    features: ['sign_language', 'induction_loop', 'captions', 'wheelchair_access'],
  },
};
