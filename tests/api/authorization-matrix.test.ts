import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  accessibilityRequests,
  appeals,
  moderationDecisions,
  offerCorrections,
  offerInquiries,
  reports,
  savedSearches,
  users,
  verificationRequests,
} from '../../server/db/schema.js';
import { savedSearchToken } from '../../server/savedSearches/tokens.js';
import { issueEmailToken } from '../../server/users/emailTokens.js';
import { requestVersion } from '../../server/verification/requests.js';
import type { Role } from '../../shared/roles.js';
import { insertOffer, insertPost, firstCategoryId } from './adminFixtures.js';
import { createTestContext, TEST_PASSWORD, type TestContext } from './helpers.js';
import { pngImage } from './contentFixtures.js';
import {
  databaseFingerprint,
  fakeStaticDir,
  freshToken,
  insertAccount,
  routeCollector,
  type Account,
} from './securityFixtures.js';
import type { BlogStatus } from '../../shared/labels/blog.js';
import type { OfferStatus } from '../../shared/labels/offers.js';

/**
 * Every route × every actor → the status the API must answer. `owner` is the author of the offer or article the
 * row works on (an offeror for offers, an NGO for articles), so the `offeror` or `ngo` column is another account of
 * the owner's own role. Each cell works on freshly made records, and a refused write must leave the database as it was.
 */
type Column = 'anonymous' | 'user' | 'offeror' | 'ngo' | 'admin' | 'superadmin' | 'owner';
type Expected = Record<Exclude<Column, 'owner'>, number> & { owner?: number };

interface Request {
  url: string;
  json?: unknown;
}
type Build = (f: Fixtures, actor: Account | null) => Promise<Request> | Request;
type Row = [method: string, route: string, variant: string, expected: Expected, build: Build];

const everyone = (status: number): Expected => ({
  anonymous: status,
  user: status,
  offeror: status,
  ngo: status,
  admin: status,
  superadmin: status,
});
const signedIn = (status: number): Expected => ({ ...everyone(status), anonymous: 401 });
const adminOnly = (status: number): Expected => ({
  ...everyone(403),
  anonymous: 401,
  admin: status,
  superadmin: status,
});
const superadminOnly = (status: number): Expected => ({ ...adminOnly(status), admin: 403 });
const ownerOrAdmin = (status: number): Expected => ({ ...adminOnly(status), owner: status });
const hiddenUnlessOwnerOrAdmin: Expected = { ...everyone(404), admin: 200, superadmin: 200, owner: 200 };

let unique = 0;
const next = () => `${Date.now()}-${(unique += 1)}`;
const offerJson = (f: Fixtures) => ({
  title: 'Wypożyczenie wózka inwalidzkiego',
  short_description: 'Lekki wózek na krótkie wyjazdy.',
  description: 'Wózek aktywny, składany, z pasem i podnóżkami. Wypożyczamy na dni, tygodnie albo miesiące.',
  category_id: f.categoryId,
  price_type: 'free',
  contact_email: 'kontakt@fundacja.pl',
  status: 'draft',
});
const postJson = () => ({
  title: 'Dostępny urząd',
  slug: `dostepny-urzad-${next()}`,
  content: '<p>Treść.</p>',
  article_type_category_id: 'article',
  status: 'draft',
});
const strongPassword = 'Bardzo-Trudne-Haslo-2026';
const ACCESSIBILITY_REQUEST = {
  page: '/oferty',
  problem: 'Przycisk „Szukaj” nie ma nazwy dla czytnika ekranu.',
  alternative_format: 'none',
  email: 'zglaszajacy@example.pl',
} as const;

const INQUIRY = {
  name: 'Anna Nowak',
  email: 'anna.nowak@example.pl',
  message: 'Czy na zajęciach może być tłumacz PJM?',
  needs: ['pjm_interpreter'],
  consent: true,
  website: '',
  fill_seconds: 20,
} as const;

const user = (target: Role) => async (f: Fixtures) => (await f.account(target)).id;
const self = async (_f: Fixtures, actor: Account | null) => actor?.id ?? '00000000-0000-4000-8000-000000000000';

