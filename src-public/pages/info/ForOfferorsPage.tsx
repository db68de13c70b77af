import { Link } from 'react-router-dom';
import { InfoPage } from './InfoPage';

export default function ForOfferorsPage() {
  return (
    <InfoPage
      page="forOfferors"
      lead="Świadczysz usługi dla osób z niepełnosprawnościami? Dodaj je do portalu bezpłatnie i dotrzyj do osób, które ich szukają."
    >
      <h2>Jak zacząć — krok po kroku</h2>
      <ol>
        <li>
          <Link to="/register?type=offeror">Załóż konto oferenta</Link> (albo konto organizacji NGO) i podaj nazwę
          swojej organizacji.
        </li>
        <li>Potwierdź adres email, klikając link z wiadomości, którą od nas dostaniesz.</li>
        <li>
          Zaloguj się i w swoim panelu wybierz <Link to="/dashboard?view=add-offer">Dodaj ofertę</Link>. Formularz
          prowadzi przez siedem zakładek: podstawowe informacje, odpłatność, warunki i dofinansowanie, lokalizację,
          zdjęcie, kontakt i publikację.
        </li>
        <li>
          Kliknij „Opublikuj”. Administracja sprawdzi ofertę, zwykle w ciągu jednego dnia roboczego, i po zatwierdzeniu
          pojawi się ona w wyszukiwarce.
        </li>
      </ol>
      <h2>Jak przygotować dobrą ofertę</h2>
      <ul>
        <li>W tytule napisz konkretnie, co oferujesz, np. „Wypożyczenie wózka aktywnego — Łódź”.</li>
        <li>W krótkim opisie (do 200 znaków) odpowiedz na pytanie „dla kogo i co dokładnie”.</li>
        <li>
          W długim opisie podaj warunki, terminy, dostępność miejsca (podjazd, winda, toaleta) i co zabrać ze sobą.
        </li>
        <li>Zdjęcie opisz tekstem w tytule lub opisie — osoby niewidome poznają je z tego opisu.</li>
        <li>Podaj preferowany sposób kontaktu: niektórym łatwiej napisać SMS lub email niż zadzwonić.</li>
        <li>Ustaw datę ważności oferty czasowej — po jej upływie oferta sama zniknie z wyników.</li>
      </ul>
      <h2>Weryfikacja organizacji</h2>
      <p>
        Zweryfikowane organizacje mają przy nazwie znak „zweryfikowana”, który zwiększa zaufanie odwiedzających. O
        weryfikację możesz poprosić przez stronę <Link to="/contact">Kontakt</Link>, podając nazwę i numer KRS lub NIP.
      </p>
      <h2>Artykuły na blogu</h2>
      <p>
        Możesz też dzielić się wiedzą: w panelu napiszesz artykuł, który po akceptacji redakcji ukaże się na{' '}
        <Link to="/blog">blogu</Link>.
      </p>
    </InfoPage>
  );
}
