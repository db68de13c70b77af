import { Link } from 'react-router-dom';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The link of a page, keeping the rest of the query (filters, sorting). */
  hrefFor: (page: number) => string;
  label?: string;
}

/** Pages around the current one, plus the first and the last; gaps are shown as an ellipsis. */
function visiblePages(page: number, totalPages: number): (number | 'gap')[] {
  const pages = new Set([1, totalPages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= totalPages));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((n, index) => (index > 0 && n - sorted[index - 1] > 1 ? ['gap' as const, n] : [n]));
}

export function Pagination({ page, totalPages, hrefFor, label = 'Strony wyników' }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        {page > 1 && (
          <li>
            <Link className="btn btn-sm" to={hrefFor(page - 1)} rel="prev">
              Poprzednia <span className="visually-hidden">strona</span>
            </Link>
          </li>
        )}
        {visiblePages(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="pagination-gap">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className="btn btn-sm"
                to={hrefFor(item)}
                aria-label={`Strona ${item}`}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {page < totalPages && (
          <li>
            <Link className="btn btn-sm" to={hrefFor(page + 1)} rel="next">
              Następna <span className="visually-hidden">strona</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
