import { Link } from 'react-router-dom';
import { portalName } from '../portalName';
import { TOAST_MESSAGES } from '../../shared/messages/general';
import { useToast } from '../toast/ToastProvider';
import { ScrollToTopButton } from './ScrollToTop';
import { FOOTER_COLUMNS, pageLinkLabel, pageLinkTo, type PageLink } from '../../shared/publicPages';

/** Announced features without pages yet: they only say so (docs/zasady-produktu.md#ekrany). */
const NOT_IMPLEMENTED_ITEMS = ['Rodzaje płatności', 'Wizja', 'Zwiększ widoczność'];

function LinkColumn({ id, title, links }: { id: string; title: string; links: PageLink[] }) {
  return (
    <nav aria-labelledby={id} className="footer-column">
      <h2 id={id} className="footer-heading">
        {title}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={pageLinkTo(link)}>
            <Link to={pageLinkTo(link)}>{pageLinkLabel(link)}</Link>
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
          {FOOTER_COLUMNS.map((column) => (
            <LinkColumn key={column.id} {...column} />
          ))}
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
                    // A screen reader on the button alone says 'wkrótce' too, not only the column's heading.
                    aria-describedby="footer-soon"
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
