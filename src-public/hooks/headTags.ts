import { useEffect } from 'react';
import { fixedPageAt } from '../../shared/publicPages';

/**
 * The server writes each page's head (server/pages/); these keep it true while the person moves inside the app,
 * so a link copied or shared from any page previews that page.
 */
type TagKey = { name: string } | { property: string };

function selectorOf(key: TagKey): string {
  return 'name' in key ? `meta[name="${key.name}"]` : `meta[property="${key.property}"]`;
}

/** Sets one meta tag's content (creating it when the shell has none) or, with null, removes it. */
export function setMetaTag(key: TagKey, content: string | null): void {
  let tag = document.head.querySelector<HTMLMetaElement>(selectorOf(key));
  if (content === null) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    if ('name' in key) tag.name = key.name;
    else tag.setAttribute('property', key.property);
    document.head.append(tag);
  }
  tag.content = content;
}

export function readMetaTag(key: TagKey): string | null {
  return document.head.querySelector<HTMLMetaElement>(selectorOf(key))?.content ?? null;
}

function setCanonical(href: string | null): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (href === null) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
}

/** The page's image in link previews, with its description; cleared again when the page goes. */
export function usePageImage(url: string | null | undefined, alt: string | null | undefined): void {
  useEffect(() => {
    if (!url) return;
    const absolute = new URL(url, window.location.origin).href;
    setMetaTag({ property: 'og:image' }, absolute);
    setMetaTag({ property: 'og:image:alt' }, alt ?? '');
    setMetaTag({ name: 'twitter:image' }, absolute);
    setMetaTag({ name: 'twitter:image:alt' }, alt ?? '');
    setMetaTag({ name: 'twitter:card' }, 'summary_large_image');
    return () => {
      for (const key of [
        { property: 'og:image' },
        { property: 'og:image:alt' },
        { name: 'twitter:image' },
        { name: 'twitter:image:alt' },
      ])
        setMetaTag(key, null);
      setMetaTag({ name: 'twitter:card' }, 'summary');
    };
  }, [url, alt]);
}

/** A page that is no page (not found, not public) asks search engines not to index it. */
export function useNoIndex(): void {
  useEffect(() => {
    setMetaTag({ name: 'robots' }, 'noindex');
    return () => setMetaTag({ name: 'robots' }, null);
  }, []);
}

/** useNoIndex for a branch of a page that renders only when the content is unavailable. */
export function NoIndex(): null {
  useNoIndex();
  return null;
}

/**
 * After a navigation inside the app: the canonical address and og:url follow the new path, the previous page's
 * structured data (JSON-LD) goes, and account pages are marked noindex as the server marks them.
 */
export function applyNavigationHead(pathname: string): void {
  const url = window.location.origin + pathname;
  const page = fixedPageAt(pathname);
  setCanonical(page && !page.indexable ? null : url);
  setMetaTag({ property: 'og:url' }, url);
  setMetaTag({ property: 'og:type' }, pathname.startsWith('/blog/') ? 'article' : 'website');
  setMetaTag({ name: 'robots' }, page && !page.indexable ? 'noindex' : null);
  for (const script of document.head.querySelectorAll('script[type="application/ld+json"]')) script.remove();
}
