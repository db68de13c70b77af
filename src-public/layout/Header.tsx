import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { portalName } from '../portalName';
import { useSession } from '../session/SessionProvider';
import { MobileMenuToggle } from './MobileMenu';
import { SkipLink } from './SkipLink';
import { loadLater } from '../components/loadLater';
import { FramePictogram } from '../components/framePictograms';
import { PUBLIC_PAGES } from '../../shared/publicPages';

const NAV_ID = 'main-navigation';
// Loaded on first use: most visits never open the panel, and the first page must stay light.
const AccessibilityPanel = lazy(() => import('./AccessibilityPanel'));
// The list's code (browser storage, the account's list, merging on sign-in) comes after the first render.
const MyListCount = loadLater(() => import('../favourites/MyListCount'));

/** The header: main links, the account area (panel link, admin button, logout) and the accessibility panel. */
export function Header() {
  const { status, user, isAdmin, logout } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const location = useLocation();

  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  return (
    <header className="site-header">
      {/* Inside the banner, so that no content of the page lies outside a landmark. */}
      <SkipLink />
      <div className="container header-bar">
        <Link to="/" className="brand">
          <span className="brand-mark" aria-hidden="true">
            ◎
          </span>
          {portalName()}
        </Link>
        <div className="header-tools">
          <Link to={PUBLIC_PAGES.easyRead.path} className="btn btn-sm">
            {PUBLIC_PAGES.easyRead.title}
          </Link>
          <button
            type="button"
            className="btn btn-sm a11y-open"
            aria-haspopup="dialog"
            onClick={() => setPanelOpen(true)}
          >
            <FramePictogram name="wheelchair" /> Ułatwienia dostępu
          </button>
          <MobileMenuToggle open={menuOpen} controls={NAV_ID} onToggle={() => setMenuOpen((open) => !open)} />
        </div>
        <nav id={NAV_ID} aria-label="Menu główne" className={menuOpen ? 'site-nav is-open' : 'site-nav'}>
          <ul className="nav-links">
            <li>
              <NavLink to="/" end>
                Strona główna
              </NavLink>
            </li>
            <li>
              <NavLink to="/search">Wyszukaj oferty</NavLink>
            </li>
            <li>
              <NavLink to="/blog">Blog</NavLink>
            </li>
            <li>
              <NavLink to={PUBLIC_PAGES.myList.path} className="nav-my-list">
                {/* The space separates the name from the count's hidden text in every browser's naming. */}
                {PUBLIC_PAGES.myList.title} <MyListCount />
              </NavLink>
            </li>
            {status !== 'authenticated' && (
              <>
                <li>
                  <NavLink to="/login">Zaloguj się</NavLink>
                </li>
                <li>
                  <NavLink to="/register">Zarejestruj się</NavLink>
                </li>
              </>
            )}
          </ul>
          {status === 'authenticated' && user && (
            <ul className="nav-links nav-account">
              <li>
                <NavLink to="/dashboard" className="nav-user">
                  <span className="visually-hidden">Mój panel: </span>
                  {user.email || 'Panel'}
                </NavLink>
              </li>
              {isAdmin && (
                <li>
                  {/* The back office is a separate page (admin.html), so a full page load, not router navigation. */}
                  <a href="/admin" className="btn btn-sm nav-admin">
                    <FramePictogram name="cog" /> Panel administratora
                  </a>
                </li>
              )}
              <li>
                <button type="button" className="btn btn-sm" onClick={() => void logout()}>
                  Wyloguj się
                </button>
              </li>
            </ul>
          )}
        </nav>
      </div>
      {panelOpen && (
        <Suspense fallback={null}>
          <AccessibilityPanel onClose={() => setPanelOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
