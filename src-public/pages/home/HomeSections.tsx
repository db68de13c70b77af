import { Link } from 'react-router-dom';
import { API_V1 } from '../../../shared/http';
import type { BlogListResult, Category, OfferSearchResult } from '../../../shared/types';
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

interface OffersSectionProps {
  id: string;
  title: string;
  sort: 'relevance' | 'newest';
  onlyPromoted?: boolean;
}

/** The API lists promoted offers first, so the promoted section is the head of the default order. */
export function OffersSection({ id, title, sort, onlyPromoted = false }: OffersSectionProps) {
  const offers = useApiData(
    (signal) => api.get<OfferSearchResult>(`${API_V1}/offers`, { query: { sort, per_page: 6 }, signal }),
    `offers-${sort}`,
  );
  const items = offers.data?.items.filter((offer) => !onlyPromoted || offer.is_promoted) ?? [];
  if (onlyPromoted && offers.state === 'success' && items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="home-section">
      <h2 id={id}>{title}</h2>
      {offers.state === 'loading' && <Spinner label="Ładowanie ofert…" />}
      {offers.state === 'error' && <ErrorNotice error={offers.error} onRetry={offers.reload} />}
      {offers.state === 'success' && items.length === 0 && <p>Nie ma jeszcze opublikowanych ofert.</p>}
      {items.length > 0 && (
        <ul className="grid-cards">
          {items.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} />
            </li>
          ))}
        </ul>
      )}
      {!onlyPromoted && (
        <p className="section-more">
          <Link to="/search?sort=newest">Zobacz wszystkie oferty</Link>
        </p>
      )}
    </section>
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
