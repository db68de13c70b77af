import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ARTICLE_TYPE_LABELS } from '../../shared/labels/blog';
import type { BlogPost } from '../../shared/types';
import { formatDate } from '../format';
import { Highlighted } from './Highlighted';

export function authorName(author: BlogPost['author']): string {
  return author.organization_name?.trim() || author.full_name?.trim() || 'Redakcja portalu';
}

interface ArticleCardProps {
  article: BlogPost;
  headingLevel?: 2 | 3;
  /** Words of the title and the excerpt the search matched, marked (lower case). */
  highlight?: ReadonlySet<string>;
}

export function ArticleCard({ article, headingLevel = 3, highlight }: ArticleCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Each card is named by its own title: a list of unnamed articles reads as identical regions.
  const headingId = useId();
  const date = article.published_at ?? article.created_at;
  return (
    <article aria-labelledby={headingId} className="card article-card">
      {article.featured_image_url && (
        <img
          className="offer-card-image"
          src={article.featured_image_url}
          alt={article.featured_image_alt ?? ''}
          loading="lazy"
        />
      )}
      <p className="badge badge-info">{ARTICLE_TYPE_LABELS[article.article_type_category_id]}</p>
      <Heading id={headingId} className="card-title">
        <Link to={`/blog/${article.slug}`}>
          <Highlighted text={article.title} words={highlight} />
        </Link>
      </Heading>
      <p className="card-meta">
        {authorName(article.author)}, <time dateTime={date}>{formatDate(date)}</time>
      </p>
      {article.excerpt && (
        <p>
          <Highlighted text={article.excerpt} words={highlight} />
        </p>
      )}
    </article>
  );
}
