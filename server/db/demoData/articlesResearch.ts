import type { DemoArticle } from './types.js';

/** Research, reports, events and sponsored content. */
export const RESEARCH_ARTICLES: DemoArticle[] = [
  {
    author: 'rehaplus',
    title: 'Komunikacja wspomagająca i alternatywna (AAC) – przegląd metod i badań',
    article_type: 'scientific_article',
    category: 'rehabilitacja',
    excerpt:
      'Czy tablice komunikacyjne i urządzenia mówiące hamują rozwój mowy? Przegląd metod AAC oraz wniosków z badań nad ich wpływem na mowę u osób z niepełnosprawnościami rozwojowymi.',
    content: `<p>Komunikacja wspomagająca i alternatywna (AAC) obejmuje wszystkie sposoby porozumiewania się, które uzupełniają lub zastępują mowę. Korzystają z niej osoby z mózgowym porażeniem dziecięcym, autyzmem, afazją, ALS i wieloma innymi diagnozami.</p>
<h2>Rodzaje AAC</h2>
<ul>
<li><strong>Bez pomocy zewnętrznych</strong> – gesty, mimika, znaki manualne.</li>
<li><strong>Z pomocami niskiej technologii</strong> – tablice i książki komunikacyjne z symbolami lub zdjęciami.</li>
<li><strong>Z pomocami wysokiej technologii</strong> – urządzenia i aplikacje z syntezą mowy, sterowane dotykiem, przełącznikiem lub wzrokiem.</li>
</ul>
<h2>Co mówią badania</h2>
<p>Rodzice często obawiają się, że AAC „zastąpi” mowę. Przegląd badań Millar, Light i Schlosser (2006) nie wykazał, aby interwencje AAC hamowały rozwój mowy u osób z niepełnosprawnościami rozwojowymi; w części badań obserwowano niewielki wzrost produkcji mowy.</p>
<h2>Wnioski dla praktyki</h2>
<p>AAC warto wprowadzać wcześnie, równolegle z terapią logopedyczną, i modelować ją w codziennych sytuacjach – rodzina i terapeuci sami używają tablicy, rozmawiając z użytkownikiem.</p>
<h3>Źródło</h3>
<p>Millar D. C., Light J. C., Schlosser R. W. (2006), The impact of augmentative and alternative communication intervention on the speech production of individuals with developmental disabilities: a research review, Journal of Speech, Language, and Hearing Research, 49(2).</p>`,
    tags: ['AAC', 'komunikacja', 'logopedia', 'badania'],
    meta_title: 'AAC – komunikacja wspomagająca: metody i badania',
    meta_description:
      'Przegląd metod komunikacji wspomagającej i alternatywnej (AAC) oraz wyników badań nad jej wpływem na rozwój mowy.',
    status: 'published',
    days_ago: 40,
  },
  {
    author: 'cyfrowa',
    title: 'Najczęstsze błędy dostępności stron internetowych – co pokazują audyty',
    article_type: 'research_reports',
    category: 'audyty-dostepnosci',
    excerpt:
      'Niski kontrast, brak tekstów alternatywnych i pola formularzy bez etykiet – te same błędy wracają w audytach i w międzynarodowych analizach. Podsumowujemy, jak je naprawić.',
    content: `<p>Coroczna analiza WebAIM Million, w której automatycznie sprawdzany jest milion najpopularniejszych stron na świecie, od lat wskazuje tę samą grupę najczęstszych błędów. Nasze audyty stron polskich instytucji i firm potwierdzają ten obraz.</p>
<h2>Sześć powtarzających się błędów</h2>
<ol>
<li><strong>Niski kontrast tekstu</strong> – szary tekst na jasnym tle jest nieczytelny dla osób słabowidzących.</li>
<li><strong>Brak tekstu alternatywnego</strong> dla zdjęć i grafik.</li>
<li><strong>Puste linki</strong> – ikony bez nazwy dostępnej dla czytnika ekranu.</li>
<li><strong>Pola formularzy bez etykiet</strong>.</li>
<li><strong>Puste przyciski</strong>.</li>
<li><strong>Brak określenia języka strony</strong>, przez co syntezator czyta polski tekst z angielską wymową.</li>
</ol>
<h2>Testy automatyczne to za mało</h2>
<p>Narzędzia automatyczne wykrywają tylko część problemów. Kolejność fokusu, zrozumiałość komunikatów błędów czy sens tekstów alternatywnych trzeba sprawdzić ręcznie, najlepiej z udziałem użytkowników czytników ekranu.</p>
<p>Pełną listę kryteriów znajdziesz w wytycznych <a href="https://www.w3.org/WAI/standards-guidelines/wcag/">WCAG</a>.</p>`,
    tags: ['WCAG', 'audyt', 'raport', 'dostępność cyfrowa'],
    meta_title: 'Najczęstsze błędy dostępności stron – raport',
    meta_description:
      'Niski kontrast, brak tekstów alternatywnych, puste linki i pola bez etykiet: najczęstsze błędy dostępności stron i sposoby ich naprawy.',
    status: 'published',
    days_ago: 20,
  },
  {
    author: 'ngo',
    title: 'Łódź bez barier – zapraszamy na piknik i tydzień warsztatów',
    article_type: 'events',
    category: 'wydarzenia',
    excerpt:
      'Koncert z tłumaczeniem na PJM, strefa sportów paraolimpijskich, bezpłatne porady prawne i warsztaty dla urzędników. Program tegorocznej akcji „Łódź bez barier”.',
    content: `<p>Po raz kolejny zapraszamy mieszkańców Łodzi na akcję „Łódź bez barier”. Rozpoczynamy rodzinnym piknikiem w parku Źródliska, a w kolejnych dniach prowadzimy warsztaty.</p>
<h2>Program</h2>
<ul>
<li><strong>Sobota</strong> – piknik: koncert z tłumaczeniem na PJM, boccia, koszykówka na wózkach, stoiska organizacji.</li>
<li><strong>Poniedziałek</strong> – warsztaty obsługi klienta ze szczególnymi potrzebami dla urzędników.</li>
<li><strong>Środa</strong> – dyżur prawny: orzecznictwo i świadczenia.</li>
<li><strong>Piątek</strong> – spacer badawczy: sprawdzamy dostępność przystanków w centrum miasta.</li>
</ul>
<h2>Dostępność wydarzeń</h2>
<p>Wszystkie miejsca są dostępne dla osób na wózkach, zapewniamy pętle indukcyjne i strefę ciszy. Jeśli potrzebujesz innego wsparcia, napisz do nas – przygotujemy je.</p>`,
    tags: ['wydarzenia', 'Łódź', 'integracja'],
    meta_title: 'Łódź bez barier – piknik i warsztaty',
    meta_description:
      'Program akcji Łódź bez barier: piknik integracyjny, warsztaty dla urzędników, dyżur prawny i spacer badawczy po mieście.',
    status: 'published',
    days_ago: 12,
  },
  {
    author: 'rehaplus',
    title: 'Jak dobrać łóżko rehabilitacyjne do opieki domowej',
    article_type: 'sponsored',
    category: 'wypozyczalnia-sprzetu',
    excerpt:
      'Regulacja wysokości, barierki, materac przeciwodleżynowy – na co zwrócić uwagę, zanim wypożyczysz lub kupisz łóżko dla bliskiej osoby leżącej.',
    content: `<p>Łóżko rehabilitacyjne ułatwia opiekę nad osobą leżącą i chroni kręgosłup opiekuna. Przed wyborem warto odpowiedzieć na kilka pytań.</p>
<h2>Na co zwrócić uwagę</h2>
<ul>
<li><strong>Regulacja wysokości leża</strong> – pozwala pracować przy pacjencie bez pochylania się.</li>
<li><strong>Sterowanie elektryczne</strong> – pilot, z którego może korzystać także sam użytkownik.</li>
<li><strong>Barierki boczne</strong> – chronią przed upadkiem, ale nie powinny utrudniać wstawania.</li>
<li><strong>Materac</strong> – przy długim leżeniu potrzebny jest materac przeciwodleżynowy.</li>
</ul>
<h2>Wypożyczyć czy kupić?</h2>
<p>Przy opiece po operacji lub w czasie rekonwalescencji zwykle lepiej sprawdza się wypożyczenie. Przy opiece długoterminowej warto rozważyć zakup i zapytać w PCPR o dofinansowanie.</p>
<p><em>Artykuł sponsorowany przez Centrum Rehabilitacji RehaPlus.</em></p>`,
    tags: ['opieka domowa', 'łóżko rehabilitacyjne', 'sprzęt'],
    meta_title: 'Jak dobrać łóżko rehabilitacyjne – poradnik',
    meta_description:
      'Na co zwrócić uwagę przy wyborze łóżka rehabilitacyjnego do opieki domowej i kiedy lepiej je wypożyczyć niż kupić.',
    payment_option: 'paid',
    status: 'published',
    days_ago: 9,
  },
];
