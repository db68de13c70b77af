import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Keeps the head true while the person moves inside the app (headTags.ts). The first location is the page the
 * server wrote the head for, so the code that rewrites it loads only with the first navigation, not with the first
 * page (whose JavaScript budget is full).
 */
export function useHeadOnNavigation(): void {
  const { pathname, key } = useLocation();
  useEffect(() => {
    if (key === 'default') return;
    void import('./headTags').then(({ applyNavigationHead }) => applyNavigationHead(pathname));
  }, [pathname, key]);
}