const ROWS: Row[] = [
  ['GET', '/api/v1/health', '', everyone(200), () => ({ url: '/api/v1/health' })],
  ['GET', '/api/health/live', '', everyone(200), () => ({ url: '/api/health/live' })],
  ['GET', '/api/health/ready', '', everyone(200), () => ({ url: '/api/health/ready' })],
  ['GET', '/api/openapi.json', '', everyone(200), () => ({ url: '/api/openapi.json' })],
  ['GET', '/api/docs', '', everyone(200), () => ({ url: '/api/docs' })],
  ['GET', '/api/docs/json', '', everyone(200), () => ({ url: '/api/docs/json' })],
  ['GET', '/api/docs/yaml', '', everyone(200), () => ({ url: '/api/docs/yaml' })],
  [
    'GET',
    '/api/docs/static/index.html',
    'redirects to /api/docs/',
    everyone(302),
    () => ({ url: '/api/docs/static/index.html' }),
  ],
  [
    'GET',
    '/api/docs/static/swagger-initializer.js',
    '',
    everyone(200),
    () => ({ url: '/api/docs/static/swagger-initializer.js' }),
  ],
  ['GET', '/api/docs/static/*', '', everyone(200), () => ({ url: '/api/docs/static/swagger-ui.css' })],
  ['GET', '/uploads/*', 'stored image', everyone(200), (f) => ({ url: f.upload() })],
  ['GET', '/robots.txt', '', everyone(200), () => ({ url: '/robots.txt' })],
  ['GET', '/sitemap.xml', '', everyone(200), () => ({ url: '/sitemap.xml' })],
  ['GET', '/sitemap/:file', 'while one file holds every address', everyone(404), () => ({ url: '/sitemap/1.xml' })],
  ['GET', '/blog/rss.xml', '', everyone(200), () => ({ url: '/blog/rss.xml' })],
  ['GET', '/index.html', '', everyone(200), () => ({ url: '/index.html' })],
  ['GET', '/admin.html', '', everyone(200), () => ({ url: '/admin.html' })],
  ['GET', '/assets/app.js', '', everyone(200), () => ({ url: '/assets/app.js' })],

  [
    'POST',
    '/api/v1/auth/login',
    '',
    everyone(200),
    (f) => ({ url: '/api/v1/auth/login', json: { email: f.loginAccount.email, password: TEST_PASSWORD } }),
  ],
  ['POST', '/api/v1/auth/logout', '', { ...signedIn(204) }, () => ({ url: '/api/v1/auth/logout' })],
  ['POST', '/api/v1/auth/refresh', '', signedIn(200), () => ({ url: '/api/v1/auth/refresh' })],
  [
    'POST',
    '/api/v1/auth/signup',
    '',
    everyone(201),
    () => ({
      url: '/api/v1/auth/signup',
      json: {
        email: `nowy-${next()}@example.pl`,
        password: strongPassword,
        role: 'user',
        username: 'Nowa Osoba',
        accept_terms: true,
      },
    }),
  ],
  [
    'POST',
    '/api/v1/auth/confirm-email',
    '',
    everyone(200),
    async (f) => ({ url: '/api/v1/auth/confirm-email', json: { token: await f.emailToken('confirm_email') } }),
  ],
  [
    'POST',
    '/api/v1/auth/forgot-password',
    '',
    everyone(200),
    (f) => ({ url: '/api/v1/auth/forgot-password', json: { email: f.loginAccount.email } }),
  ],
  [
    'POST',
    '/api/v1/auth/resend-confirmation',
    '',
    everyone(200),
    (f) => ({ url: '/api/v1/auth/resend-confirmation', json: { email: f.loginAccount.email } }),
  ],
  [
    'POST',
    '/api/v1/auth/reset-password',
    '',
    everyone(200),
    async (f) => ({
      url: '/api/v1/auth/reset-password',
      json: { token: await f.emailToken('reset_password'), password: strongPassword },
    }),
  ],

  ['GET', '/api/v1/users/profile', '', signedIn(200), () => ({ url: '/api/v1/users/profile' })],
  [
    'PUT',
    '/api/v1/users/profile',
    '',
    signedIn(200),
    () => ({ url: '/api/v1/users/profile', json: { full_name: 'Nowe Imię', organization_name: null } }),
  ],
  ['GET', '/api/v1/users/me/offers', '', signedIn(200), () => ({ url: '/api/v1/users/me/offers' })],
  ['GET', '/api/v1/users/me/blog-posts', '', signedIn(200), () => ({ url: '/api/v1/users/me/blog-posts' })],
  [
    'GET',
    '/api/v1/users/me/blog-posts/:id',
    "the author's own draft; anyone else's is unknown to them",
    { ...signedIn(404), owner: 200 },
    async (f) => ({ url: `/api/v1/users/me/blog-posts/${(await f.post('draft')).id}` }),
  ],
  ['GET', '/api/v1/users/me/export', '', signedIn(200), () => ({ url: '/api/v1/users/me/export' })],
  [
    'DELETE',
    '/api/v1/users/me',
    'wrong password (deletion itself: tests/api/rodo.test.ts)',
    signedIn(403),
    () => ({ url: '/api/v1/users/me', json: { password: 'Nie-To-Haslo-2026' } }),
  ],
  [
    'POST',
    '/api/v1/reports',
    'active offer',
    everyone(201),
    async (f) => ({
      url: '/api/v1/reports',
      json: {
        target_type: 'offer',
        target_id: await f.offer('active'),
        reason: 'fraud',
        explanation: 'Oferta prosi o zaliczkę na prywatne konto.',
        good_faith: true,
      },
    }),
  ],
  [
    'POST',
    '/api/v1/reports',
    'draft offer',
    everyone(422),
    async (f) => ({
      url: '/api/v1/reports',
      json: {
        target_type: 'offer',
        target_id: await f.offer('draft'),
        reason: 'fraud',
        explanation: 'Oferta prosi o zaliczkę na prywatne konto.',
        good_faith: true,
      },
    }),
  ],
  ['GET', '/api/v1/users/me/decisions', '', signedIn(200), () => ({ url: '/api/v1/users/me/decisions' })],
  ['GET', '/api/v1/users/me/saved-searches', '', signedIn(200), () => ({ url: '/api/v1/users/me/saved-searches' })],
  [
    'POST',
    '/api/v1/saved-searches',
    'with an address',
    everyone(201),
    () => ({
      url: '/api/v1/saved-searches',
      json: {
        name: 'Rehabilitacja',
        query: 'q=rehabilitacja',
        frequency: 'daily',
        email: `alert.${next()}@example.pl`,
      },
    }),
  ],
  [
    'POST',
    '/api/v1/saved-searches',
    'no address: the account or a 422',
    { ...everyone(201), anonymous: 422 },
    () => ({
      url: '/api/v1/saved-searches',
      json: { name: 'Rehabilitacja', query: 'q=rehabilitacja', frequency: 'weekly' },
    }),
  ],
  [
    'GET',
    '/api/v1/saved-searches/:id',
    'the owner’s',
    { ...everyone(404), owner: 200 },
    async (f) => ({ url: `/api/v1/saved-searches/${(await f.savedSearch()).id}` }),
  ],
  [
    'GET',
    '/api/v1/saved-searches/:id',
    'with the link’s token',
    everyone(200),
    async (f) => {
      const saved = await f.savedSearch();
      return { url: `/api/v1/saved-searches/${saved.id}?token=${saved.manageToken}` };
    },
  ],
  [
    'DELETE',
    '/api/v1/saved-searches/:id',
    'the owner’s',
    { ...everyone(404), owner: 204 },
    async (f) => ({ url: `/api/v1/saved-searches/${(await f.savedSearch()).id}` }),
  ],
  [
    'DELETE',
    '/api/v1/saved-searches/:id',
    'with the link’s token',
    everyone(204),
    async (f) => {
      const saved = await f.savedSearch();
      return { url: `/api/v1/saved-searches/${saved.id}?token=${saved.manageToken}` };
    },
  ],
  [
    'POST',
    '/api/v1/saved-searches/:id/confirm',
    'with the link’s token',
    everyone(200),
    async (f) => {
      const saved = await f.savedSearch('address');
      return { url: `/api/v1/saved-searches/${saved.id}/confirm`, json: { token: saved.manageToken } };
    },
  ],
  [
    'POST',
    '/api/v1/saved-searches/:id/confirm',
    'with another alert’s token',
    everyone(404),
    async (f) => {
      const saved = await f.savedSearch('address');
      const other = await f.savedSearch('address');
      return { url: `/api/v1/saved-searches/${saved.id}/confirm`, json: { token: other.manageToken } };
    },
  ],
  [
    'POST',
    '/api/v1/saved-searches/:id/unsubscribe',
    'one click with the digest’s token',
    everyone(200),
    async (f) => {
      const saved = await f.savedSearch();
      return { url: `/api/v1/saved-searches/${saved.id}/unsubscribe?token=${saved.digestToken}` };
    },
  ],
  [
    'POST',
    '/api/v1/saved-searches/:id/unsubscribe',
    'without a token',
    everyone(404),
    async (f) => ({ url: `/api/v1/saved-searches/${(await f.savedSearch()).id}/unsubscribe` }),
  ],
  [
    'GET',
    '/api/v1/users/me/verification-request',
    '',
    signedIn(200),
    () => ({ url: '/api/v1/users/me/verification-request' }),
  ],
  [
    'POST',
    '/api/v1/users/me/verification-request',
    'no NIP nor KRS in the profile',
    { ...adminOnly(403), offeror: 422, ngo: 422 },
    async (f, actor) => {
      await f.registryNumbers(actor, null);
      return { url: '/api/v1/users/me/verification-request' };
    },
  ],
  [
    'POST',
    '/api/v1/users/me/verification-request',
    'name and NIP in the profile',
    { ...adminOnly(403), offeror: 201, ngo: 201 },
    async (f, actor) => {
      await f.registryNumbers(actor, '5260250274');
      return { url: '/api/v1/users/me/verification-request' };
    },
  ],
  [
    'POST',
    '/api/v1/users/me/appeals',
    "decision about the owner's offer",
    { ...everyone(404), anonymous: 401, owner: 201 },
    async (f) => ({
      url: '/api/v1/users/me/appeals',
      json: {
        decision_id: await f.decision(),
        explanation: 'Oferta jest zgodna z regulaminem, proszę o ponowne sprawdzenie.',
      },
    }),
  ],
  [
    'POST',
    '/api/v1/contact',
    '',
    everyone(202),
    () => ({ url: '/api/v1/contact', json: { kind: 'contact', message: 'Dzień dobry, mam pytanie o ofertę.' } }),
  ],
  [
    'POST',
    '/api/v1/accessibility-requests',
    '',
    everyone(201),
    () => ({ url: '/api/v1/accessibility-requests', json: ACCESSIBILITY_REQUEST }),
  ],

  ['GET', '/api/v1/users/me/favourites', '', signedIn(200), () => ({ url: '/api/v1/users/me/favourites' })],
  [
    'PUT',
    '/api/v1/users/me/favourites/:offerId',
    'active offer',
    signedIn(200),
    async (f) => ({ url: `/api/v1/users/me/favourites/${await f.offer('active')}` }),
  ],
  [
    'PUT',
    '/api/v1/users/me/favourites/:offerId',
    'draft offer',
    { ...everyone(404), anonymous: 401 },
    async (f) => ({ url: `/api/v1/users/me/favourites/${await f.offer('draft')}` }),
  ],
  [
    'DELETE',
    '/api/v1/users/me/favourites/:offerId',
    '',
    signedIn(204),
    async (f) => ({ url: `/api/v1/users/me/favourites/${await f.offer('active')}` }),
  ],
  [
    'POST',
    '/api/v1/users/me/favourites/merge',
    '',
    signedIn(200),
    async (f) => ({ url: '/api/v1/users/me/favourites/merge', json: { offer_ids: [await f.offer('active')] } }),
  ],
  [
    'POST',
    '/api/v1/shared-lists',
    '',
    everyone(201),
    async (f) => ({ url: '/api/v1/shared-lists', json: { offer_ids: [await f.offer('active')] } }),
  ],
  [
    'GET',
    '/api/v1/shared-lists/:id',
    '',
    everyone(200),
    async (f) => ({ url: `/api/v1/shared-lists/${await f.sharedList()}` }),
  ],
  [
    'POST',
    '/api/v1/shared-lists/:id/email',
    '',
    everyone(202),
    async (f) => ({
      url: `/api/v1/shared-lists/${await f.sharedList()}/email`,
      json: { emails: ['bliska@example.pl'] },
    }),
  ],

  ['GET', '/api/v1/offers', '', everyone(200), () => ({ url: '/api/v1/offers?q=wozek' })],
  [
    'GET',
    '/api/v1/offers/:id',
    'active offer',
    everyone(200),
    async (f) => ({ url: `/api/v1/offers/${await f.offer('active')}` }),
  ],
  [
    'GET',
    '/api/v1/offers/:id',
    'pending offer',
    hiddenUnlessOwnerOrAdmin,
    async (f) => ({ url: `/api/v1/offers/${await f.offer('pending_approval')}` }),
  ],
  [
    'GET',
    '/api/v1/offers/:id',
    'draft offer',
    hiddenUnlessOwnerOrAdmin,
    async (f) => ({ url: `/api/v1/offers/${await f.offer('draft')}` }),
  ],
  [
    'POST',
    '/api/v1/offers/:id/confirm',
    "the owner's active offer",
    { ...everyone(403), anonymous: 401, owner: 200 },
    async (f) => ({ url: `/api/v1/offers/${await f.offer('active')}/confirm` }),
  ],
  [
    'PUT',
    '/api/v1/offers/:id/availability',
    "the owner's active offer",
    ownerOrAdmin(200),
    async (f) => ({
      url: `/api/v1/offers/${await f.offer('active')}/availability`,
      json: { availability: 'waiting_list', next_available_date: '2027-01-15' },
    }),
  ],
  [
    'POST',
    '/api/v1/offers/:id/corrections',
    'active offer',
    everyone(201),
    async (f) => ({
      url: `/api/v1/offers/${await f.offer('active')}/corrections`,
      json: { fields: ['phone'], note: 'Numer telefonu nie odpowiada od miesiąca.' },
    }),
  ],
  [
    'POST',
    '/api/v1/offers/:id/corrections',
    'draft offer',
    everyone(404),
    async (f) => ({
      url: `/api/v1/offers/${await f.offer('draft')}/corrections`,
      json: { fields: ['phone'], note: 'Numer telefonu nie odpowiada od miesiąca.' },
    }),
  ],
  [
    'POST',
    '/api/v1/offers/:id/inquiries',
    'active offer',
    everyone(201),
    async (f) => ({ url: `/api/v1/offers/${await f.offer('active')}/inquiries`, json: INQUIRY }),
  ],
  [
    'POST',
    '/api/v1/offers/:id/inquiries',
    'draft offer',
    everyone(404),
    async (f) => ({ url: `/api/v1/offers/${await f.offer('draft')}/inquiries`, json: INQUIRY }),
  ],
  [
    'GET',
    '/api/v1/offers/:id/inquiries',
    "the owner's offer",
    { ...everyone(403), anonymous: 401, owner: 200 },
    async (f) => ({ url: `/api/v1/offers/${(await f.inquiry()).offerId}/inquiries` }),
  ],
  [
    'PATCH',
    '/api/v1/offers/:id/inquiries/:inquiryId',
    "an inquiry about the owner's offer",
    { ...everyone(403), anonymous: 401, owner: 200 },
    async (f) => {
      const { offerId, id } = await f.inquiry();
      return { url: `/api/v1/offers/${offerId}/inquiries/${id}`, json: { status: 'answered' } };
    },
  ],
  ['GET', '/api/v1/users/me/inquiries', '', signedIn(200), () => ({ url: '/api/v1/users/me/inquiries' })],
  [
    'GET',
    '/api/v1/users/me/offer-inquiry-counts',
    '',
    signedIn(200),
    () => ({ url: '/api/v1/users/me/offer-inquiry-counts' }),
  ],
  [
    'GET',
    '/api/v1/users/me/offer-corrections',
    '',
    signedIn(200),
    () => ({ url: '/api/v1/users/me/offer-corrections' }),
  ],
  [
    'POST',
    '/api/v1/users/me/offer-corrections/:id/resolve',
    "a correction about the owner's offer",
    { ...everyone(404), anonymous: 401, owner: 200 },
    async (f) => ({ url: `/api/v1/users/me/offer-corrections/${await f.correction(0)}/resolve` }),
  ],
  ['POST', '/api/offers', '', signedIn(201), (f) => ({ url: '/api/offers/', json: offerJson(f) })],
  [
    'PUT',
    '/api/offers/:id',
    '',
    ownerOrAdmin(200),
    async (f) => ({ url: `/api/offers/${await f.offer('active')}`, json: offerJson(f) }),
  ],
  [
    'DELETE',
    '/api/offers/:id',
    '',
    ownerOrAdmin(204),
    async (f) => ({ url: `/api/offers/${await f.offer('active')}` }),
  ],

  ['GET', '/api/v1/blog-posts', '', everyone(200), () => ({ url: '/api/v1/blog-posts' })],
  [
    'GET',
    '/api/v1/blog-posts/:slug',
    'published article',
    everyone(200),
    async (f) => ({ url: `/api/v1/blog-posts/${(await f.post('published')).slug}` }),
  ],
  [
    'GET',
    '/api/v1/blog-posts/:slug',
    'draft article',
    hiddenUnlessOwnerOrAdmin,
    async (f) => ({ url: `/api/v1/blog-posts/${(await f.post('draft')).slug}` }),
  ],
  [
    'GET',
    '/api/v1/blog-posts/:slug',
    'pending article',
    hiddenUnlessOwnerOrAdmin,
    async (f) => ({ url: `/api/v1/blog-posts/${(await f.post('pending_approval')).slug}` }),
  ],
  ['POST', '/api/v1/blog-posts', '', signedIn(201), () => ({ url: '/api/v1/blog-posts', json: postJson() })],
  // A JSON body is refused before anything is stored; the picture itself is tested in editorUploads.test.ts.
  ['POST', '/api/v1/uploads/images', '', signedIn(415), () => ({ url: '/api/v1/uploads/images', json: {} })],
  [
    'PUT',
    '/api/v1/blog-posts/:id',
    '',
    ownerOrAdmin(200),
    async (f) => ({ url: `/api/v1/blog-posts/${(await f.post('published')).id}`, json: postJson() }),
  ],
  [
    'DELETE',
    '/api/v1/blog-posts/:id',
    '',
    ownerOrAdmin(204),
    async (f) => ({ url: `/api/v1/blog-posts/${(await f.post('published')).id}` }),
  ],

  ['GET', '/api/v1/profiles/:companySlug', '', everyone(200), (f) => ({ url: `/api/v1/profiles/${f.offerOwnerSlug}` })],
  ['GET', '/api/v1/categories', '', everyone(200), () => ({ url: '/api/v1/categories' })],
  ['GET', '/api/v1/localities', '', everyone(200), () => ({ url: '/api/v1/localities?q=zgierz' })],
  ['GET', '/api/v1/search/suggestions', '', everyone(200), () => ({ url: '/api/v1/search/suggestions?q=w%C3%B3zek' })],
  ['GET', '/api/v1/categories/:id', '', everyone(200), (f) => ({ url: `/api/v1/categories/${f.categoryId}` })],
  ['GET', '/api/v1/settings/public', '', everyone(200), () => ({ url: '/api/v1/settings/public' })],

  ['GET', '/api/v1/admin/users', '', adminOnly(200), () => ({ url: '/api/v1/admin/users' })],
  [
    'GET',
    '/api/v1/admin/users/:id',
    'user target',
    adminOnly(200),
    async (f) => ({ url: `/api/v1/admin/users/${await user('offeror')(f)}` }),
  ],
  [
    'GET',
    '/api/v1/admin/users/:id',
    'admin target',
    { ...adminOnly(200), admin: 404 },
    async (f) => ({ url: `/api/v1/admin/users/${await user('admin')(f)}` }),
  ],
  [
    'GET',
    '/api/v1/admin/users/:id',
    'superadmin target',
    { ...adminOnly(200), admin: 404 },
    async (f) => ({ url: `/api/v1/admin/users/${await user('superadmin')(f)}` }),
  ],
  [
    'GET',
    '/api/v1/admin/users/:id',
    'own account',
    { ...adminOnly(200), admin: 404 },
    async (f, actor) => ({ url: `/api/v1/admin/users/${await self(f, actor)}` }),
  ],
  [
    'POST',
    '/api/v1/admin/users',
    'role user',
    superadminOnly(201),
    () => ({
      url: '/api/v1/admin/users',
      json: { email: `konto-${next()}@example.pl`, password: strongPassword, full_name: 'Nowe Konto', role: 'user' },
    }),
  ],
  [
    'POST',
    '/api/v1/admin/users',
    'role admin',
    superadminOnly(201),
    () => ({
      url: '/api/v1/admin/users',
      json: { email: `admin-${next()}@example.pl`, password: strongPassword, full_name: 'Nowy Admin', role: 'admin' },
    }),
  ],
  [
    'POST',
    '/api/v1/admin/users',
    'role superadmin',
    superadminOnly(403),
    () => ({
      url: '/api/v1/admin/users',
      json: { email: `sa-${next()}@example.pl`, password: strongPassword, full_name: 'Nowy SA', role: 'superadmin' },
    }),
  ],
  [
    'PUT',
    '/api/v1/admin/users/:id',
    'user target, role ngo',
    adminOnly(200),
    async (f) => ({
      url: `/api/v1/admin/users/${await user('user')(f)}`,
      json: { role: 'ngo', full_name: 'Zmiana', is_verified: true },
    }),
  ],
  [
    'PUT',
    '/api/v1/admin/users/:id',
    'user target, role admin',
    superadminOnly(200),
    async (f) => ({ url: `/api/v1/admin/users/${await user('user')(f)}`, json: { role: 'admin', full_name: 'Awans' } }),
  ],
  [
    'PUT',
    '/api/v1/admin/users/:id',
    'user target, role superadmin',
    superadminOnly(200),
    async (f) => ({
      url: `/api/v1/admin/users/${await user('offeror')(f)}`,
      json: { role: 'superadmin', full_name: 'Awans' },
    }),
  ],
  [
    'PUT',
    '/api/v1/admin/users/:id',
    'admin target',
    { ...adminOnly(200), admin: 404 },
    async (f) => ({
      url: `/api/v1/admin/users/${await user('admin')(f)}`,
      json: { role: 'user', full_name: 'Degradacja' },
    }),
  ],
  [
    'PUT',
    '/api/v1/admin/users/:id',
    'superadmin target keeps role',
    { ...adminOnly(200), admin: 404 },
    async (f) => ({
      url: `/api/v1/admin/users/${await user('superadmin')(f)}`,
      json: { role: 'superadmin', full_name: 'Nazwa' },
    }),
  ],
  [
    'PUT',
    '/api/v1/admin/users/:id',
    'superadmin target, role user',
    { ...adminOnly(403), admin: 404 },
    async (f) => ({
      url: `/api/v1/admin/users/${await user('superadmin')(f)}`,
      json: { role: 'user', full_name: 'Nazwa' },
    }),
  ],
  [
    'PUT',
    '/api/v1/admin/users/:id',
    'own account',
    { ...adminOnly(200), admin: 404 },
    async (f, actor) => ({
      url: `/api/v1/admin/users/${await self(f, actor)}`,
      json: { role: actor?.role ?? 'user', full_name: 'Ja' },
    }),
  ],
  [
    'DELETE',
    '/api/v1/admin/users/:id',
    'user target',
    superadminOnly(204),
    async (f) => ({ url: `/api/v1/admin/users/${await user('ngo')(f)}` }),
  ],
  [
    'DELETE',
    '/api/v1/admin/users/:id',
    'admin target',
    { ...superadminOnly(204), admin: 404 },
    async (f) => ({ url: `/api/v1/admin/users/${await user('admin')(f)}` }),
  ],
  [
    'DELETE',
    '/api/v1/admin/users/:id',
    'superadmin target',
    { ...adminOnly(403), admin: 404 },
    async (f) => ({ url: `/api/v1/admin/users/${await user('superadmin')(f)}` }),
  ],
  [
    'PATCH',
    '/api/v1/admin/users/:id/ban',
    'ban user',
    superadminOnly(200),
    async (f) => ({
      url: `/api/v1/admin/users/${await user('user')(f)}/ban`,
      json: { ban: true, reason: 'Konto rozsyłało spam.', ground: 'terms' },
    }),
  ],
  [
    'PATCH',
    '/api/v1/admin/users/:id/ban',
    'unban user',
    superadminOnly(200),
    async (f) => ({ url: `/api/v1/admin/users/${await f.bannedAccount()}/ban`, json: { ban: false } }),
  ],
  [
    'PATCH',
    '/api/v1/admin/users/:id/ban',
    'ban admin',
    { ...superadminOnly(200), admin: 404 },
    async (f) => ({
      url: `/api/v1/admin/users/${await user('admin')(f)}/ban`,
      json: { ban: true, reason: 'Konto rozsyłało spam.', ground: 'terms' },
    }),
  ],
  [
    'PATCH',
    '/api/v1/admin/users/:id/ban',
    'ban superadmin',
    { ...adminOnly(403), admin: 404 },
    async (f) => ({
      url: `/api/v1/admin/users/${await user('superadmin')(f)}/ban`,
      json: { ban: true, reason: 'Konto rozsyłało spam.', ground: 'terms' },
    }),
  ],
  [
    'POST',
    '/api/v1/admin/users/:id/reset-password',
    '',
    superadminOnly(202),
    async (f) => ({ url: `/api/v1/admin/users/${await user('offeror')(f)}/reset-password` }),
  ],

  ['GET', '/api/v1/admin/offers', '', adminOnly(200), () => ({ url: '/api/v1/admin/offers' })],
  [
    'GET',
    '/api/v1/admin/offers/:id',
    '',
    adminOnly(200),
    async (f) => ({ url: `/api/v1/admin/offers/${await f.offer('pending_approval')}` }),
  ],
  [
    'PUT',
    '/api/v1/admin/offers/:id',
    '',
    adminOnly(200),
    async (f) => ({
      url: `/api/v1/admin/offers/${await f.offer('pending_approval')}`,
      json: { title: 'Zmieniony tytuł oferty' },
    }),
  ],
  [
    'PATCH',
    '/api/v1/admin/offers/:id/status',
    '',
    adminOnly(200),
    async (f) => ({
      url: `/api/v1/admin/offers/${await f.offer('pending_approval')}/status`,
      json: { status: 'active' },
    }),
  ],
  [
    'PATCH',
    '/api/v1/admin/offers/:id/promote',
    '',
    adminOnly(200),
    async (f) => ({ url: `/api/v1/admin/offers/${await f.offer('active')}/promote`, json: { is_promoted: true } }),
  ],
  [
    'DELETE',
    '/api/v1/admin/offers/:id',
    '',
    adminOnly(204),
    async (f) => ({ url: `/api/v1/admin/offers/${await f.offer('active')}` }),
  ],
  ['GET', '/api/v1/admin/blog_posts', '', adminOnly(200), () => ({ url: '/api/v1/admin/blog_posts' })],
  [
    'GET',
    '/api/v1/admin/blog_posts/:id',
    '',
    adminOnly(200),
    async (f) => ({ url: `/api/v1/admin/blog_posts/${(await f.post('pending_approval')).id}` }),
  ],
  [
    'PUT',
    '/api/v1/admin/blog_posts/:id',
    '',
    adminOnly(200),
    async (f) => ({
      url: `/api/v1/admin/blog_posts/${(await f.post('pending_approval')).id}`,
      json: { title: 'Zmieniony tytuł' },
    }),
  ],
  [
    'PATCH',
    '/api/v1/admin/blog_posts/:id/status',
    '',
    adminOnly(200),
    async (f) => ({
      url: `/api/v1/admin/blog_posts/${(await f.post('pending_approval')).id}/status`,
      json: { status: 'published' },
    }),
  ],
  [
    'DELETE',
    '/api/v1/admin/blog_posts/:id',
    '',
    adminOnly(204),
    async (f) => ({ url: `/api/v1/admin/blog_posts/${(await f.post('draft')).id}` }),
  ],
  [
    'GET',
    '/api/v1/admin/categories/:id',
    '',
    adminOnly(200),
    (f) => ({ url: `/api/v1/admin/categories/${f.categoryId}` }),
  ],
  [
    'POST',
    '/api/v1/admin/categories',
    '',
    adminOnly(201),
    () => ({ url: '/api/v1/admin/categories', json: { name: 'Nowa kategoria', slug: `nowa-${next()}` } }),
  ],
  [
    'PUT',
    '/api/v1/admin/categories/:id',
    '',
    adminOnly(200),
    async (f) => ({
      url: `/api/v1/admin/categories/${await f.category()}`,
      json: { name: 'Zmieniona', slug: `zmieniona-${next()}` },
    }),
  ],
  [
    'DELETE',
    '/api/v1/admin/categories/:id',
    '',
    adminOnly(204),
    async (f) => ({ url: `/api/v1/admin/categories/${await f.category()}` }),
  ],
  ['GET', '/api/v1/admin/search-synonyms', '', adminOnly(200), () => ({ url: '/api/v1/admin/search-synonyms' })],
  [
    'GET',
    '/api/v1/admin/search-synonyms/:id',
    '',
    adminOnly(200),
    async (f) => ({ url: `/api/v1/admin/search-synonyms/${await f.synonymGroup()}` }),
  ],
  [
    'POST',
    '/api/v1/admin/search-synonyms',
    '',
    adminOnly(201),
    () => ({ url: '/api/v1/admin/search-synonyms', json: { terms: ['ŚDS', `dom samopomocy ${next()}`] } }),
  ],
  [
    'PUT',
    '/api/v1/admin/search-synonyms/:id',
    '',
    adminOnly(200),
    async (f) => ({
      url: `/api/v1/admin/search-synonyms/${await f.synonymGroup()}`,
      json: { terms: ['ŚDS', `zmieniona ${next()}`] },
    }),
  ],
  [
    'DELETE',
    '/api/v1/admin/search-synonyms/:id',
    '',
    adminOnly(204),
    async (f) => ({ url: `/api/v1/admin/search-synonyms/${await f.synonymGroup()}` }),
  ],
  ['GET', '/api/v1/admin/settings', '', adminOnly(200), () => ({ url: '/api/v1/admin/settings' })],
  [
    'PUT',
    '/api/v1/admin/settings',
    '',
    adminOnly(200),
    () => ({
      url: '/api/v1/admin/settings',
      json: { portal_name: 'Portal usług inkluzywnych', contact_email: 'kontakt@example.pl' },
    }),
  ],
  ['GET', '/api/v1/admin/stats', '', adminOnly(200), () => ({ url: '/api/v1/admin/stats' })],
  ['GET', '/api/v1/admin/offer-corrections', '', adminOnly(200), () => ({ url: '/api/v1/admin/offer-corrections' })],
  [
    'GET',
    '/api/v1/admin/offer-corrections/:id',
    'unhandled for 15 days',
    adminOnly(200),
    async (f) => ({ url: `/api/v1/admin/offer-corrections/${await f.correction(15)}` }),
  ],
  [
    'POST',
    '/api/v1/admin/offer-corrections/:id/request-confirmation',
    'unhandled for 15 days',
    adminOnly(200),
    async (f) => ({ url: `/api/v1/admin/offer-corrections/${await f.correction(15)}/request-confirmation` }),
  ],
  ['GET', '/api/v1/admin/reports', '', adminOnly(200), () => ({ url: '/api/v1/admin/reports' })],
  [
    'GET',
    '/api/v1/admin/reports/:id',
    '',
    adminOnly(200),
    async (f) => ({ url: `/api/v1/admin/reports/${await f.report()}` }),
  ],
  [
    'PATCH',
    '/api/v1/admin/reports/:id',
    'no action',
    adminOnly(200),
    async (f) => ({
      url: `/api/v1/admin/reports/${await f.report()}`,
      json: { decision: 'no_action', statement: 'Treść jest zgodna z regulaminem.' },
    }),
  ],
  [
    'PATCH',
    '/api/v1/admin/reports/:id',
    'content removed',
    adminOnly(200),
    async (f) => ({
      url: `/api/v1/admin/reports/${await f.report()}`,
      json: { decision: 'content_removed', statement: 'Oferta wyłudza zaliczki.', ground: 'terms' },
    }),
  ],
  ['GET', '/api/v1/admin/audit-log', '', adminOnly(200), () => ({ url: '/api/v1/admin/audit-log' })],
  ['GET', '/api/v1/admin/verifications', '', adminOnly(200), () => ({ url: '/api/v1/admin/verifications' })],
  [
    'GET',
    '/api/v1/admin/verifications/:id',
    '',
    adminOnly(200),
    async (f) => ({ url: `/api/v1/admin/verifications/${await f.verification()}` }),
  ],
  [
    'PATCH',
    '/api/v1/admin/verifications/:id',
    'approved',
    adminOnly(200),
    async (f) => ({
      url: `/api/v1/admin/verifications/${await f.verification()}`,
      json: { decision: 'approved', version: requestVersion(VERIFIED_DATA) },
    }),
  ],
  [
    'GET',
    '/api/v1/admin/accessibility-requests',
    '',
    adminOnly(200),
    () => ({ url: '/api/v1/admin/accessibility-requests' }),
  ],
  [
    'GET',
    '/api/v1/admin/accessibility-requests/:id',
    '',
    adminOnly(200),
    async (f) => ({ url: `/api/v1/admin/accessibility-requests/${await f.accessibilityRequest()}` }),
  ],
  [
    'PATCH',
    '/api/v1/admin/accessibility-requests/:id',
    'in progress',
    adminOnly(200),
    async (f) => ({
      url: `/api/v1/admin/accessibility-requests/${await f.accessibilityRequest()}`,
      json: { status: 'in_progress' },
    }),
  ],
  ['GET', '/api/v1/admin/appeals', '', adminOnly(200), () => ({ url: '/api/v1/admin/appeals' })],
  [
    'GET',
    '/api/v1/admin/appeals/:id',
    '',
    adminOnly(200),
    async (f) => ({ url: `/api/v1/admin/appeals/${await f.appeal('another admin')}` }),
  ],
  [
    'PATCH',
    '/api/v1/admin/appeals/:id',
    'upheld',
    adminOnly(200),
    async (f) => ({
      url: `/api/v1/admin/appeals/${await f.appeal('another admin')}`,
      json: { outcome: 'upheld', statement: 'Oferta nadal narusza regulamin.' },
    }),
  ],
  [
    'PATCH',
    '/api/v1/admin/appeals/:id',
    'reversed',
    adminOnly(200),
    async (f) => ({
      url: `/api/v1/admin/appeals/${await f.appeal('another admin')}`,
      json: { outcome: 'reversed', statement: 'Oferta jest zgodna z regulaminem.' },
    }),
  ],
  [
    'PATCH',
    '/api/v1/admin/appeals/:id',
    "the admin's own decision",
    { ...adminOnly(200), admin: 403 },
    async (f) => ({
      url: `/api/v1/admin/appeals/${await f.appeal('admin')}`,
      json: { outcome: 'reversed', statement: 'Oferta jest zgodna z regulaminem.' },
    }),
  ],
  [
    'GET',
    '/api/v1/admin/transparency-report',
    '',
    adminOnly(200),
    () => ({ url: '/api/v1/admin/transparency-report?year=2026' }),
  ],
  [
    'GET',
    '/api/v1/admin/transparency-report.csv',
    '',
    adminOnly(200),
    () => ({ url: '/api/v1/admin/transparency-report.csv?year=2026' }),
  ],
];

