import { Link } from 'react-router-dom';
import { EASY_READ_TEXTS } from '../../../shared/easyRead';
import { PUBLIC_PAGES } from '../../../shared/publicPages';
import { EasyReadMark } from '../../components/EasyReadMark';
import { PageHeading, useDocumentTitle } from '../../components/PageHeading';

/**
 * The portal in easy-to-read Polish (docs/dostepnosc.md#tekst-łatwy-do-czytania): short sentences, one idea each, no
 * hard words, one topic under each heading. Change it together with the pages it retells (home page, 'O portalu',
 * registration, reports and appeals, the accessibility statement).
 */
export default function EasyReadPage() {
  const { title } = PUBLIC_PAGES.easyRead;
  useDocumentTitle(title);
  return (
    <div className="info-page prose easy-read-page">
      <div className="etr-heading">
        <EasyReadMark />
        <PageHeading>{title}</PageHeading>
      </div>
      <p className="lead">
        Tu piszemy o portalu prostymi słowami.
        <br />
        {EASY_READ_TEXTS.markLabel} ma taki znak jak obok tytułu.
      </p>

      <section aria-labelledby="etr-purpose">
        <h2 id="etr-purpose">Po co jest ten portal</h2>
        <p>Ten portal jest dla osób z niepełnosprawnościami.</p>
        <p>Jest też dla ich rodzin i opiekunów.</p>
        <p>W portalu znajdziesz pomoc i usługi.</p>
        <p>Na przykład: wózek, rehabilitację albo poradę prawnika.</p>
        <p>Pomoc dają fundacje, stowarzyszenia i firmy.</p>
        <p>Korzystanie z portalu nic nie kosztuje.</p>
      </section>

      <section aria-labelledby="etr-how-to-use">
        <h2 id="etr-how-to-use">Jak korzystać z portalu</h2>
        <p>
          Wejdź na stronę <Link to={PUBLIC_PAGES.search.path}>Wyszukiwarka ofert</Link>.
        </p>
        <p>Wpisz, czego szukasz.</p>
        <p>Na przykład: wózek.</p>
        <p>Wpisz też swoją miejscowość.</p>
        <p>Zobaczysz listę ofert.</p>
        <p>Oferta to informacja o pomocy albo usłudze.</p>
        <p>Kliknij ofertę, żeby przeczytać więcej.</p>
        <p>Przy niektórych ofertach jest tekst łatwy do czytania.</p>
        <p>Ten tekst jest na górze strony oferty.</p>
        <p>Na stronie oferty jest też kontakt do osoby, która daje pomoc.</p>
        <p>Do szukania nie potrzebujesz konta.</p>
      </section>

      <section aria-labelledby="etr-register">
        <h2 id="etr-register">Jak założyć konto</h2>
        <p>Konto jest potrzebne, jeśli chcesz dodać swoją ofertę.</p>
        <p>Konto pomaga też zapisać oferty na później.</p>
        <p>
          Wejdź na stronę <Link to={PUBLIC_PAGES.register.path}>Rejestracja</Link>.
        </p>
        <p>Wybierz, kim jesteś.</p>
        <p>Wpisz swoje imię i nazwisko.</p>
        <p>Wpisz swój adres email.</p>
        <p>Wymyśl hasło.</p>
        <p>Hasło musi mieć co najmniej 8 znaków.</p>
        <p>Zaznacz, że zgadzasz się na zasady portalu.</p>
        <p>Kliknij przycisk „Zarejestruj się”.</p>
        <p>Dostaniesz email od portalu.</p>
        <p>W emailu jest link.</p>
        <p>Kliknij ten link.</p>
        <p>Teraz możesz się zalogować.</p>
      </section>

      <section aria-labelledby="etr-report">
        <h2 id="etr-report">Jak zgłosić problem</h2>
        <p>Czasem coś w ofercie jest złe albo nieprawdziwe.</p>
        <p>Wtedy kliknij przycisk „Zgłoś naruszenie”.</p>
        <p>Ten przycisk jest na dole strony oferty.</p>
        <p>Napisz, co jest źle.</p>
        <p>Nie musisz mieć konta.</p>
        <p>Sprawdzimy to.</p>
        <p>Czasem portal nie działa dobrze.</p>
        <p>
          Wtedy napisz do nas na stronie <Link to={PUBLIC_PAGES.reportBug.path}>Zgłoś błąd</Link>.
        </p>
      </section>

      <section aria-labelledby="etr-appeal">
        <h2 id="etr-appeal">Jak się odwołać</h2>
        <p>Sprawdzamy oferty i artykuły.</p>
        <p>Czasem ukrywamy ofertę albo artykuł.</p>
        <p>Wtedy wysyłamy Ci email.</p>
        <p>W emailu piszemy, dlaczego to zrobiliśmy.</p>
        <p>Możesz się z tym nie zgodzić.</p>
        <p>Wtedy możesz się odwołać.</p>
        <p>Odwołać się to znaczy poprosić, żeby ktoś sprawdził to jeszcze raz.</p>
        <p>Masz na to 6 miesięcy.</p>
        <p>Zaloguj się.</p>
        <p>Wejdź na stronę „Mój panel”.</p>
        <p>Znajdź część „Decyzje moderacyjne”.</p>
        <p>Kliknij przycisk „Odwołaj się”.</p>
        <p>Napisz, dlaczego się nie zgadzasz.</p>
        <p>Sprawdzi to inna osoba z naszego zespołu.</p>
        <p>Odpowiedź dostaniesz w emailu.</p>
      </section>

      <section aria-labelledby="etr-accessibility">
        <h2 id="etr-accessibility">Czy portal jest dla każdego</h2>
        <p>Chcemy, żeby każdy mógł korzystać z portalu.</p>
        <p>Portal działa z klawiaturą.</p>
        <p>Portal działa z programem, który czyta ekran na głos.</p>
        <p>W górnej części strony jest przycisk „Ułatwienia dostępu”.</p>
        <p>Tam możesz powiększyć litery.</p>
        <p>Tam możesz też zmienić kolory na bardziej wyraźne.</p>
        <p>Niektóre rzeczy w portalu nie działają jeszcze dobrze.</p>
        <p>Na przykład: nie każdy tekst w ofertach jest łatwy.</p>
        <p>Możesz nam napisać, co jest dla Ciebie trudne.</p>
        <p>Odpowiemy w ciągu 7 dni.</p>
        <p>
          Więcej przeczytasz na stronie <Link to={PUBLIC_PAGES.accessibility.path}>Deklaracja dostępności</Link>.
        </p>
      </section>
    </div>
  );
}
