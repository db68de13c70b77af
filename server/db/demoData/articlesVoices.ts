import type { DemoArticle } from './types.js';

/** Columns and interviews. */
export const VOICE_ARTICLES: DemoArticle[] = [
  {
    author: 'admin',
    title: 'Schody, których nie widać',
    article_type: 'column',
    excerpt:
      'Próg przy wejściu widać od razu. Gorzej z barierami, które kryją się w formularzach, komunikatach urzędów i w pośpiechu, z jakim do siebie mówimy.',
    content: `<p>Kiedy mówimy o barierach, myślimy o schodach, wąskich drzwiach i windzie, która znowu nie działa. Te bariery łatwo sfotografować i opisać w raporcie.</p>
<p>Są jednak schody, których nie widać. Formularz, który nie daje się wypełnić z klawiatury. Komunikat urzędu napisany tak, że trzeba go czytać trzy razy. Infolinia, na której nie da się napisać wiadomości, bo przewidziano tylko rozmowę. Spotkanie, na którym nikt nie pomyślał o tłumaczu języka migowego.</p>
<h2>Dostępność to nawyk</h2>
<p>Takich barier nie usuwa się jednym remontem. Usuwa się je nawykiem: pytaniem „kto jeszcze z tego skorzysta?” zadanym przed wysłaniem pisma, zanim zamówimy salę albo opublikujemy stronę.</p>
<ul>
<li>Piszmy prosto – krótkie zdania pomagają wszystkim.</li>
<li>Dajmy wybór formy kontaktu: telefon, email, SMS.</li>
<li>Pytajmy o potrzeby wcześniej, a nie przepraszajmy później.</li>
</ul>
<p>Najlepsze rozwiązania powstają wtedy, gdy osoby z niepełnosprawnościami są przy stole od początku, a nie dopiero na etapie skarg.</p>`,
    tags: ['felieton', 'dostępność', 'bariery'],
    meta_title: 'Schody, których nie widać – felieton',
    meta_description:
      'Felieton o niewidocznych barierach: niedostępnych formularzach, trudnym języku urzędów i braku wyboru formy kontaktu.',
    status: 'published',
    days_ago: 26,
  },
  {
    author: 'offeror',
    title: '„Sport dał mi odwagę” – rozmowa o koszykówce na wózkach',
    article_type: 'interviews',
    category: 'wydarzenia',
    excerpt:
      'Rozmawiamy z trenerką drużyny fundacji o tym, jak zacząć grać w koszykówkę na wózkach, ile kosztuje sprzęt i dlaczego w drużynie jest miejsce także dla osób pełnosprawnych.',
    content: `<p><strong>Od kiedy gra Pani w koszykówkę na wózkach?</strong></p>
<p>Od dziewięciu lat. Zaczęłam rok po wypadku, kiedy fizjoterapeutka zabrała mnie na trening. Po pierwszych zajęciach bolały mnie ręce, ale wróciłam do domu z poczuciem, że znowu coś mogę.</p>
<p><strong>Czy trzeba mieć własny wózek sportowy?</strong></p>
<p>Na początek nie. Wózki sportowe są drogie, dlatego fundacja wypożycza je zawodnikom. Własny sprzęt warto kupić dopiero wtedy, gdy wiemy, że zostajemy w sporcie na dłużej.</p>
<p><strong>W turnieju mogą grać osoby bez niepełnosprawności?</strong></p>
<p>Tak, drużyny są mieszane. Dla wielu osób to pierwsza okazja, żeby zobaczyć, ile wysiłku i techniki wymaga prowadzenie wózka z piłką.</p>
<h2>Jak zacząć</h2>
<ul>
<li>Przyjdź na trening otwarty – nie potrzebujesz doświadczenia.</li>
<li>Weź wygodny strój i rękawiczki bez palców.</li>
<li>Zapytaj o sekcje w swoim mieście – wiele klubów prowadzi nabór przez cały rok.</li>
</ul>`,
    tags: ['sport', 'wywiad', 'koszykówka na wózkach'],
    meta_title: 'Koszykówka na wózkach – wywiad z trenerką',
    meta_description:
      'Jak zacząć grać w koszykówkę na wózkach: rozmowa z trenerką drużyny fundacji o sprzęcie, treningach i mieszanych drużynach.',
    status: 'published',
    days_ago: 14,
  },
  {
    author: 'offeror',
    title: 'Praca zdalna – szansa czy pułapka dla osób z niepełnosprawnościami?',
    article_type: 'column',
    excerpt:
      'Praca z domu usuwa barierę dojazdu, ale może zamknąć w czterech ścianach. O tym, jak korzystać z pracy zdalnej mądrze – z perspektywy fundacji, która pomaga szukać zatrudnienia.',
    content: `<p>Praca zdalna otworzyła rynek pracy dla wielu osób, dla których codzienny dojazd do biura był największą przeszkodą. Nie trzeba już tłumaczyć pracodawcy, dlaczego autobus niskopodłogowy nie przyjechał.</p>
<p>Widzimy jednak także drugą stronę. Część naszych podopiecznych po roku pracy z domu mówi o samotności i o tym, że zespół zapomina o nich przy awansach.</p>
<h2>Co pomaga</h2>
<ul>
<li>model hybrydowy, jeśli tylko biuro jest dostępne,</li>
<li>regularne spotkania zespołu z kamerą i napisami na żywo,</li>
<li>jasne zasady oceny pracy, takie same dla wszystkich.</li>
</ul>
<p>Praca zdalna powinna być wyborem, a nie jedyną możliwością, jaką pracodawca proponuje osobie z niepełnosprawnością.</p>`,
    tags: ['praca', 'zatrudnienie', 'felieton'],
    meta_title: 'Praca zdalna a osoby z niepełnosprawnościami',
    meta_description:
      'Felieton o zaletach i ryzykach pracy zdalnej dla osób z niepełnosprawnościami oraz o tym, co pomaga pracodawcom i pracownikom.',
    status: 'pending_approval',
    days_ago: 1,
  },
];
