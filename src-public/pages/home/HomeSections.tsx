import { Link } from 'react-router-dom';
import { API_V1 } from '../../../shared/http';
import type { BlogListResult, Category, Offer, OfferSearchResult } from '../../../shared/types';
import { api } from '../../api';
import { ArticleCard } from '../../components/ArticleCard';
import { ErrorNotice } from '../../components/ErrorNotice';
import { OfferCard } from '../../components/OfferCard';
import { Spinner } from '../../components/Spinner';
import { useApiData } from '../../hooks/useApiData';

export function CategoriesSection() {
  const categories = useApiData(
    (signal) => api.get<Category[]>(`${API_V1}/categories`, { query: { sort: JSON.stringify(['name', 'ASC']) }, signal }),
    'categories',
  );
  return (
    <section aria-labelledby="home-categories" className="home-section">
      <h2 id="home-categories">Kategorie usług</h2>
      {categories.state === 'loading' && <Spinner label="Ładowanie kategorii…" />}
      {categories.state === 'error' && <ErrorNotice error={categories.error} onRetry={categories.reload} />}
      {categories.state === 'success' && (
        <ul className="category-list">
          {categories.data.map((category) => (
            <li key={category.id}>
              <Link to={`/search?category=${encodeURIComponent(category.slug)}`} className="category-link">
                <span className="category-name">{category.name}</span>
                {category.description && <span className="category-description">{category.description}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const HOME_OFFER_COUNT = 6;

function OfferGrid({ offers }: { offers: Offer[] }) {
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

/**
 * The API always lists promoted offers first, so one request of the newest offers gives both sections:
 * the promoted ones, and the newest of the rest (no offer is shown twice).
 */
export function OffersSections() {
  const offers = useApiData(
    (signal) => api.get<OfferSearchResult>(`${API_V1}/offers`, { query: { sort: 'newest', per_page: 24 }, signal }),
    'home-offers',
  );
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
  const articles = useApiData(
    (signal) => api.get<BlogListResult>(`${API_V1}/blog-posts`, { query: { per_page: 3 }, signal }),
    'articles',
  );
  return (
    <section aria-labelledby="home-articles" className="home-section">
      <h2 id="home-articles">Najnowsze artykuły</h2>
      {articles.state === 'loading' && <Spinner label="Ładowanie artykułów…" />}
      {articles.state === 'error' && <ErrorNotice error={articles.error} onRetry={articles.reload} />}
      {articles.state === 'success' && articles.data.items.length === 0 && <p>Nie ma jeszcze opublikowanych artykułów.</p>}
      {articles.state === 'success' && articles.data.items.length > 0 && (
        <ul className="grid-cards">
          {articles.data.items.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      )}
      <p className="section-more">
        <Link to="/blog">Wszystkie artykuły na blogu</Link>
      </p>
    </section>
  );
}