interface Fixtures {
  categoryId: string;
  loginAccount: Account;
  offerOwnerSlug: string;
  offer: (status: OfferStatus) => Promise<string>;
  post: (status: BlogStatus) => Promise<{ id: string; slug: string }>;
  account: (role: Role) => Promise<Account>;
  bannedAccount: () => Promise<string>;
  category: () => Promise<string>;
  /** A fresh thesaurus group. */
  synonymGroup: () => Promise<string>;
  emailToken: (purpose: 'confirm_email' | 'reset_password') => Promise<string>;
  upload: () => string;
  /** A moderation decision about an offer of the offer owner, taken by the `admin` column's account unless told. */
  decision: (decidedBy?: string) => Promise<string>;
  /** An open notice about an active offer of the offer owner. */
  report: () => Promise<string>;
  /** An open correction of out-of-date data about an active offer of the offer owner, filed this many days ago. */
  correction: (daysAgo: number) => Promise<string>;
  /** An inquiry about a fresh active offer of the offer owner. */
  inquiry: () => Promise<{ id: string; offerId: string }>;
  /** A pending verification request of a fresh organisation. */
  verification: () => Promise<string>;
  /** A new accessibility request. */
  accessibilityRequest: () => Promise<string>;
  /** Gives the actor's profile an organisation name and this NIP (or none), with no request waiting. */
  registryNumbers: (actor: Account | null, nip: string | null) => Promise<void>;
  /** An open appeal of the offer owner against a decision taken by the `admin` column's account or another admin. */
  appeal: (decidedBy: 'admin' | 'another admin') => Promise<string>;
  /** A list of one active offer shared by its link. */
  sharedList: () => Promise<string>;
  /** An alert for new offers of the offer owner (confirmed), or of an e-mail address alone (unconfirmed). */
  savedSearch: (of?: 'owner' | 'address') => Promise<{ id: string; manageToken: string; digestToken: string }>;
}

