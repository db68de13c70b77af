import { Link } from 'react-router-dom';
import { portalName } from '../../portalName';
import { ContactEmail } from '../../components/ContactEmail';
import { formatDate } from '../../format';
import { InfoPage } from '../info/InfoPage';

/** Dates the statement must give (ustawa o dostępności cyfrowej, art. 10); update them with every significant change. */
const PUBLISHED_ON = '2026-11-21';
const UPDATED_ON = '2026-11-21';
const STATEMENT_PREPARED_ON = '2026-11-21';

const dateText = (iso: string) => <time dateTime={iso}>{formatDate(iso)}</time>;

export default function AccessibilityStatementPage() {
  return (
    <InfoPage page="accessibility">
      <p>
        {portalName()} zobowiązuje się zapewnić dostępność swojej strony internetowej zgodnie z ustawą z dnia 4 kwietnia
        2019 r. o dostępności cyfrowej stron internetowych i aplikacji mobilnych podmiotów publicznych. Deklaracja
        dostępności dotyczy strony internetowej {portalName()} dostępnej pod adresem{' '}
        <span className="break-anywhere">{window.location.origin}</span>.
      </p>
      <ul>
        <li>Data publikacji strony internetowej: {dateText(PUBLISHED_ON)}.</li>
        <li>Data ostatniej istotnej aktualizacji: {dateText(UPDATED_ON)}.</li>
      </ul>

      <h2>Stan dostępności cyfrowej</h2>
      <p>
        Strona internetowa jest <strong>częściowo zgodna</strong> z ustawą o dostępności cyfrowej stron internetowych i
        aplikacji mobilnych podmiotów publicznych (standard WCAG 2.1 na poziomie AA; stronę projektujemy według WCAG 2.2
        AA) z powodu niezgodności lub wyłączeń wymienionych poniżej.
      </p>
      <h3>Treści niedostępne</h3>
      <ul>
        <li>
          Oferty i artykuły dodają użytkownicy portalu. Mimo moderacji niektóre zdjęcia mogą nie mieć pełnego opisu, a
          teksty mogą zawierać skróty lub trudne słownictwo.
        </li>
        <li>Dokumenty i strony zewnętrzne, do których prowadzą linki w ofertach, mogą nie być dostępne.</li>
        <li>Portal nie publikuje jeszcze treści w Polskim Języku Migowym ani w tekście łatwym do czytania (ETR).</li>
      </ul>

      <h2>Przygotowanie deklaracji dostępności</h2>
      <ul>
        <li>Deklarację sporządzono dnia {dateText(STATEMENT_PREPARED_ON)}.</li>
        <li>
          Deklarację sporządzono na podstawie samooceny przeprowadzonej przez zespół portalu: automatycznych testów
          narzędziem axe (WCAG 2.2 AA) na każdej stronie w trybie standardowym, wysokiego kontrastu i ciemnym oraz
          testów ręcznych z klawiaturą i czytnikiem ekranu.
        </li>
      </ul>

      <h2>Ułatwienia na stronie</h2>
      <ul>
        <li>
          Link „Przejdź do treści głównej” jako pierwszy element strony (pojawia się po naciśnięciu klawisza Tab).
        </li>
        <li>
          Panel „Ułatwienia dostępu” w nagłówku: zmiana rozmiaru tekstu, wysoki kontrast, tryb ciemny, czytelna
          czcionka, podkreślenie linków i ograniczenie animacji. Strona respektuje też systemowe ustawienie ograniczenia
          ruchu.
        </li>
        <li>
          Po przejściu na nową stronę fokus trafia na jej nagłówek, a liczba wyników wyszukiwania jest odczytywana.
        </li>
        <li>Pełna obsługa klawiaturą, widoczny fokus, nagłówki i punkty orientacyjne (landmarki).</li>
      </ul>

      <h2>Informacje zwrotne i dane kontaktowe</h2>
      <p>
        Jeśli zauważysz problemy z dostępnością strony, napisz na adres <ContactEmail /> albo skorzystaj z formularza{' '}
        <Link to="/zglos-blad">Zgłoś błąd</Link>. Tą samą drogą można składać wnioski o udostępnienie informacji
        niedostępnej oraz żądania zapewnienia dostępności cyfrowej.
      </p>
      <p>
        Każdy ma prawo do wystąpienia z żądaniem zapewnienia dostępności cyfrowej strony internetowej lub jej elementu.
        Można także zażądać udostępnienia informacji za pomocą alternatywnego sposobu dostępu, na przykład przez
        odczytanie niedostępnego cyfrowo dokumentu, opisanie zawartości filmu bez audiodeskrypcji itp. Żądanie powinno
        zawierać dane osoby zgłaszającej żądanie, wskazanie, o którą stronę internetową lub element strony chodzi, oraz
        sposób kontaktu. Jeżeli osoba żądająca zgłasza potrzebę otrzymania informacji za pomocą alternatywnego sposobu
        dostępu, powinna także określić dogodny dla niej sposób przedstawienia tej informacji.
      </p>
      <p>
        Realizujemy żądanie niezwłocznie, nie później niż w ciągu 7 dni od dnia jego wystąpienia. Jeżeli dotrzymanie
        tego terminu nie jest możliwe, niezwłocznie informujemy o tym, kiedy realizacja żądania będzie możliwa — termin
        ten nie może być dłuższy niż 2 miesiące od dnia wystąpienia z żądaniem. Jeżeli zapewnienie dostępności cyfrowej
        nie jest możliwe, możemy zaproponować alternatywny sposób dostępu do informacji.
      </p>

      <h2>Procedura odwoławcza</h2>
      <p>
        W przypadku, gdy odmówimy realizacji żądania zapewnienia dostępności lub alternatywnego sposobu dostępu do
        informacji, osoba żądająca może złożyć skargę na takie działanie — na ten sam adres, co żądanie. Po wyczerpaniu
        wskazanej procedury można także złożyć wniosek do Rzecznika Praw Obywatelskich.
      </p>
      <p>
        Strona internetowa Rzecznika Praw Obywatelskich: <a href="https://bip.brpo.gov.pl/">https://bip.brpo.gov.pl/</a>
        .
      </p>

      <h2>Dostępność architektoniczna</h2>
      <p>
        Portal jest usługą internetową i nie prowadzi stacjonarnej obsługi interesantów — wszystkie sprawy można
        załatwić przez internet, pisząc na adres kontaktowy. Informacje o dostępności miejsc, w których świadczone są
        usługi z ofert (wejście bez schodów, winda, toaleta dla osób z niepełnosprawnościami, parking, możliwość wejścia
        z psem asystującym), podają w opisach ofert sami oferenci; w razie wątpliwości zapytaj oferenta przed wizytą.
      </p>

      <h2>Aplikacje mobilne</h2>
      <p>Portal nie ma aplikacji mobilnych. Strona dostosowuje się do ekranów telefonów i tabletów.</p>
    </InfoPage>
  );
}
