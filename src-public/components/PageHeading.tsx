import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitle } from '../../shared/pageMeta';
import { focusInView } from '../a11y/focus';
import { setMetaTag } from '../hooks/headTags';
import { portalName } from '../portalName';

/**
 * The page's only h1. After a navigation inside the app focus moves here (into the middle of the view), so
 * screen-reader and keyboard users start reading the new page; on the first load the browser's own order (skip link
 * first) is kept. A `provisional` heading (shown while the page's content loads) never takes focus: the real heading
 * that replaces it does, so the page's name is read once, not a placeholder first.
 */
export function PageHeading({
  children,
  className,
  provisional = false,
}: {
  children: ReactNode;
  className?: string;
  provisional?: boolean;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { pathname, key } = useLocation();
  // The router marks the document's first location with the key 'default'.
  const focusAfterNavigation = useEffectEvent(() => {
    if (key !== 'default' && !provisional) focusInView(ref.current);
  });
  // Only a new path moves focus: filters and paging change the query string and must keep the person's place.
  // A provisional heading that stays (the content failed to load) becomes the real one and takes focus then.
  useEffect(() => focusAfterNavigation(), [pathname, provisional]);
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
