import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageErrorBoundary } from '../components/PageErrorBoundary';
import { Spinner } from '../components/Spinner';
import { useHeadOnNavigation } from '../hooks/useHeadOnNavigation';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTopOnNavigate } from './ScrollToTop';

/** The frame of every public page: banner (whose first element is the skip link), main content, footer. */
export function Layout() {
  const { pathname } = useLocation();
  useHeadOnNavigation();
  return (
    <>
      <Header />
      <main id="main-content" tabIndex={-1} className="container site-main">
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<Spinner label="Ładowanie strony…" />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
      <ScrollToTopOnNavigate pathname={pathname} />
    </>
  );
}
