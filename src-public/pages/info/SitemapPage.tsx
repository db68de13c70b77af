import { Link } from 'react-router-dom';
import { pageLinkLabel, pageLinkTo, PUBLIC_PAGES } from '../../../shared/publicPages';
import { SITE_MAP_SECTIONS } from '../../siteMap';
import { InfoPage } from './InfoPage';

export default function SitemapPage() {
  return (
    <InfoPage page="siteMap" lead={PUBLIC_PAGES.siteMap.description}>
      {SITE_MAP_SECTIONS.map((section, index) => (
        <section key={section.title} aria-labelledby={`sitemap-${index}`}>
          <h2 id={`sitemap-${index}`}>{section.title}</h2>
          <ul>
            {section.links.map((link) => (
              <li key={pageLinkTo(link)}>
                <Link to={pageLinkTo(link)}>{pageLinkLabel(link)}</Link>
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
