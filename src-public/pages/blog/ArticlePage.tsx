import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../../shared/errors';
import { ARTICLE_TYPE_LABELS, BLOG_STATUS_LABELS } from '../../../shared/labels/blog';
import { BLOG_MESSAGES } from '../../../shared/messages';
import type { BlogPost } from '../../../shared/types';
import { authorName } from '../../components/ArticleCard';
import { NotFoundContent } from '../../components/NotFoundContent';
import { ReportButton } from '../../components/ReportButton';
import { ShareButton } from '../../components/ShareButton';
import { PageHeading, useDocumentTitle } from '../../components/PageHeading';
import { formatDate } from '../../format';
import { useApiData } from '../../hooks/useApiData';
import { articleRequest } from '../../requests';
import { useMetaDescription } from '../../hooks/useMetaDescription';
import { NoIndex, usePageImage } from '../../hooks/headTags';
import { AsyncContent } from '../../components/AsyncContent';
import { PUBLIC_PAGES } from '../../../shared/publicPages';

function ArticleView({ article }: { article: BlogPost }) {
  const published = article.published_at;
  const updatedLater = published && new Date(article.updated_at).getTime() - new Date(published).getTime() > 60_000;
  const author = authorName(article.author);
  return (
    <article className="article">
      <p className="badge badge-info">{ARTICLE_TYPE_LABELS[article.article_type_category_id]}</p>
      <PageHeading>{article.title}</PageHeading>
      <dl className="article-meta">
        <div>
          <dt>Autor</dt>
          <dd>
            {article.author.company_slug ? <Link to={`/profil/${article.author.company_slug}`}>{author}</Link> : author}
          </dd>
        </div>
        <div>
          <dt>{published ? 'Opublikowano' : 'Status'}</dt>
          <dd>
            {published ? <time dateTime={published}>{formatDate(published)}</time> : BLOG_STATUS_LABELS[article.status]}
          </dd>
        </div>
        {updatedLater && (
          <div>
            <dt>Zaktualizowano</dt>
            <dd>
              <time dateTime={article.updated_at}>{formatDate(article.updated_at)}</time>
            </dd>
          </div>
        )}
        {article.category && (
          <div>
            <dt>Kategoria</dt>
            <dd>{article.category.name}</dd>
          </div>
        )}
      </dl>
      {article.featured_image_url && (
        <img className="article-image" src={article.featured_image_url} alt={article.featured_image_alt ?? ''} />
      )}
      {article.excerpt && <p className="lead">{article.excerpt}</p>}
      {/* The server sanitises article HTML on save (allow-list of tags and attributes), so it is safe to render. */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: article.content }} />
      {article.tags.length > 0 && (
        <section aria-labelledby="article-tags" className="article-tags">
          <h2 id="article-tags">Tagi</h2>
          <ul className="tag-list">
            {article.tags.map((tag) => (
              <li key={tag} className="tag">
                {tag}
              </li>
            ))}
          </ul>
        </section>
      )}
      {article.status === 'published' && (
        <div className="cluster page-actions">
          <ShareButton title={article.title} text={article.excerpt ?? undefined} />
          <ReportButton targetType="blog_post" targetId={article.id} targetName={`artykuł „${article.title}”`} />
        </div>
      )}
      <p>
        <Link to="/blog">← Wróć do listy artykułów</Link>
      </p>
    </article>
  );
}

export default function ArticlePage() {
  const { slug = '' } = useParams();
  const article = useApiData(articleRequest(slug));
  const notFound = article.state === 'error' && article.error instanceof ApiError && article.error.status === 404;
  useDocumentTitle(
    article.data
      ? article.data.meta_title || article.data.title
      : notFound
        ? BLOG_MESSAGES.notFound
        : PUBLIC_PAGES.article.title,
  );
  useMetaDescription(article.data && (article.data.meta_description || article.data.excerpt));
  usePageImage(article.data?.featured_image_url, article.data?.featured_image_alt);

  if (notFound) {
    return (
      <>
        <NoIndex />
        <PageHeading>Ten artykuł nie jest dostępny</PageHeading>
        <NotFoundContent>
          <p>Artykuł mógł zostać usunięty, przeniesiony pod inny adres albo nie został jeszcze opublikowany.</p>
        </NotFoundContent>
      </>
    );
  }
  return (
    <AsyncContent
      data={article}
      loadingLabel="Ładowanie artykułu…"
      pending={<PageHeading provisional={article.state === 'loading'}>{PUBLIC_PAGES.article.title}</PageHeading>}
    >
      {(data) => <ArticleView article={data} />}
    </AsyncContent>
  );
}
