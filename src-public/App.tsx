import { lazy, type ComponentType } from 'react';
import { PUBLIC_PAGES, type PublicPage, type PublicPageKey } from '../shared/publicPages';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { homePage, offerPage, searchPage } from './pagePreload';
import { RequireAuth, SessionProvider } from './session/SessionProvider';
import { ToastProvider } from './toast/ToastProvider';

// Every page is its own chunk: the first page downloads only the frame and the page it shows. The pages most visits
// start on come from pagePreload.ts, which loads them (and their data) before the first render.
const HomePage = homePage.Page;
const SearchPage = searchPage.Page;
const BlogListPage = lazy(() => import('./pages/blog/BlogListPage'));
const ArticlePage = lazy(() => import('./pages/blog/ArticlePage'));
const OfferPage = offerPage.Page;
const CompanyProfilePage = lazy(() => import('./pages/profile/CompanyProfilePage'));
const LoginPage = lazy(() => import('./pages/auth/LoginPage'));
const RegisterPage = lazy(() => import('./pages/auth/RegisterPage'));
const RegistrationSuccessPage = lazy(() => import('./pages/auth/RegistrationSuccessPage'));
const ConfirmEmailPage = lazy(() => import('./pages/auth/ConfirmEmailPage'));
const ResetPasswordPage = lazy(() => import('./pages/auth/ResetPasswordPage'));
const ForgotPasswordPage = lazy(() => import('./pages/auth/ForgotPasswordPage'));
const DashboardPage = lazy(() => import('./pages/dashboard/DashboardPage'));
const SavedSearchPage = lazy(() => import('./pages/alerts/SavedSearchPage'));
const AboutPortalPage = lazy(() => import('./pages/info/AboutPortalPage'));
const AboutUsPage = lazy(() => import('./pages/info/AboutUsPage'));
const EasyReadPage = lazy(() => import('./pages/info/EasyReadPage'));
const ForOfferorsPage = lazy(() => import('./pages/info/ForOfferorsPage'));
const ForPartnersPage = lazy(() => import('./pages/info/ForPartnersPage'));
const ContactPage = lazy(() => import('./pages/info/ContactPage'));
const RoadmapPage = lazy(() => import('./pages/info/RoadmapPage'));
const FaqPage = lazy(() => import('./pages/info/FaqPage'));
const ReportBugPage = lazy(() => import('./pages/info/ReportBugPage'));
const SuggestFeaturePage = lazy(() => import('./pages/info/SuggestFeaturePage'));
const SitemapPage = lazy(() => import('./pages/info/SitemapPage'));
const PrivacyPolicyPage = lazy(() => import('./pages/legal/PrivacyPolicyPage'));
const TermsPage = lazy(() => import('./pages/legal/TermsPage'));
const AccessibilityStatementPage = lazy(() => import('./pages/legal/AccessibilityStatementPage'));
const CookiesPolicyPage = lazy(() => import('./pages/legal/CookiesPolicyPage'));
const MyListPage = lazy(() => import('./pages/myList/MyListPage'));
const SharedListPage = lazy(() => import('./pages/myList/SharedListPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

/** The component of every page in the table of public pages: a page added there must get one here. */
const PAGE_COMPONENTS: Record<PublicPageKey, ComponentType> = {
  home: HomePage,
  search: SearchPage,
  blog: BlogListPage,
  article: ArticlePage,
  offer: OfferPage,
  profile: CompanyProfilePage,
  login: LoginPage,
  register: RegisterPage,
  registrationSuccess: RegistrationSuccessPage,
  confirmEmail: ConfirmEmailPage,
  resetPassword: ResetPasswordPage,
  forgotPassword: ForgotPasswordPage,
  dashboard: DashboardPage,
  savedSearch: SavedSearchPage,
  aboutPortal: AboutPortalPage,
  aboutUs: AboutUsPage,
  easyRead: EasyReadPage,
  forOfferors: ForOfferorsPage,
  forPartners: ForPartnersPage,
  contact: ContactPage,
  roadmap: RoadmapPage,
  faq: FaqPage,
  reportBug: ReportBugPage,
  suggestFeature: SuggestFeaturePage,
  siteMap: SitemapPage,
  privacy: PrivacyPolicyPage,
  terms: TermsPage,
  accessibility: AccessibilityStatementPage,
  cookies: CookiesPolicyPage,
  myList: MyListPage,
  sharedList: SharedListPage,
  notFound: NotFoundPage,
};

function pageRoute(key: PublicPageKey) {
  const page: PublicPage = PUBLIC_PAGES[key];
  const Page = PAGE_COMPONENTS[key];
  const element =
    'signedIn' in page && page.signedIn ? (
      <RequireAuth>
        <Page />
      </RequireAuth>
    ) : (
      <Page />
    );
  if (page.path === '/') return <Route key={key} index element={element} />;
  return <Route key={key} path={page.path === '*' ? '*' : page.path.slice(1)} element={element} />;
}

/** Every route comes from PUBLIC_PAGES (shared/publicPages.ts), so the server knows each address the app shows. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>{(Object.keys(PUBLIC_PAGES) as PublicPageKey[]).map(pageRoute)}</Route>
    </Routes>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <ToastProvider>
        <SessionProvider>
          <AppRoutes />
        </SessionProvider>
      </ToastProvider>
    </BrowserRouter>
  );
}
