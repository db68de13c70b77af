import { Link } from 'react-router-dom';
import { portalName } from '../portalName';
import { TOAST_MESSAGES } from '../../shared/messages';
import { useToast } from '../toast/ToastProvider';
import { ScrollToTopButton } from './ScrollToTop';

const PORTAL_LINKS = [
  { to: '/o-nas', label: 'O nas' },
  { to: '/o-portalu', label: 'O portalu' },
  { to: '/roadmap', label: 'Plan rozwoju' },
  { to: '/mapa-strony', label: 'Mapa strony' },
];
const OFFEROR_LINKS = [
  { to: '/register?type=offeror', label: 'Załóż profil oferenta' },
  { to: '/dashboard?view=add-offer', label: 'Dodaj ofertę' },
  { to: '/dla-oferentow', label: 'Dla oferentów' },
  { to: '/dla-partnerow', label: 'Dla partnerów' },
];
const HELP_LINKS = [
  { to: '/faq', label: 'Najczęstsze pytania (FAQ)' },
  { to: '/zglos-blad', label: 'Zgłoś błąd' },
  { to: '/zaproponuj-funkcjonalnosc', label: 'Zaproponuj funkcjonalność' },
  { to: '/contact', label: 'Kontakt' },
];
const LEGAL_LINKS = [
  { to: '/polityka-prywatnosci', label: 'Polityka prywatności' },
  { to: '/polityka-cookies', label: 'Polityka cookies' },
  { to: '/deklaracja-dostepnosci', label: 'Deklaracja dostępności' },
  { to: '/warunki-korzystania', label: 'Warunki korzystania' },
];
/** SPEC §2: these three are announced features without pages yet; they only say so. */
const NOT_IMPLEMENTED_ITEMS = ['Rodzaje płatności', 'Wizja', 'Zwiększ widoczność'];

function LinkColumn({ id, title, links }: { id: string; title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-labelledby={id} className="footer-column">
      <h2 id={id} className="footer-heading">
        {title}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const { showToast } = useToast();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="footer-intro">
          <p className="footer-brand">{portalName()}</p>
          <p className="footer-tagline">Wyszukiwarka na miarę Twoich potrzeb.</p>
        </div>
        <div className="footer-columns">
          <LinkColumn id="footer-portal" title="Portal" links={PORTAL_LINKS} />
          <LinkColumn id="footer-offerors" title="Dla oferentów" links={OFFEROR_LINKS} />
          <LinkColumn id="footer-help" title="Pomoc" links={HELP_LINKS} />
          <LinkColumn id="footer-legal" title="Informacje prawne" links={LEGAL_LINKS} />
          <section aria-labelledby="footer-soon" className="footer-column">
            <h2 id="footer-soon" className="footer-heading">
              Wkrótce
            </h2>
            <ul>
              {NOT_IMPLEMENTED_ITEMS.map((label) => (
                <li key={label}>
                  <button
                    type="button"
                    className="footer-button"
                    onClick={() => showToast(TOAST_MESSAGES.notImplemented)}
                  >
                    {label}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <p className="footer-copy">
          © {new Date().getFullYear()} {portalName()}. Ustawienia dostępności zapisujemy tylko w Twojej przeglądarce.
        </p>
      </div>
      {/* Fixed on screen, but inside a landmark like everything else on the page. */}
      <ScrollToTopButton />
    </footer>
  );
}
