import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { createRoutesFromChildren, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  contentPageAt,
  contentPagePath,
  FIXED_PAGES,
  fixedPageAt,
  FOOTER_COLUMNS,
  pageLinkTo,
  PUBLIC_PAGES,
} from '../../../shared/publicPages';
import { SITE_MAP_SECTIONS } from '../../../src-public/siteMap';
import { AppRoutes } from '../../../src-public/App';

/** Every address pattern the router answers, written as the table writes them ('/', '/blog/:slug', '*'). */
function routedPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.index ? parent || '/' : route.path === undefined ? parent : joinPath(parent, route.path);
    const here = route.index || route.path !== undefined ? [own] : [];
    return [...here, ...routedPaths(route.children ?? [], own)];
  });
}

const joinPath = (parent: string, path: string) =>
  path === '*' ? '*' : path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;

/** The route elements AppRoutes renders, without rendering them: its <Routes> element's children. */
function appRoutes(): RouteObject[] {
  const routes = AppRoutes() as ReactElement<{ children: ReactNode }>;
  expect(isValidElement(routes)).toBe(true);
  return createRoutesFromChildren(routes.props.children);
}

const tablePaths = () => Object.values(PUBLIC_PAGES).map((page): string => page.path);

describe('the table of public pages', () => {
  it('is exactly what the router answers: no route without a row, no row without a route', () => {
    expect(routedPaths(appRoutes()).sort()).toEqual(tablePaths().sort());
  });

  it('would notice a route added beside the table', () => {
    const [layout] = appRoutes();
    const withOneMore: RouteObject[] = [
      { path: layout.path, element: layout.element, children: [...(layout.children ?? []), { path: 'nowa-strona' }] },
    ];
    expect(routedPaths(withOneMore)).toContain('/nowa-strona');
    expect(routedPaths(withOneMore).sort()).not.toEqual(tablePaths().sort());
  });

  it('links the footer and the site map only to fixed pages of the table', () => {
    const links = [...FOOTER_COLUMNS, ...SITE_MAP_SECTIONS].flatMap((group) => group.links);
    for (const link of links) expect(fixedPageAt(pageLinkTo(link).split('?')[0]), pageLinkTo(link)).toBeDefined();
  });

  it('lists in the site map every fixed page a visitor can open without a link sent to them', () => {
    const listed = new Set(SITE_MAP_SECTIONS.flatMap((section) => section.links.map((link) => link.page)));
    const reachedByEmailOnly = ['registrationSuccess', 'confirmEmail', 'resetPassword', 'savedSearch'];
    const missing = (Object.keys(PUBLIC_PAGES) as (keyof typeof PUBLIC_PAGES)[]).filter(
      (key) => fixedPageAt(PUBLIC_PAGES[key].path) && !listed.has(key) && !reachedByEmailOnly.includes(key),
    );
    expect(missing).toEqual([]);
  });

  it('finds content pages by their address and builds their addresses back', () => {
    expect(contentPageAt('/offer/abc')).toEqual({ key: 'offer', param: 'abc' });
    expect(contentPageAt('/blog/jak-zaczac')).toEqual({ key: 'article', param: 'jak-zaczac' });
    expect(contentPageAt('/profil/fundacja')).toEqual({ key: 'profile', param: 'fundacja' });
    expect(contentPageAt('/blog')).toBeUndefined();
    expect(contentPageAt('/offer/a/b')).toBeUndefined();
    expect(contentPageAt('/nieznane/abc')).toBeUndefined();
    expect(contentPagePath('article', 'ą b')).toBe('/blog/%C4%85%20b');
    expect(FIXED_PAGES.every((page) => !page.path.includes(':'))).toBe(true);
  });
});
