import { Link } from 'react-router-dom';
import { portalName } from '../../portalName';
import { PageHeading, useDocumentTitle } from '../../components/PageHeading';
import { HomeSearchForm } from './HomeSearchForm';
import { HomeQuickEntries } from './HomeQuickEntries';
import { ArticlesSection, CategoriesSection, OffersSections } from './HomeSections';

export default function HomePage() {
  useDocumentTitle(portalName());
  return (
    <div className="home">
      <div className="hero">
        <PageHeading>Usługi i wsparcie na miarę Twoich potrzeb</PageHeading>
        <p className="hero-lead">
          Wyszukuj oferty organizacji, fundacji i firm, które pomagają osobom z niepełnosprawnościami, ich rodzinom i
          opiekunom: wypożyczalnie sprzętu, rehabilitację, szkolenia, porady prawne i wiele więcej.
        </p>
        <HomeSearchForm />
        <HomeQuickEntries />
      </div>
      <CategoriesSection />
      <OffersSections />
      <ArticlesSection />
      <section aria-labelledby="home-offerors" className="home-section call-to-offerors card">
        <h2 id="home-offerors">Prowadzisz organizację, fundację lub firmę?</h2>
        <p>
          Pokaż swoje usługi osobom, które ich szukają. Profil oferenta jest bezpłatny: dodajesz oferty, a po
          weryfikacji Twoja organizacja otrzymuje znak „zweryfikowana”.
        </p>
        <div className="cluster">
          <Link to="/register?type=offeror" className="btn btn-primary">
            Załóż profil oferenta
          </Link>
          <Link to="/dla-oferentow">Jak to działa?</Link>
        </div>
      </section>
    </div>
  );
}
