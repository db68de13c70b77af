import { Link } from 'react-router-dom';
import { ACCESSIBILITY_REQUEST_FORM_TEXTS } from '../../../shared/accessibilityRequests';
import { PUBLIC_PAGES } from '../../../shared/publicPages';
import { ACCESSIBILITY_CONTACT_TEXTS as C } from '../../../shared/messagesSettings';
import { polishMobileNumber, telHref } from '../../../shared/phone';
import { portalName } from '../../portalName';
import { ContactEmail } from '../../components/ContactEmail';
import { formatDate } from '../../format';
import { usePublicSettings } from '../../hooks/usePublicSettings';
import { InfoPage } from '../info/InfoPage';
import { AccessibilityRequestForm } from './AccessibilityRequestForm';

/** Dates the statement must give (ustawa o dostępności cyfrowej, art. 10); update them with every significant change. */
const PUBLISHED_ON = '2026-11-21';
const UPDATED_ON = '2026-11-27';
const STATEMENT_PREPARED_ON = '2026-11-21';

const dateText = (iso: string) => <time dateTime={iso}>{formatDate(iso)}</time>;

/** What we know does not work for everyone, with the day we found it: people can plan around it, and ask. */
const KNOWN_PROBLEMS: { text: string; found: string }[] = [
  {
    text: 'Oferty i artykuły dodają użytkownicy portalu. Mimo moderacji niektóre zdjęcia mogą nie mieć pełnego opisu, a teksty mogą zawierać skróty lub trudne słownictwo.',
    found: '2026-11-21',
  },
  {
    text: 'Dokumenty i strony zewnętrzne, do których prowadzą linki w ofertach, mogą nie być dostępne.',
    found: '2026-11-21',
  },
  {
    text: 'Większość stron nie ma wersji w polskim języku migowym (PJM). Film w PJM może mieć tylko strona „O portalu”.',
    found: '2026-11-27',
  },
  {
    text: 'W panelu administracyjnym tabele na wąskim ekranie (np. przy powiększeniu 400 %) przewija się w bok zamiast układać w karty. Dotyczy to tylko administratorów portalu.',
    found: '2026-11-27',
  },
];

/** The named person for accessibility matters with a phone for calls and, for a mobile number, SMS (the settings). */
function AccessibilityContact() {
  const settings = usePublicSettings();
  const name = settings.data?.accessibility_contact_name;
  const phone = settings.data?.accessibility_contact_phone;
  const mobile = polishMobileNumber(phone);
  return (
    <ul>
      <li>{name ? C.person(name) : C.noPerson}</li>
      <li>
        Email: <ContactEmail />
      </li>
      {phone && (
        <li>
          {C.phone}: <a href={telHref(phone)}>{phone}</a>
        </li>
      )}
      {phone && mobile && (
        // The number alone is the link's visible text, so it fits one line at 320 px with the largest text; the name
        // says what the link does and contains that text.
        <li>
          {C.sms}:{' '}
          <a href={`sms:${mobile}`} aria-label={C.sendSms(phone)}>
            {phone}
          </a>
        </li>
      )}
    </ul>
  );
}

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
      <h3>Znane problemy</h3>
      <ul>
        {KNOWN_PROBLEMS.map((problem) => (
          <li key={problem.text}>
            {problem.text} Stwierdzono: {dateText(problem.found)}.
          </li>
        ))}
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
        <li>
          Strona <Link to={PUBLIC_PAGES.easyRead.path}>{PUBLIC_PAGES.easyRead.title}</Link> (link w nagłówku każdej
          strony) opisuje portal prostymi słowami. Oferty mogą mieć część „W skrócie – tekst łatwy do czytania”.
        </li>
      </ul>

      <h2>Limit czasu sesji</h2>
      <p>
        Jeśli jesteś zalogowany, sesja kończy się po 30 minutach bez aktywności. Aktywnością jest naciśnięcie klawisza,
        kliknięcie, przewijanie, wpisywanie tekstu i przejście do innego elementu (także w trybie przeglądania czytnika
        ekranu). Dwie minuty przed końcem sesji pojawia się okno z przyciskami „Przedłuż sesję” i „Wyloguj”; czytnik
        ekranu odczyta pozostały czas. To, co wpisujesz w formularzach, zapisuje się w tej przeglądarce jako wersja
        robocza, więc po ponownym zalogowaniu możesz ją przywrócić i wrócisz na tę samą stronę. Przeglądanie ofert i
        artykułów oraz formularz zgłoszenia poniżej nie wymagają logowania i nie mają limitu czasu.
      </p>

      <h2>Informacje zwrotne i dane kontaktowe</h2>
      <p>
        Jeśli zauważysz problemy z dostępnością strony, skorzystaj z formularza „Zgłoś problem z dostępnością” poniżej
        albo skontaktuj się z nami:
      </p>
      <AccessibilityContact />
      <p>
        Tą samą drogą można składać wnioski o udostępnienie informacji niedostępnej oraz żądania zapewnienia dostępności
        cyfrowej.
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

      <h2 id="accessibility-request-heading">{ACCESSIBILITY_REQUEST_FORM_TEXTS.heading}</h2>
      <p>{ACCESSIBILITY_REQUEST_FORM_TEXTS.intro}</p>
      <AccessibilityRequestForm />

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
