import { lazy } from 'react';
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
const AboutPortalPage = lazy(() => import('./pages/info/AboutPortalPage'));
const AboutUsPage = lazy(() => import('./pages/info/AboutUsPage'));
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
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="search" element={<SearchPage />} />
        <Route path="blog" element={<BlogListPage />} />
        <Route path="blog/:slug" element={<ArticlePage />} />
        <Route path="offer/:offerId" element={<OfferPage />} />
        <Route path="profil/:companySlug" element={<CompanyProfilePage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="registration-success" element={<RegistrationSuccessPage />} />
        <Route path="potwierdz-email" element={<ConfirmEmailPage />} />
        <Route path="reset-hasla" element={<ResetPasswordPage />} />
        <Route path="nie-pamietam-hasla" element={<ForgotPasswordPage />} />
        <Route
          path="dashboard"
          element={
            <RequireAuth>
              <DashboardPage />
            </RequireAuth>
          }
        />
        <Route path="o-portalu" element={<AboutPortalPage />} />
        <Route path="o-nas" element={<AboutUsPage />} />
        <Route path="dla-oferentow" element={<ForOfferorsPage />} />
        <Route path="dla-partnerow" element={<ForPartnersPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="roadmap" element={<RoadmapPage />} />
        <Route path="faq" element={<FaqPage />} />
        <Route path="zglos-blad" element={<ReportBugPage />} />
        <Route path="zaproponuj-funkcjonalnosc" element={<SuggestFeaturePage />} />
        <Route path="mapa-strony" element={<SitemapPage />} />
        <Route path="polityka-prywatnosci" element={<PrivacyPolicyPage />} />
        <Route path="warunki-korzystania" element={<TermsPage />} />
        <Route path="deklaracja-dostepnosci" element={<AccessibilityStatementPage />} />
        <Route path="polityka-cookies" element={<CookiesPolicyPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
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