/** What the fixture's verification request asks the admin to check, and so the version a decision sends. */
const VERIFIED_DATA = { organization_name: 'Fundacja do sprawdzenia', nip: '5260250274', regon: null, krs: null };

let ctx: TestContext;
const collector = routeCollector();
const staticDir = fakeStaticDir();
const actors = {} as Record<Exclude<Column, 'anonymous' | 'owner'>, Account> & {
  offerOwner: Account;
  postOwner: Account;
  /** A third administrator, so that an appeal has someone other than the decision's author to decide it. */
  otherAdmin: Account;
};
let fixtures: Fixtures;

beforeAll(async () => {
  ctx = await createTestContext({ staticDir }, { onRoute: collector.onRoute });
  for (const role of ['user', 'offeror', 'ngo', 'admin', 'superadmin'] as const)
    actors[role] = await insertAccount(ctx, role);
  const offerOwnerSlug = `wlasciciel-${next()}`;
  actors.offerOwner = await insertAccount(ctx, 'offeror', { company_slug: offerOwnerSlug });
  actors.postOwner = await insertAccount(ctx, 'ngo');
  actors.otherAdmin = await insertAccount(ctx, 'admin');
  fixtures = {
    categoryId: await firstCategoryId(ctx),
    loginAccount: await insertAccount(ctx, 'user'),
    offerOwnerSlug,
    offer: async (status) => (await insertOffer(ctx, actors.offerOwner.id, { status })).id,
    post: async (status) => {
      const row = await insertPost(ctx, actors.postOwner.id, {
        status,
        published_at: status === 'published' ? new Date().toISOString() : null,
      });
      return { id: row.id, slug: row.slug };
    },
    account: (role) => insertAccount(ctx, role),
    bannedAccount: async () =>
      (await insertAccount(ctx, 'user', { banned_until: new Date(Date.now() + 86_400_000).toISOString() })).id,
    category: async () => {
      const response = await ctx.call('POST', '/api/v1/admin/categories', {
        token: await freshToken(ctx, actors.superadmin.id),
        json: { name: 'Do zmiany', slug: `do-zmiany-${next()}` },
      });
      return response.json<{ id: string }>().id;
    },
    synonymGroup: async () => {
      const response = await ctx.call('POST', '/api/v1/admin/search-synonyms', {
        token: await freshToken(ctx, actors.superadmin.id),
        json: { terms: ['ŚDS', `do zmiany ${next()}`] },
      });
      return response.json<{ id: string }>().id;
    },
    emailToken: async (purpose) => issueEmailToken(ctx.db, (await insertAccount(ctx, 'user')).id, purpose),
    report: async () => {
      const offerId = (await insertOffer(ctx, actors.offerOwner.id, { status: 'active' })).id;
      const [row] = await ctx.db
        .insert(reports)
        .values({
          target_type: 'offer',
          target_id: offerId,
          target_title: 'Zgłoszona oferta',
          reason: 'fraud',
          explanation: 'Oferta prosi o zaliczkę na prywatne konto.',
          good_faith: true,
        })
        .returning({ id: reports.id });
      return row.id;
    },
    correction: async (daysAgo) => {
      const offerId = (await insertOffer(ctx, actors.offerOwner.id, { status: 'active' })).id;
      const [row] = await ctx.db
        .insert(offerCorrections)
        .values({
          offer_id: offerId,
          fields: ['phone'],
          note: 'Numer telefonu nie odpowiada od miesiąca.',
          created_at: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
        })
        .returning({ id: offerCorrections.id });
      return row.id;
    },
    inquiry: async () => {
      const offerId = (await insertOffer(ctx, actors.offerOwner.id, { status: 'active' })).id;
      const [row] = await ctx.db
        .insert(offerInquiries)
        .values({ offer_id: offerId, name: 'Anna Nowak', email: 'anna@example.pl', message: 'Pytanie.', needs: [] })
        .returning({ id: offerInquiries.id });
      return { id: row.id, offerId };
    },
    verification: async () => {
      const organisation = await insertAccount(ctx, 'ngo', { nip: VERIFIED_DATA.nip });
      const [row] = await ctx.db
        .insert(verificationRequests)
        .values({ user_id: organisation.id, ...VERIFIED_DATA })
        .returning({ id: verificationRequests.id });
      return row.id;
    },
    accessibilityRequest: async () => {
      const [row] = await ctx.db
        .insert(accessibilityRequests)
        .values({ ...ACCESSIBILITY_REQUEST, due_at: sql`now() + interval '7 days'` })
        .returning({ id: accessibilityRequests.id });
      return row.id;
    },
    registryNumbers: async (actor, nip) => {
      if (!actor) return;
      await ctx.db.delete(verificationRequests).where(eq(verificationRequests.user_id, actor.id));
      await ctx.db
        .update(users)
        .set({ organization_name: 'Fundacja z numerami', nip, krs: null, is_verified: false })
        .where(eq(users.id, actor.id));
    },
    sharedList: async () => {
      const offerId = (await insertOffer(ctx, actors.offerOwner.id, { status: 'active' })).id;
      return (await ctx.call('POST', '/api/v1/shared-lists', { json: { offer_ids: [offerId] } })).json<{ id: string }>()
        .id;
    },
    appeal: async (decidedBy) => {
      const decisionId = await fixtures.decision(decidedBy === 'admin' ? actors.admin.id : actors.otherAdmin.id);
      const [row] = await ctx.db
        .insert(appeals)
        .values({
          decision_id: decisionId,
          user_id: actors.offerOwner.id,
          explanation: 'Oferta jest zgodna z regulaminem, proszę o ponowne sprawdzenie.',
        })
        .returning({ id: appeals.id });
      return row.id;
    },
    decision: async (decidedBy = actors.admin.id) => {
      const offerId = (await insertOffer(ctx, actors.offerOwner.id, { status: 'rejected' })).id;
      const [row] = await ctx.db
        .insert(moderationDecisions)
        .values({
          target_type: 'offer',
          target_id: offerId,
          target_title: 'Oferta odrzucona',
          user_id: actors.offerOwner.id,
          decision_type: 'content_removed',
          previous_status: 'active',
          new_status: 'rejected',
          ground: 'terms',
          statement: 'Oferta narusza regulamin.',
          decided_by: decidedBy,
        })
        .returning({ id: moderationDecisions.id });
      return row.id;
    },
    savedSearch: async (of = 'owner') => {
      const [row] = await ctx.db
        .insert(savedSearches)
        .values({
          user_id: of === 'owner' ? actors.offerOwner.id : null,
          email: of === 'owner' ? null : `alert.${next()}@example.pl`,
          name: 'Rehabilitacja',
          query: 'q=rehabilitacja',
          frequency: 'daily',
          confirmed_at: of === 'owner' ? new Date().toISOString() : null,
        })
        .returning({ id: savedSearches.id });
      const token = (purpose: 'manage' | 'digest') => savedSearchToken(ctx.config.jwtSecret, row.id, purpose);
      return { id: row.id, manageToken: token('manage'), digestToken: token('digest') };
    },
    upload: () => {
      const name = `${next().replace(/\D/g, '')}.png`;
      mkdirSync(path.join(ctx.config.dataDir, 'uploads'), { recursive: true });
      writeFileSync(path.join(ctx.config.dataDir, 'uploads', name), pngImage(2, 2));
      return `/uploads/${name}`;
    },
  };
});
afterAll(async () => {
  await ctx.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const key = (method: string, route: string) => `${method} ${route}`;

describe('authorization matrix', () => {
  it('has a row for every registered route, and every row names a registered route', () => {
    const registered = collector.routes().map((route) => key(route.method, route.url));
    const tabled = new Set(ROWS.map(([method, route]) => key(method, route)));
    expect(
      registered.filter((route) => !tabled.has(route)),
      'routes missing from the matrix',
    ).toEqual([]);
    expect(
      [...tabled].filter((route) => !registered.includes(route)),
      'rows of routes that do not exist',
    ).toEqual([]);
  });

  it.each(ROWS.map((row) => [`${row[0]} ${row[1]}${row[2] ? ` (${row[2]})` : ''}`, row] as const))(
    '%s',
    async (_name, [method, route, , expected, build]) => {
      const owner = route.includes('blog') ? actors.postOwner : actors.offerOwner;
      const actual: Partial<Record<Column, number>> = {};
      for (const column of Object.keys(expected) as Column[]) {
        const actor = column === 'anonymous' ? null : column === 'owner' ? owner : actors[column];
        const request = await build(fixtures, actor);
        const token = actor ? await freshToken(ctx, actor.id) : undefined;
        const before = method === 'GET' ? undefined : await databaseFingerprint(ctx.db);
        const response = await ctx.call(method, request.url, { token, json: request.json });
        actual[column] = response.statusCode;
        if (response.statusCode >= 400) {
          expect(response.json<{ detail: string }>().detail, `${column}: Polish detail`).toEqual(expect.any(String));
          if (before)
            expect(await databaseFingerprint(ctx.db), `${column}: a refused ${method} changed nothing`).toEqual(before);
        }
      }
      expect(actual).toEqual(expected);
    },
  );
});
