import type { DemoArticle } from './types.js';

/** Practical guides: the portal itself, funding, certificates and personal assistance. */
export const GUIDE_ARTICLES: DemoArticle[] = [
  {
    author: 'superadmin',
    title: 'Jak korzystać z portalu – przewodnik dla osób szukających wsparcia i dla oferentów',
    article_type: 'article',
    excerpt:
      'Wyszukiwarka usług, profile organizacji i moderacja ofert: wyjaśniamy, jak znaleźć potrzebną pomoc i jak opublikować własne ogłoszenie, żeby dotarło do właściwych osób.',
    content: `<p>Portal zbiera w jednym miejscu usługi i oferty dla osób z niepełnosprawnościami, ich rodzin i opiekunów: wypożyczalnie sprzętu, rehabilitację, porady prawne, szkolenia, wydarzenia i usługi cyfrowe.</p>
<h2>Szukanie ofert</h2>
<p>Wpisz w wyszukiwarkę, czego potrzebujesz, na przykład <strong>wózek</strong> albo <strong>logopeda</strong>. Nie musisz pamiętać o polskich znakach – „wozek” znajdzie „wózek”. Wyniki zawęzisz filtrami kategorii, miasta i rodzaju odpłatności.</p>
<h2>Publikowanie ofert</h2>
<ol>
<li>Załóż konto jako oferent lub organizacja NGO i potwierdź adres email.</li>
<li>W panelu wybierz „Dodaj ofertę” i uzupełnij sześć zakładek formularza.</li>
<li>Po kliknięciu „Opublikuj” oferta trafia do moderacji; administratorzy sprawdzają ją zwykle w ciągu jednego dnia roboczego.</li>
</ol>
<h2>Dostępność</h2>
<p>Panel dostępności w nagłówku pozwala powiększyć tekst, włączyć wysoki kontrast, tryb ciemny i czytelniejszą czcionkę. Ustawienia zapisujemy tylko w Twojej przeglądarce.</p>`,
    tags: ['portal', 'poradnik', 'oferty'],
    meta_title: 'Jak korzystać z portalu usług inkluzywnych',
    meta_description:
      'Przewodnik po wyszukiwarce usług, profilach organizacji i publikowaniu ofert na portalu usług dla osób z niepełnosprawnościami.',
    status: 'published',
    days_ago: 60,
  },
  {
    author: 'offeror',
    title: 'Dofinansowanie wózka inwalidzkiego – skąd wziąć pieniądze krok po kroku',
    article_type: 'article',
    category: 'sprzedaz-sprzetu',
    excerpt:
      'Zlecenie z NFZ, dopłata z PCPR i program „Aktywny samorząd”: podpowiadamy, w jakiej kolejności składać wnioski, żeby sfinansować wózek dopasowany do potrzeb.',
    content: `<p>Dobry wózek to podstawa samodzielności, ale jego cena często przekracza możliwości domowego budżetu. Źródła finansowania można łączyć – ważna jest kolejność.</p>
<h2>1. Zlecenie na zaopatrzenie w wyroby medyczne (NFZ)</h2>
<p>Lekarz wystawia zlecenie, które potwierdzasz w oddziale NFZ lub elektronicznie. NFZ refunduje wózek do wysokości limitu; resztę ceny pokrywasz jako udział własny.</p>
<h2>2. Powiatowe centrum pomocy rodzinie</h2>
<p>Osoby z orzeczeniem mogą wnioskować w PCPR (w miastach na prawach powiatu – w MOPS) o dofinansowanie udziału własnego ze środków PFRON. Wniosek składa się <strong>przed zakupem</strong>, razem z kopią zlecenia i fakturą pro forma.</p>
<h2>3. Program „Aktywny samorząd”</h2>
<p>Program PFRON realizowany przez powiaty obejmuje między innymi pomoc w zakupie wózka o napędzie elektrycznym i w utrzymaniu sprawności technicznej posiadanego wózka. Nabór wniosków trwa zwykle od wiosny; szczegóły ogłasza Twój PCPR.</p>
<h2>Na co uważać</h2>
<ul>
<li>Nie kupuj sprzętu przed podpisaniem umowy o dofinansowanie – faktura sprzed umowy zwykle nie zostanie zwrócona.</li>
<li>Przymierz wózek; wiele wypożyczalni pozwala przetestować model przez kilka tygodni.</li>
<li>Zachowaj kopie wszystkich dokumentów – przydadzą się przy kolejnym wniosku.</li>
</ul>
<p>Aktualne zasady programów znajdziesz na stronie <a href="https://www.pfron.org.pl/">PFRON</a>.</p>`,
    tags: ['PFRON', 'wózek', 'dofinansowanie', 'NFZ'],
    meta_title: 'Dofinansowanie wózka inwalidzkiego krok po kroku',
    meta_description:
      'Jak połączyć refundację NFZ, dofinansowanie z PCPR i program Aktywny samorząd przy zakupie wózka inwalidzkiego.',
    status: 'published',
    days_ago: 48,
  },
  {
    author: 'ngo',
    title: 'Orzeczenie o niepełnosprawności a poziom potrzeby wsparcia – czym się różnią',
    article_type: 'article',
    category: 'porady-prawne',
    excerpt:
      'Dwa dokumenty, dwa różne zespoły orzekające i różne uprawnienia. Wyjaśniamy, do czego służy orzeczenie o stopniu niepełnosprawności, a do czego decyzja o poziomie potrzeby wsparcia.',
    content: `<p>Wiele osób myli orzeczenie o stopniu niepełnosprawności z nową decyzją o poziomie potrzeby wsparcia. To dwa osobne postępowania.</p>
<h2>Orzeczenie o stopniu niepełnosprawności</h2>
<p>Wydaje je powiatowy zespół do spraw orzekania o niepełnosprawności. Określa stopień – <strong>lekki, umiarkowany lub znaczny</strong> – oraz wskazania, na przykład do ulg, zatrudnienia czy karty parkingowej. Otwiera drogę do turnusów rehabilitacyjnych, dofinansowań z PFRON i ulg podatkowych.</p>
<h2>Poziom potrzeby wsparcia</h2>
<p>Ustala go wojewódzki zespół w skali od 0 do 100 punktów. Decyzja jest potrzebna, aby ubiegać się w ZUS o <strong>świadczenie wspierające</strong>. Mogą o nie wnioskować pełnoletnie osoby z orzeczeniem o znacznym lub umiarkowanym stopniu niepełnosprawności (albo orzeczeniem równoważnym). Próg punktowy uprawniający do świadczenia jest obniżany stopniowo.</p>
<h2>Od czego zacząć</h2>
<ul>
<li>Sprawdź, czy Twoje orzeczenie jest ważne i jaki stopień określa.</li>
<li>Zbierz aktualną dokumentację medyczną i opis codziennych trudności.</li>
<li>Wniosek do wojewódzkiego zespołu złożysz papierowo albo elektronicznie.</li>
</ul>
<p>Masz wątpliwości? Przyjdź na bezpłatny dyżur prawny stowarzyszenia – pomożemy wypełnić wniosek.</p>`,
    tags: ['orzecznictwo', 'świadczenie wspierające', 'prawo'],
    meta_title: 'Orzeczenie o niepełnosprawności a poziom potrzeby wsparcia',
    meta_description:
      'Czym różni się orzeczenie o stopniu niepełnosprawności od decyzji o poziomie potrzeby wsparcia i kto może ubiegać się o świadczenie wspierające.',
    status: 'published',
    days_ago: 30,
  },
  {
    author: 'ngo',
    title: 'Asystencja osobista – kto może skorzystać i jak złożyć wniosek',
    article_type: 'article',
    category: 'uslugi-zdrowotne',
    excerpt:
      'Asystent pomaga w codziennych czynnościach, dojazdach i udziale w życiu społecznym. Podpowiadamy, gdzie pytać o program i jakie dokumenty przygotować.',
    content: `<p>Asystencja osobista pozwala osobie z niepełnosprawnością samodzielnie decydować o swoim dniu: asystent pomaga w dojazdach, zakupach, załatwianiu spraw urzędowych czy udziale w zajęciach.</p>
<h2>Gdzie pytać</h2>
<p>Usługi asystencji w ramach programów rządowych realizują gminy, powiaty i organizacje pozarządowe. Zacznij od ośrodka pomocy społecznej w swojej gminie – tam dowiesz się, czy program działa w Twojej okolicy i kiedy trwa nabór.</p>
<h2>Jakie dokumenty przygotować</h2>
<ul>
<li>kopię orzeczenia o niepełnosprawności (albo orzeczenia równoważnego),</li>
<li>kartę zgłoszenia do programu – wzór udostępnia realizator,</li>
<li>opis, w jakich sytuacjach potrzebujesz wsparcia i ile godzin w miesiącu.</li>
</ul>
<p>Możesz wskazać osobę, która ma zostać Twoim asystentem, jeśli spełnia wymagania programu. Asystentem nie może być jednak członek najbliższej rodziny.</p>`,
    tags: ['asystencja osobista', 'usługi społeczne'],
    meta_title: 'Asystencja osobista – jak złożyć wniosek',
    meta_description:
      'Kto może skorzystać z usług asystenta osobistego osoby z niepełnosprawnością, gdzie szukać programu i jakie dokumenty przygotować.',
    status: 'pending_approval',
    days_ago: 3,
  },
];
