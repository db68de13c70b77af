import { lazy, type ComponentType } from 'react';

type PageModule = { default: ComponentType };

/** A page loaded on demand (React.lazy) that can also be loaded before its first render. */
export function preloadablePage(load: () => Promise<PageModule>) {
  let loaded: PageModule | undefined;
  // Never rejects: a page that failed to load is loaded again by lazy(), which shows the failure.
  const preload = () =>
    load().then(
      (module) => void (loaded = module),
      () => undefined,
    );
  // React renders a loaded page at once only when the thenable answers synchronously. With a promise, even a
  // settled one, it shows the route's spinner first and then holds the page back for up to 300 ms after that
  // spinner (its throttling of Suspense reveals).
  const loadedPage = (module: PageModule) => ({ then: (resolve: (value: PageModule) => void) => resolve(module) });
  const Page = lazy(() => (loaded ? (loadedPage(loaded) as unknown as Promise<PageModule>) : load()));
  return { Page, preload };
}
