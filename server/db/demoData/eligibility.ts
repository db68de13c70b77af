import type { CertificateRequirement, FundingRoute, RequiredDocument } from '../../../shared/eligibility.js';

/**
 * Who a demo offer is for and how to get it (docs/wyszukiwanie.md, „Warunki i dofinansowanie”), looked up by its
 * title: children's therapies with age ranges, services paid by NFZ or PFRON, some needing an orzeczenie, so that
 * every filter (age, certificate, funding) finds offers on a fresh start.
 */
export interface DemoOfferEligibility {
  min_age?: number;
  max_age?: number;
  certificate: CertificateRequirement;
  documents?: RequiredDocument[];
  how_to_start: string;
  funding?: FundingRoute[];
}

export const OFFER_ELIGIBILITY: Record<string, DemoOfferEligibility> = {
  'Rehabilitacja domowa po udarze – fizjoterapeuta z dojazdem': {
    min_age: 18,
    certificate: 'none',
    documents: ['medical_referral'],
    how_to_start:
      'Zadzwoń i opisz stan zdrowia bliskiej osoby. Przygotuj wypis ze szpitala. Fizjoterapeuta przyjedzie na pierwszą wizytę w ciągu tygodnia.',
    funding: ['nfz'],
  },
  'Turnus rehabilitacyjny nad morzem z dofinansowaniem PFRON': {
    min_age: 18,
    certificate: 'any',
    documents: ['certificate', 'medical_certificate', 'income_statement'],
    how_to_start:
      'Złóż wniosek o dofinansowanie turnusu w PCPR lub MOPS swojego powiatu. Dołącz wniosek lekarza o skierowanie na turnus. Po decyzji zadzwoń do nas i zarezerwuj termin.',
    funding: ['pfron'],
  },
  'Hipoterapia dla dzieci z mózgowym porażeniem dziecięcym': {
    min_age: 3,
    max_age: 16,
    certificate: 'none',
    documents: ['medical_certificate'],
    how_to_start:
      'Zadzwoń i umów pierwsze spotkanie z terapeutą. Przynieś zaświadczenie lekarskie, że nie ma przeciwwskazań do hipoterapii. Dziecko przyjdzie w wygodnym stroju i kasku.',
    funding: ['pfron', 'local_government'],
  },
  'Logopeda dla dzieci i dorosłych – terapia stacjonarna i online': {
    min_age: 2,
    certificate: 'none',
    how_to_start:
      'Napisz lub zadzwoń i wybierz termin pierwszej konsultacji. Na pierwszej wizycie logopeda sprawdzi mowę i ułoży plan terapii.',
    funding: ['nfz'],
  },
  'Bezpłatne konsultacje fizjoterapeutyczne dla osób z SM': {
    min_age: 18,
    certificate: 'none',
    documents: ['medical_certificate'],
    how_to_start:
      'Zapisz się telefonicznie na najbliższy dyżur. Weź zaświadczenie lekarskie z rozpoznaniem SM i wygodny strój.',
    funding: ['project'],
  },
  'Wsparcie psychologiczne dla rodziców dzieci z niepełnosprawnościami': {
    certificate: 'none',
    how_to_start:
      'Napisz e-mail albo zadzwoń. Umówimy pierwszą rozmowę z psychologiem i powiemy, kiedy spotyka się grupa wsparcia.',
    funding: ['project'],
  },
  'Pielęgniarka środowiskowa – opieka nad osobą leżącą w domu': {
    certificate: 'none',
    documents: ['medical_referral', 'id_document'],
    how_to_start:
      'Poproś lekarza rodzinnego o skierowanie do pielęgniarki środowiskowej. Zadzwoń do nas z numerem skierowania, a pielęgniarka umówi pierwszą wizytę w domu.',
    funding: ['nfz'],
  },
  'Tłumacz PJM na miejscu i przez wideo – urząd, bank, spotkanie': {
    certificate: 'none',
    how_to_start:
      'Wyślij SMS albo napisz e-mail: gdzie, kiedy i jaka sprawa. W pilnej sprawie połącz się przez wideo. W urzędzie tłumacz jest bezpłatny, jeśli zgłosisz to 3 dni wcześniej.',
    funding: ['local_government'],
  },
  'Opieka wytchnieniowa – asystent zostanie z Twoim bliskim': {
    certificate: 'significant',
    documents: ['certificate', 'id_document'],
    how_to_start:
      'Zadzwoń do MOPS albo do nas i powiedz, że chcesz skorzystać z opieki wytchnieniowej. Wypełnisz krótką kartę zgłoszenia i pokażesz orzeczenie bliskiej osoby. Potem ustalimy dni i godziny.',
    funding: ['social_welfare', 'local_government'],
  },
  'Konsultacja lekarska z tłumaczem polskiego języka migowego': {
    certificate: 'none',
    documents: ['id_document'],
    how_to_start:
      'Napisz do nas SMS albo e-mail z datą i adresem wizyty. Potwierdzimy tłumacza. Weź dowód osobisty i dokumenty medyczne.',
  },
  'Dietetyk kliniczny dla osób z chorobami neurologicznymi': {
    min_age: 16,
    certificate: 'none',
    documents: ['medical_certificate'],
    how_to_start:
      'Umów wizytę telefonicznie. Przynieś ostatnie wyniki badań i listę leków. Na pierwszej wizycie dietetyk ułoży plan żywienia.',
  },
  'Licencja programu powiększającego ekran z syntezą mowy': {
    certificate: 'none',
    how_to_start:
      'Pobierz wersję próbną ze strony producenta. Jeśli starasz się o dofinansowanie, poproś nas o ofertę cenową do wniosku w PFRON (program Aktywny samorząd).',
    funding: ['pfron'],
  },
  'Aplikacja do komunikacji alternatywnej (AAC) na tablet – licencja roczna': {
    min_age: 2,
    certificate: 'none',
    how_to_start:
      'Pobierz aplikację i wypróbuj ją przez 30 dni. Terapeuta lub logopeda pomoże dobrać tablicę symboli. Licencję kupisz w aplikacji albo na fakturę dla placówki.',
    funding: ['pfron'],
  },
  'Syntezator mowy w języku polskim – licencja dla szkół': {
    certificate: 'unknown',
    how_to_start: 'Szkoła wysyła zamówienie e-mailem. Licencję i instrukcję instalacji prześlemy w ciągu dwóch dni.',
  },
  'Sterowanie komputerem wzrokiem – bezpłatne wypożyczenie zestawu testowego': {
    certificate: 'any',
    documents: ['certificate', 'id_document'],
    how_to_start:
      'Wypełnij zgłoszenie i dołącz kopię orzeczenia. Umówimy dostawę zestawu i krótkie szkolenie. Po 30 dniach odbierzemy zestaw.',
    funding: ['project'],
  },
  'Dostępna strona internetowa dla organizacji pozarządowej': {
    certificate: 'none',
    how_to_start: 'Opisz w e-mailu swoją organizację i to, co ma się znaleźć na stronie. Odpowiemy wyceną i terminem.',
  },
  'Tworzenie dostępnych stron WWW – freelancer': {
    certificate: 'none',
    how_to_start: 'Napisz, jaką stronę potrzebujesz. Umówimy krótką rozmowę i przygotuję wycenę.',
  },
  'Dostosowanie sklepu internetowego do Europejskiego aktu o dostępności': {
    certificate: 'none',
    how_to_start: 'Wyślij adres sklepu. Sprawdzimy go bezpłatnie i wyślemy listę zmian z wyceną.',
  },
  'Wózek inwalidzki aktywny – wypożyczenie': {
    certificate: 'none',
    documents: ['id_document'],
    how_to_start:
      'Zadzwoń i sprawdź, czy wózek w Twoim rozmiarze jest wolny. Przy odbiorze podpiszesz umowę, wpłacisz kaucję i pokażesz dowód osobisty.',
  },
  'Wózek elektryczny – wypożyczenie krótkoterminowe': {
    min_age: 16,
    certificate: 'none',
    documents: ['id_document'],
    how_to_start:
      'Zarezerwuj wózek telefonicznie na konkretne dni. Przy odbiorze pokażemy, jak go prowadzić i ładować.',
  },
  'Łóżko rehabilitacyjne z materacem przeciwodleżynowym': {
    certificate: 'none',
    documents: ['nfz_order', 'id_document'],
    how_to_start:
      'Jeśli masz zlecenie NFZ na materac, przynieś je – część kosztu pokryje NFZ. Zadzwoń, a dowieziemy i zmontujemy łóżko w domu.',
    funding: ['nfz'],
  },
  'Nowy punkt wypożyczalni w Zgierzu – sprzęt ortopedyczny': {
    certificate: 'none',
    documents: ['id_document'],
    how_to_start: 'Przyjdź w godzinach dyżuru z dowodem osobistym. Sprzęt wydajemy od ręki, na trzy miesiące.',
    funding: ['local_government'],
  },
  'Podnośnik transportowy dla opiekunów – wypożyczenie miesięczne': {
    certificate: 'any',
    documents: ['certificate', 'id_document'],
    how_to_start:
      'Zadzwoń, dowieziemy podnośnik i pokażemy, jak bezpiecznie przenosić osobę. Możesz starać się o zwrot kosztów w MOPS.',
    funding: ['social_welfare'],
  },
  'Balkoniki i kule łokciowe – bezpłatnie dla seniorów': {
    min_age: 65,
    certificate: 'none',
    documents: ['id_document'],
    how_to_start: 'Przyjdź do siedziby stowarzyszenia z dowodem osobistym. Sprzęt wypożyczamy od ręki, bez kaucji.',
    funding: ['local_government'],
  },
  'Sprzedam wózek inwalidzki ręczny, stan bardzo dobry': {
    certificate: 'unknown',
    how_to_start: 'Zadzwoń lub napisz. Wózek można obejrzeć i wypróbować przed zakupem.',
  },
  'Wózek toaletowy z funkcją prysznica – nowy': {
    certificate: 'none',
    documents: ['nfz_order'],
    how_to_start:
      'Ze zleceniem NFZ na wózek toaletowy zapłacisz tylko różnicę ponad limit. Przynieś zlecenie do sklepu albo wyślij jego skan.',
    funding: ['nfz', 'pfron'],
  },
  'Powiększalnik elektroniczny dla osób słabowidzących': {
    certificate: 'none',
    how_to_start:
      'Umów pokaz w domu albo w naszym punkcie. Do wniosku o dofinansowanie z PFRON wystawimy fakturę proforma.',
    funding: ['pfron'],
  },
  'Schodołaz gąsienicowy – używany, po serwisie': {
    certificate: 'none',
    how_to_start: 'Zadzwoń i umów pokaz na schodach w Twoim bloku. Przeszkolimy opiekuna z obsługi.',
    funding: ['pfron'],
  },
  'Rampa najazdowa aluminiowa składana': {
    certificate: 'unknown',
    how_to_start: 'Zamów telefonicznie albo e-mailem. Wysyłamy kurierem w ciągu trzech dni.',
  },
  'Kurs polskiego języka migowego (PJM) – poziom A1': {
    min_age: 15,
    certificate: 'none',
    how_to_start: 'Zapisz się przez formularz lub e-mail. Przed kursem dostaniesz plan zajęć i dostęp do nagrań.',
    funding: ['project'],
  },
  'Szkolenie dla pracodawców: zatrudnianie osób z niepełnosprawnościami': {
    min_age: 18,
    certificate: 'none',
    how_to_start: 'Zgłoś uczestników e-mailem. Fakturę wystawiamy po szkoleniu.',
  },
  'Kurs obsługi komputera z czytnikiem ekranu NVDA': {
    min_age: 15,
    certificate: 'any',
    documents: ['certificate'],
    how_to_start:
      'Zadzwoń i zapisz się na rozmowę wstępną. Pokaż orzeczenie o niepełnosprawności z powodu wzroku. Laptop z programem dostaniesz na czas kursu.',
    funding: ['project'],
  },
  'Szkolenie z audiodeskrypcji dla pracowników muzeów': {
    min_age: 18,
    certificate: 'none',
    how_to_start: 'Instytucja zgłasza pracowników e-mailem. Ustalimy termin i program warsztatów.',
  },
  'Trening orientacji przestrzennej z białą laską': {
    min_age: 7,
    certificate: 'moderate',
    documents: ['certificate', 'medical_certificate'],
    how_to_start:
      'Zadzwoń i umów spotkanie z instruktorem. Przynieś orzeczenie i zaświadczenie okulisty. Pierwsze zajęcia odbędą się w pobliżu Twojego domu.',
    funding: ['pfron', 'project'],
  },
  'Piknik integracyjny „Łódź bez barier”': {
    certificate: 'none',
    how_to_start:
      'Przyjdź bez zapisów. Jeśli potrzebujesz tłumacza PJM albo asystenta, napisz do nas tydzień wcześniej.',
  },
  'Konferencja „Dostępna szkoła” – edycja jesienna': {
    min_age: 18,
    certificate: 'none',
    how_to_start: 'Zarejestruj się e-mailem. W zgłoszeniu napisz, jakich udogodnień potrzebujesz.',
  },
  'Turniej koszykówki na wózkach – zapisy drużyn': {
    min_age: 14,
    certificate: 'none',
    how_to_start:
      'Kapitan drużyny wysyła zgłoszenie z listą zawodników do końca miesiąca. Wózki sportowe wypożyczymy na miejscu.',
    funding: ['local_government'],
  },
  'Wieczór filmowy z audiodeskrypcją i napisami dla niesłyszących': {
    certificate: 'none',
    how_to_start: 'Wejście wolne. Słuchawki z audiodeskrypcją odbierzesz przy wejściu.',
  },
  'Bezpłatna porada prawna: orzeczenie o niepełnosprawności i odwołania': {
    certificate: 'none',
    documents: ['id_document'],
    how_to_start:
      'Zadzwoń i umów termin porady. Przynieś decyzję lub orzeczenie, którego dotyczy sprawa, i dowód osobisty.',
    funding: ['project'],
  },
  'Pomoc w odwołaniu od decyzji ZUS i zespołu orzekającego': {
    min_age: 18,
    certificate: 'none',
    documents: ['id_document'],
    how_to_start: 'Wyślij skan decyzji e-mailem. Odpowiemy w ciągu dwóch dni, ile czasu zostało na odwołanie.',
  },
  'Porady prawne online dla opiekunów osób niesamodzielnych': {
    min_age: 18,
    certificate: 'none',
    how_to_start: 'Zarezerwuj godzinę rozmowy przez e-mail. Link do wideorozmowy dostaniesz dzień wcześniej.',
    funding: ['social_welfare'],
  },
  'Konsultacje w sprawie świadczenia wspierającego': {
    min_age: 18,
    certificate: 'significant',
    documents: ['certificate', 'id_document'],
    how_to_start:
      'Zadzwoń i umów spotkanie. Przynieś orzeczenie o znacznym stopniu niepełnosprawności i dowód osobisty. Razem wypełnimy wniosek.',
    funding: ['project'],
  },
  'Audyt dostępności cyfrowej strony internetowej (WCAG 2.1 AA)': {
    certificate: 'none',
    how_to_start: 'Wyślij adres strony i liczbę podstron. W ciągu tygodnia prześlemy wycenę i harmonogram.',
  },
  'Audyt dostępności architektonicznej budynku': {
    certificate: 'none',
    how_to_start: 'Prześlij rzuty budynku lub adres. Umówimy wizję lokalną.',
  },
  'Deklaracja dostępności – przygotowanie i weryfikacja': {
    certificate: 'none',
    how_to_start: 'Wyślij adres strony i dane kontaktowe koordynatora dostępności.',
  },
  'Testy aplikacji mobilnej z udziałem osób z niepełnosprawnościami': {
    certificate: 'none',
    how_to_start: 'Opisz aplikację i termin wydania. Zaproponujemy zakres testów i grupę uczestników.',
  },
};
