import { Link } from 'react-router-dom';
import { InfoPage } from './InfoPage';

export default function RoadmapPage() {
  return (
    <InfoPage
      page="roadmap"
      lead="Portal rozwijamy krok po kroku, słuchając jego użytkowników. Oto co już działa, nad czym pracujemy i co planujemy."
    >
      <h2>Już działa</h2>
      <ul>
        <li>Wyszukiwarka ofert z filtrami kategorii, odpłatności i miejscowości, odporna na brak polskich znaków.</li>
        <li>Konta użytkowników, oferentów i organizacji NGO z potwierdzeniem adresu email i resetem hasła.</li>
        <li>Dodawanie i edycja ofert oraz artykułów w panelu użytkownika, z moderacją przed publikacją.</li>
        <li>Profile organizacji ze znakiem weryfikacji.</li>
        <li>
          Panel „Ułatwienia dostępu”: rozmiar tekstu, wysoki kontrast, tryb ciemny, czytelna czcionka, podkreślenie
          linków, ograniczenie animacji.
        </li>
      </ul>
      <h2>W przygotowaniu</h2>
      <ul>
        <li>
          <strong>Rodzaje płatności</strong> — przejrzysta informacja, jak można zapłacić za usługę (przelew,
          dofinansowanie, refundacja).
        </li>
        <li>
          <strong>Zwiększ widoczność</strong> — wyróżnianie ofert organizacji, które chcą dotrzeć do większej liczby
          osób.
        </li>
        <li>Samodzielne zgłaszanie organizacji do weryfikacji z poziomu panelu.</li>
      </ul>
      <h2>Planujemy</h2>
      <ul>
        <li>Wyszukiwanie ofert na mapie i według odległości od wskazanego miejsca.</li>
        <li>Powiadomienia email o nowych ofertach w wybranych kategoriach.</li>
        <li>Opinie o usługach wystawiane przez osoby, które z nich skorzystały.</li>
        <li>Wersje treści w Polskim Języku Migowym i w tekście łatwym do czytania (ETR).</li>
      </ul>
      <h2>Masz pomysł?</h2>
      <p>
        <Link to="/zaproponuj-funkcjonalnosc">Zaproponuj funkcjonalność</Link> — każdą propozycję czytamy i bierzemy pod
        uwagę przy planowaniu kolejnych prac.
      </p>
    </InfoPage>
  );
}
