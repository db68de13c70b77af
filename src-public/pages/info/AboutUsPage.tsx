import { Link } from 'react-router-dom';
import { InfoPage } from './InfoPage';

export default function AboutUsPage() {
  return (
    <InfoPage
      page="aboutUs"
      lead="Tworzymy portal, bo wiemy, ile czasu i sił kosztuje szukanie pomocy: sprzętu, terapeuty, prawnika czy szkolenia, które naprawdę są dostępne."
    >
      <h2>Nasza misja</h2>
      <p>
        Chcemy, żeby każda osoba z niepełnosprawnością, jej rodzina i opiekunowie mogli w kilka minut znaleźć usługę
        dopasowaną do swoich potrzeb — blisko domu, w przystępnej cenie i od sprawdzonej organizacji.
      </p>
      <h2>W co wierzymy</h2>
      <ul>
        <li>
          <strong>Dostępność to podstawa, a nie dodatek.</strong> Każdą funkcję sprawdzamy z klawiaturą, czytnikiem
          ekranu i w trybach wysokiego kontrastu.
        </li>
        <li>
          <strong>Prosty język.</strong> Piszemy krótko i konkretnie, bez urzędniczego żargonu.
        </li>
        <li>
          <strong>Zaufanie.</strong> Oferty i artykuły przechodzą moderację, a organizacje mogą zostać zweryfikowane.
        </li>
        <li>
          <strong>Prywatność.</strong> Nie śledzimy odwiedzających, nie wyświetlamy reklam i nie sprzedajemy danych.
        </li>
      </ul>
      <h2>Z kim współpracujemy</h2>
      <p>
        Z fundacjami, stowarzyszeniami, firmami i specjalistami, którzy świadczą usługi dla osób z
        niepełnosprawnościami, a także z samorządami i mediami. Jeśli chcesz działać razem z nami, zajrzyj na stronę{' '}
        <Link to="/dla-partnerow">dla partnerów</Link>.
      </p>
      <h2>Jak się z nami skontaktować</h2>
      <p>
        Napisz przez stronę <Link to="/contact">Kontakt</Link>. Pomysły na nowe funkcje chętnie przyjmujemy przez
        formularz <Link to="/zaproponuj-funkcjonalnosc">Zaproponuj funkcjonalność</Link>, a w naszym{' '}
        <Link to="/roadmap">planie rozwoju</Link> pokazujemy, nad czym pracujemy.
      </p>
    </InfoPage>
  );
}
