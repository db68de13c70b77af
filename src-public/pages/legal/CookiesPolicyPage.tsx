import { InfoPage } from '../info/InfoPage';

const A11Y_KEYS: [string, string][] = [
  ['accessibility-fontSize', 'wybrany rozmiar tekstu (standardowy, większy lub największy)'],
  ['accessibility-highContrast', 'czy włączony jest wysoki kontrast'],
  ['accessibility-darkMode', 'czy włączony jest tryb ciemny'],
  ['accessibility-reduceMotion', 'czy animacje są ograniczone'],
  ['accessibility-readableFont', 'czy używana jest czytelniejsza czcionka'],
  ['accessibility-underlineLinks', 'czy wszystkie linki są podkreślone'],
];

export default function CookiesPolicyPage() {
  return (
    <InfoPage
      page="cookies"
      lead="Portal nie używa plików cookies śledzących, analitycznych ani reklamowych. W pamięci Twojej przeglądarki (localStorage) zapisujemy tylko to, co jest potrzebne do działania strony."
    >
      <h2>Co zapisujemy w przeglądarce</h2>
      <div className="table-wrap">
        <table className="table table-stack">
          <caption>Dane zapisywane w pamięci przeglądarki (localStorage)</caption>
          <thead>
            <tr>
              <th scope="col">Klucz</th>
              <th scope="col">Do czego służy</th>
              <th scope="col">Jak długo</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td data-label="Klucz">
                <code>authToken</code>
              </td>
              <td data-label="Do czego służy">
                Utrzymuje Twoją sesję po zalogowaniu, żeby nie trzeba było logować się na każdej stronie.
              </td>
              <td data-label="Jak długo">Do wylogowania albo wygaśnięcia sesji.</td>
            </tr>
            {A11Y_KEYS.map(([key, purpose]) => (
              <tr key={key}>
                <td data-label="Klucz">
                  <code>{key}</code>
                </td>
                <td data-label="Do czego służy">Ustawienie panelu „Ułatwienia dostępu”: {purpose}.</td>
                <td data-label="Jak długo">Do czasu zmiany ustawień lub wyczyszczenia danych przeglądarki.</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>Czego nie robimy</h2>
      <ul>
        <li>Nie używamy narzędzi analitycznych ani pikseli śledzących.</li>
        <li>Nie wyświetlamy reklam i nie udostępniamy danych o Twoich odwiedzinach innym firmom.</li>
        <li>Ustawień dostępności nie wysyłamy na serwer — zna je tylko Twoja przeglądarka.</li>
      </ul>
      <h2>Jak usunąć te dane</h2>
      <p>
        Wylogowanie usuwa <code>authToken</code>. Przycisk „Przywróć ustawienia domyślne” w panelu „Ułatwienia dostępu”
        przywraca domyślne ustawienia. Wszystkie dane portalu usuniesz, czyszcząc dane witryny w ustawieniach
        przeglądarki. Ponieważ nie używamy cookies wymagających zgody, portal nie wyświetla baneru zgody na cookies.
      </p>
    </InfoPage>
  );
}
