import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitle } from '../../shared/pageMeta';
import { setMetaTag } from '../hooks/headTags';
import { portalName } from '../portalName';

/**
 * The page's only h1. After a navigation inside the app focus moves here, so screen-reader and keyboard users
 * start reading the new page; on the first load the browser's own order (skip link first) is kept.
 */
export function PageHeading({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { pathname, key } = useLocation();
  // The router marks the document's first location with the key 'default'.
  const focusAfterNavigation = useEffectEvent(() => {
    if (key !== 'default') ref.current?.focus();
  });
  // Only a new path moves focus: filters and paging change the query string and must keep the person's place.
  useEffect(() => focusAfterNavigation(), [pathname]);
  return (
    <h1 ref={ref} tabIndex={-1} className={className ? `page-heading ${className}` : 'page-heading'}>
      {children}
    </h1>
  );
}

/** Sets `<title>` (and the link previews' title) to "{page} – {portal name}"; the home page passes the portal name alone. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const full = documentTitle(title, portalName());
    document.title = full;
    setMetaTag({ property: 'og:title' }, full);
    setMetaTag({ name: 'twitter:title' }, full);
  }, [title]);
}
