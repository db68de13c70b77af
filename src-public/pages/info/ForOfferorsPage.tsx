import { Link } from 'react-router-dom';
import { OFFER_STEP_MESSAGES } from '../../../shared/messagesAuthoring';
import { OFFER_TABS } from '../../forms/offer/offerFormValues';
import { InfoPage } from './InfoPage';

/** The form's steps as the page names them: 'podstawowe informacje, odpłatność, …' from the form's own list. */
const stepNames = OFFER_TABS.map((tab) => tab.label.toLowerCase()).join(', ');

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
          zadaje pytania krok po kroku ({OFFER_TABS.length} kroków: {stepNames}). Możesz wracać do poprzednich kroków.
        </li>
        <li>
          Na końcu zobaczysz wszystkie odpowiedzi na stronie „{OFFER_STEP_MESSAGES.reviewHeading}”. Popraw, co trzeba, i
          opublikuj ofertę. Administracja sprawdzi ją, zwykle w ciągu jednego dnia roboczego. Po zatwierdzeniu oferta
          pojawi się w wyszukiwarce.
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
        weryfikację poprosisz w swoim <Link to="/dashboard">panelu</Link>, w części „Weryfikacja organizacji”,
        przyciskiem „Poproś o weryfikację”. Potrzebne są nazwa organizacji oraz NIP lub KRS w profilu; administrator
        sprawdzi je w rejestrach publicznych.
      </p>
      <h2>Artykuły na blogu</h2>
      <p>
        Możesz też dzielić się wiedzą: w panelu napiszesz artykuł, który po akceptacji redakcji ukaże się na{' '}
        <Link to="/blog">blogu</Link>.
      </p>
    </InfoPage>
  );
}
