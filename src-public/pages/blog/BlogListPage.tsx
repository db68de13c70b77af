import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { BLOG_SEARCH_TEXTS } from '../../../shared/messages';
import { ARTICLE_TYPE_LABELS, ARTICLE_TYPES, type ArticleType } from '../../../shared/labels/blog';
import { ArticleCard } from '../../components/ArticleCard';
import { AsyncContent } from '../../components/AsyncContent';
import { EmptyState } from '../../components/EmptyState';
import { PageHeading, useDocumentTitle } from '../../components/PageHeading';
import { Pagination } from '../../components/Pagination';
import { polishPlural } from '../../format';
import { useApiData } from '../../hooks/useApiData';
import { articleListRequest } from '../../requests';
import { BlogSearchForm } from './BlogSearchForm';
import { PUBLIC_PAGES } from '../../../shared/publicPages';

const PER_PAGE = 9;

function blogHref(type: ArticleType | '', page: number, q: string): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (type) params.set('type', type);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `/blog?${text}` : '/blog';
}

export default function BlogListPage() {
  const [params] = useSearchParams();
  const type = ARTICLE_TYPES.find((value) => value === params.get('type')) ?? '';
  const requestedPage = Number.parseInt(params.get('page') ?? '', 10);
  const page = requestedPage > 1 ? requestedPage : 1;
  const q = params.get('q')?.trim() ?? '';
  const navigate = useNavigate();
  useDocumentTitle(type ? `${PUBLIC_PAGES.blog.title}: ${ARTICLE_TYPE_LABELS[type]}` : PUBLIC_PAGES.blog.title);

  const articles = useApiData(articleListRequest(type, page, PER_PAGE, q));
  const highlight = useMemo(() => new Set(articles.data?.highlight_words), [articles.data]);
  const total = articles.data?.total ?? 0;
  const articlesWord = polishPlural(total, 'artykuł', 'artykuły', 'artykułów');
  const totalPages = articles.data ? Math.max(1, Math.ceil(total / articles.data.per_page)) : 1;

  return (
    <div className="blog-page">
      <PageHeading>{PUBLIC_PAGES.blog.title}</PageHeading>
      <p className="lead">
        Poradniki, wywiady, relacje z wydarzeń i wyniki badań: o prawach, świadczeniach, sprzęcie, pracy i codziennym
        życiu osób z niepełnosprawnościami. Piszą dla nas organizacje, eksperci i sami użytkownicy portalu.
      </p>
      <BlogSearchForm q={q} onSearch={(text) => navigate(blogHref(type, 1, text))} clearHref={blogHref(type, 1, '')} />
      <nav aria-label="Rodzaje artykułów" className="filter-links">
        <ul className="tag-list">
          <li>
            <Link className="tag" to={blogHref('', 1, q)} aria-current={type === '' ? 'page' : undefined}>
              Wszystkie
            </Link>
          </li>
          {ARTICLE_TYPES.map((value) => (
            <li key={value}>
              <Link className="tag" to={blogHref(value, 1, q)} aria-current={type === value ? 'page' : undefined}>
                {ARTICLE_TYPE_LABELS[value]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" aria-live="polite" className="search-count">
        {articles.state === 'success' &&
          (q ? BLOG_SEARCH_TEXTS.count(total, articlesWord, q) : `${total} ${articlesWord}`)}
      </p>
      <AsyncContent
        data={articles}
        loadingLabel="Ładowanie artykułów…"
        isEmpty={(result) => result.items.length === 0}
        empty={
          q ? (
            <EmptyState title={BLOG_SEARCH_TEXTS.emptyTitle(q)}>
              <p>
                {BLOG_SEARCH_TEXTS.emptyHint} <Link to="/blog">{BLOG_SEARCH_TEXTS.showAll}</Link>
              </p>
            </EmptyState>
          ) : (
            <EmptyState title="Brak artykułów w tej kategorii">
              <p>
                Nie opublikowaliśmy jeszcze tekstów tego rodzaju. <Link to="/blog">Zobacz wszystkie artykuły</Link>{' '}
                albo, jeśli chcesz napisać dla nas, <Link to="/register">załóż konto</Link> i dodaj artykuł w swoim
                panelu.
              </p>
            </EmptyState>
          )
        }
      >
        {(result) => (
          <ul className="grid-cards">
            {result.items.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} headingLevel={2} highlight={highlight} />
              </li>
            ))}
          </ul>
        )}
      </AsyncContent>
      <Pagination
        page={page}
        totalPages={totalPages}
        hrefFor={(next) => blogHref(type, next, q)}
        label="Strony bloga"
      />
    </div>
  );
}
