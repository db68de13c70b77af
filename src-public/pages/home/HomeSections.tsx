import { Link } from 'react-router-dom';
import type { OfferSummary } from '../../../shared/types';
import { ArticleCard } from '../../components/ArticleCard';
import { AsyncContent } from '../../components/AsyncContent';
import { ErrorNotice } from '../../components/ErrorNotice';
import { OfferCard } from '../../components/OfferCard';
import { Spinner } from '../../components/Spinner';
import { useApiData } from '../../hooks/useApiData';
import { categoriesRequest, homeOffersRequest, latestArticlesRequest } from '../../requests';

export function CategoriesSection() {
  const categories = useApiData(categoriesRequest);
  return (
    <section aria-labelledby="home-categories" className="home-section">
      <h2 id="home-categories">Kategorie usług</h2>
      <AsyncContent data={categories} loadingLabel="Ładowanie kategorii…">
        {(items) => (
          <ul className="category-list">
            {items.map((category) => (
              <li key={category.id}>
                <Link to={`/search?category=${encodeURIComponent(category.slug)}`} className="category-link">
                  <span className="category-name">{category.name}</span>
                  {category.description && <span className="category-description">{category.description}</span>}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </AsyncContent>
    </section>
  );
}

const HOME_OFFER_COUNT = 6;

function OfferGrid({ offers }: { offers: OfferSummary[] }) {
  return (
    <ul className="grid-cards">
      {offers.map((offer) => (
        <li key={offer.id}>
          <OfferCard offer={offer} />
        </li>
      ))}
    </ul>
  );
}

/** One request gives both sections: the promoted offers, and the newest of the rest (no offer is shown twice). */
export function OffersSections() {
  const offers = useApiData(homeOffersRequest);
  const items = offers.data?.items ?? [];
  const promoted = items.filter((offer) => offer.is_promoted).slice(0, HOME_OFFER_COUNT);
  const newest = items.filter((offer) => !offer.is_promoted).slice(0, HOME_OFFER_COUNT);
  return (
    <>
      {promoted.length > 0 && (
        <section aria-labelledby="home-promoted" className="home-section">
          <h2 id="home-promoted">Wyróżnione oferty</h2>
          <OfferGrid offers={promoted} />
        </section>
      )}
      <section aria-labelledby="home-newest" className="home-section">
        <h2 id="home-newest">Najnowsze oferty</h2>
        {offers.state === 'loading' && <Spinner label="Ładowanie ofert…" />}
        {offers.state === 'error' && <ErrorNotice error={offers.error} onRetry={offers.reload} />}
        {offers.state === 'success' && items.length === 0 && <p>Nie ma jeszcze opublikowanych ofert.</p>}
        {newest.length > 0 && <OfferGrid offers={newest} />}
        <p className="section-more">
          <Link to="/search?sort=newest">Zobacz wszystkie oferty</Link>
        </p>
      </section>
    </>
  );
}

export function ArticlesSection() {
  const articles = useApiData(latestArticlesRequest);
  return (
    <section aria-labelledby="home-articles" className="home-section">
      <h2 id="home-articles">Najnowsze artykuły</h2>
      <AsyncContent
        data={articles}
        loadingLabel="Ładowanie artykułów…"
        isEmpty={(result) => result.items.length === 0}
        empty={<p>Nie ma jeszcze opublikowanych artykułów.</p>}
      >
        {(result) => (
          <ul className="grid-cards">
            {result.items.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        )}
      </AsyncContent>
      <p className="section-more">
        <Link to="/blog">Wszystkie artykuły na blogu</Link>
      </p>
    </section>
  );
}
