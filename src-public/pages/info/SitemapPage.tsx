import { Link } from 'react-router-dom';
import { SITE_SECTIONS } from '../../siteMap';
import { InfoPage } from './InfoPage';

export default function SitemapPage() {
  return (
    <InfoPage title="Mapa strony" lead="Wszystkie strony portalu w jednym miejscu.">
      {SITE_SECTIONS.map((section, index) => (
        <section key={section.title} aria-labelledby={`sitemap-${index}`}>
          <h2 id={`sitemap-${index}`}>{section.title}</h2>
          <ul>
            {section.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p>
        Panel administracyjny dla administratorów portalu jest dostępny pod adresem <a href="/admin">/admin</a>.
      </p>
    </InfoPage>
  );
}
