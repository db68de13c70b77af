import { Link } from 'react-router-dom';
import { PjmVideo } from '../../components/PjmVideo';
import { usePublicSettings } from '../../hooks/usePublicSettings';
import { InfoPage } from './InfoPage';

/** The page's one slot for a video in Polish Sign Language, when the admin has set one (docs/konfiguracja.md). */
function PjmVideoSlot() {
  const settings = usePublicSettings();
  return settings.state === 'success' ? <PjmVideo settings={settings.data} /> : null;
}

export default function AboutPortalPage() {
  return (
    <InfoPage
      page="aboutPortal"
      lead="Portal usług inkluzywnych to wyszukiwarka usług i ofert dla osób z niepełnosprawnościami, ich rodzin i opiekunów. Zbieramy w jednym miejscu to, czego dziś trzeba szukać na dziesiątkach stron."
    >
      <PjmVideoSlot />
      <h2>Co znajdziesz w portalu</h2>
      <ul>
        <li>
          <strong>Oferty</strong> fundacji, stowarzyszeń, firm i osób prywatnych: wypożyczalnie i sprzedaż sprzętu,
          rehabilitację, usługi zdrowotne, szkolenia, porady prawne, wydarzenia, oprogramowanie wspierające, audyty
          dostępności i tworzenie dostępnych stron.
        </li>
        <li>
          <strong>Profile organizacji</strong> ze wszystkimi ich aktywnymi ofertami. Organizacje sprawdzone przez
          administrację mają znak „zweryfikowana”.
        </li>
        <li>
          <strong>Blog</strong> z poradnikami, wywiadami, felietonami, raportami z badań i zapowiedziami wydarzeń.
        </li>
      </ul>
      <h2>Jak wyszukiwać</h2>
      <p>
        W <Link to="/search">wyszukiwarce</Link> wpisz, czego potrzebujesz, i zawęź wyniki kategorią, rodzajem
        odpłatności (bezpłatne, płatne, z kaucją) i miejscowością. Nie musisz wpisywać polskich znaków: „wozek” znajdzie
        „wózek”. Adres strony z wynikami możesz zapisać w zakładkach albo wysłać komuś bliskiemu.
      </p>
      <h2>Dostępność przede wszystkim</h2>
      <p>
        Portal projektujemy zgodnie z wytycznymi WCAG 2.2 na poziomie AA. Całą stronę obsłużysz klawiaturą i czytnikiem
        ekranu. W panelu „Ułatwienia dostępu” (przycisk w nagłówku) powiększysz tekst, włączysz wysoki kontrast, tryb
        ciemny, czytelniejszą czcionkę, podkreślenie linków i ograniczenie animacji. Ustawienia zapamiętuje tylko Twoja
        przeglądarka. Szczegóły opisujemy w <Link to="/deklaracja-dostepnosci">deklaracji dostępności</Link>.
      </p>
      <h2>Bezpieczeństwo ofert</h2>
      <p>
        Każda nowa oferta i każdy artykuł przed publikacją trafiają do moderacji. Oferty z przeszłą datą ważności
        automatycznie znikają z wyników. Jeśli zauważysz nieprawdziwą lub niestosowną treść,{' '}
        <Link to="/zglos-blad">zgłoś to nam</Link>.
      </p>
      <h2>Ile to kosztuje</h2>
      <p>
        Korzystanie z portalu jest bezpłatne — zarówno wyszukiwanie, jak i publikowanie ofert. Warunki opisujemy w{' '}
        <Link to="/warunki-korzystania">warunkach korzystania</Link>.
      </p>
    </InfoPage>
  );
}
