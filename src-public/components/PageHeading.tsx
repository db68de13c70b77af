import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { DEFAULT_PORTAL_NAME } from '../../shared/labels';

/**
 * The page's only h1. After a navigation inside the app focus moves here, so screen-reader and keyboard users
 * start reading the new page; on the first load the browser's own order (skip link first) is kept.
 */
export function PageHeading({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { pathname, key } = useLocation();
  useEffect(() => {
    // The router marks the document's first location with the key 'default'.
    if (key !== 'default') ref.current?.focus();
    // Only a new path moves focus: filters and paging change the query string and must keep the person's place.
  }, [pathname]);
  return (
    <h1 ref={ref} tabIndex={-1} className={className ? `page-heading ${className}` : 'page-heading'}>
      {children}
    </h1>
  );
}

/**
 * Sets `<title>` to "{page} – {portal name}"; the home page passes the portal name alone. A page may pass a message
 * that is a sentence ('Nie znaleziono artykułu.'): a title has no full stop before the dash.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const page = title.trim().replace(/\.+$/, '');
    document.title = page && page !== DEFAULT_PORTAL_NAME ? `${page} – ${DEFAULT_PORTAL_NAME}` : DEFAULT_PORTAL_NAME;
  }, [title]);
}
