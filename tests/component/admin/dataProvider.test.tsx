import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../../shared/token';
import { errorToToast } from '../../../shared/errors';
import { USER_ADMIN_MESSAGES } from '../../../shared/messages';
import { dataProvider } from '../../../src-admin/providers/dataProvider';
import {
  makeAdminAppeal,
  makeAdminStats,
  makeAuditEntry,
  makeBlogPost,
  makeCategory,
  makeOffer,
  makePortalSettings,
  makeSearchSynonym,
  makeTransparencyReport,
} from '../../support/apiFixtures';
import { checkedMockAnswer } from '../../support/mockedApi';
import { makeUser } from './adminHarness';

type Call = { url: string; method: string; body?: unknown; authorization: string | null };
let calls: Call[];
let answers: Response[];

/** The answers to the next fetches, in order; each is checked against the API's OpenAPI document when it is given. */
const answerNext = (...responses: Response[]) => answers.push(...responses);

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const noContent = () => new Response(null, { status: 204 });

beforeEach(() => {
  calls = [];
  answers = [];
  localStorage.setItem(AUTH_TOKEN_KEY, 'token-administratora');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      const method = init.method ?? 'GET';
      calls.push({
        url: decodeURIComponent(String(url)),
        method,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        authorization: headers.get('Authorization'),
      });
      const answer = answers.shift();
      if (!answer) throw new Error(`No answer given for ${method} ${String(url)}`);
      return checkedMockAnswer(method, String(url), answer);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  expect(answers, 'answers given but never asked for').toEqual([]);
});

const last = () => calls[calls.length - 1];

describe('admin dataProvider', () => {
  it('lists users under /admin with the bearer token and the react-admin query', async () => {
    const nowak = makeUser({ role: 'user', full_name: 'Jan Nowak', email: 'jan.nowak@example.pl' });
    answerNext(json([nowak], 200, { 'Content-Range': 'users 25-25/41' }));
    const result = await dataProvider.getList('users', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'email', order: 'ASC' },
      filter: { q: 'nowak' },
    });
    expect(result).toEqual({ data: [nowak], total: 41 });
    expect(last().url).toBe('/api/v1/admin/users?filter={"q":"nowak"}&range=[25,49]&sort=["email","ASC"]');
    expect(last().authorization).toBe('Bearer token-administratora');
  });

  it('reads categories from the public list and writes them under /admin', async () => {
    const category = makeCategory({ id: 'k1', name: 'Szkolenia', slug: 'szkolenia' });
    answerNext(json([category], 200, { 'Content-Range': 'categories 0-0/1' }));
    const list = await dataProvider.getList('categories', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(list).toEqual({ data: [category], total: 1 });
    expect(last().url).toMatch(/^\/api\/v1\/categories\?/);
    const renamed = { ...category, name: 'Szkolenia zawodowe' };
    answerNext(json(renamed));
    const updated = await dataProvider.update('categories', {
      id: 'k1',
      data: { name: 'Szkolenia zawodowe' },
      previousData: category,
    });
    expect(updated.data).toEqual(renamed);
    expect(last()).toMatchObject({
      url: '/api/v1/admin/categories/k1',
      method: 'PUT',
      body: { name: 'Szkolenia zawodowe' },
    });
  });

  it('reads and writes the search thesaurus under /admin/search-synonyms, keeping the deleted group after a 204', async () => {
    const group = makeSearchSynonym({ id: 's1', terms: ['PJM', 'migowy'] });
    answerNext(json([group], 200, { 'Content-Range': 'search-synonyms 0-0/1' }));
    const list = await dataProvider.getList('search_synonyms', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'terms', order: 'ASC' },
      filter: {},
    });
    expect(list).toEqual({ data: [group], total: 1 });
    expect(last().url).toMatch(/^\/api\/v1\/admin\/search-synonyms\?/);
    answerNext(noContent());
    const deleted = await dataProvider.delete('search_synonyms', { id: 's1', previousData: group });
    expect(deleted.data).toEqual(group);
    expect(last()).toMatchObject({ url: '/api/v1/admin/search-synonyms/s1', method: 'DELETE' });
  });

  it('decides appeals and fetches the transparency report, the CSV as a UTF-8 file with its byte-order mark', async () => {
    answerNext(
      json(
        makeAdminAppeal({
          id: 'a1',
          status: 'decided',
          outcome: 'reversed',
          statement: 'Oferta wraca.',
          restored_status: 'active',
          decided_at: '2026-03-03T10:00:00.000Z',
          can_decide: false,
        }),
      ),
    );
    await dataProvider.decideAppeal('a1', { outcome: 'reversed', statement: 'Oferta wraca.' });
    expect(last()).toMatchObject({
      url: '/api/v1/admin/appeals/a1',
      method: 'PATCH',
      body: { outcome: 'reversed', statement: 'Oferta wraca.' },
    });
    const report = makeTransparencyReport({ year: 2025 });
    answerNext(json(report));
    expect(await dataProvider.getTransparencyReport(2025)).toEqual(report);
    expect(last().url).toBe('/api/v1/admin/transparency-report?year=2025');
    const csv = 'Rok,Sekcja,Pozycja,Wartość\r\n2025,Blokady kont,Zablokowane konta,1\r\n';
    answerNext(new Response(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }));
    const file = await dataProvider.downloadTransparencyCsv(2025);
    expect(last()).toMatchObject({ url: '/api/v1/admin/transparency-report.csv?year=2025' });
    expect(last().authorization).toBe('Bearer token-administratora');
    expect(file.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(csv);
  });

  it('maps offers and blog posts onto the admin paths and their custom actions', async () => {
    answerNext(json(makeOffer({ id: 'o1', status: 'active' })));
    await dataProvider.changeOfferStatus('o1', 'active');
    expect(last()).toMatchObject({
      url: '/api/v1/admin/offers/o1/status',
      method: 'PATCH',
      body: { status: 'active' },
    });
    answerNext(json(makeOffer({ id: 'o1', status: 'active', is_promoted: true })));
    await dataProvider.promoteOffer('o1', true);
    expect(last()).toMatchObject({
      url: '/api/v1/admin/offers/o1/promote',
      method: 'PATCH',
      body: { is_promoted: true },
    });
    answerNext(json(makeBlogPost({ id: 'b1', status: 'published', published_at: '2026-01-11T10:00:00.000Z' })));
    await dataProvider.changeBlogPostStatus('b1', 'published');
    expect(last()).toMatchObject({
      url: '/api/v1/admin/blog_posts/b1/status',
      method: 'PATCH',
      body: { status: 'published' },
    });
  });

  it('bans, resets and deletes users, keeping the record react-admin had after a 204', async () => {
    const account = makeUser({ role: 'user', email: 'x@example.pl' });
    answerNext(json({ ...account, banned_until: '2126-01-01T00:00:00.000Z' }));
    await dataProvider.banUser(account.id, true);
    expect(last()).toMatchObject({
      url: `/api/v1/admin/users/${account.id}/ban`,
      method: 'PATCH',
      body: { ban: true },
    });
    answerNext(json({ detail: USER_ADMIN_MESSAGES.resetSent }, 202));
    await dataProvider.sendPasswordReset(account.id);
    expect(last()).toMatchObject({ url: `/api/v1/admin/users/${account.id}/reset-password`, method: 'POST' });
    answerNext(noContent());
    const deleted = await dataProvider.delete('users', { id: account.id, previousData: account });
    expect(deleted.data).toEqual(account);
    expect(last()).toMatchObject({ url: `/api/v1/admin/users/${account.id}`, method: 'DELETE' });
  });

  it('reads settings, stats and the audit log', async () => {
    const stats = makeAdminStats({ totalUsers: 3 });
    answerNext(json(stats));
    await expect(dataProvider.getStats()).resolves.toEqual(stats);
    expect(last().url).toBe('/api/v1/admin/stats');
    const entry = makeAuditEntry({ id: 9 });
    answerNext(json([entry], 200, { 'Content-Range': 'items 0-0/57' }));
    await expect(dataProvider.getAuditLog({ page: 1, perPage: 10 })).resolves.toEqual({ data: [entry], total: 57 });
    expect(last().url).toBe('/api/v1/admin/audit-log?range=[0,9]');
    const settings = makePortalSettings({ portal_name: 'Portal', contact_email: 'k@example.pl' });
    answerNext(json(settings));
    await expect(dataProvider.updateSettings(settings)).resolves.toEqual(settings);
    expect(last()).toMatchObject({ url: '/api/v1/admin/settings', method: 'PUT', body: settings });
  });

  it('fails with the server’s Polish detail, which the shared mapper turns into the catalogue toast', async () => {
    answerNext(json({ detail: USER_ADMIN_MESSAGES.createForbidden.description }, 403));
    const error = await dataProvider.create('users', { data: {} }).catch((failure: unknown) => failure);
    expect(error).toMatchObject({ status: 403, message: 'Tylko Super Administrator może tworzyć użytkowników.' });
    expect(errorToToast(error)).toMatchObject({
      title: 'Błąd serwera: 403',
      description: 'Tylko Super Administrator może tworzyć użytkowników.',
    });
  });

  it('reports an unreachable server as the network toast, in Polish', async () => {
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await dataProvider.getStats().catch((failure: unknown) => failure);
    expect(errorToToast(error)).toMatchObject({ title: 'Błąd sieci' });
    expect((error as Error).message).toBe('Nie można połączyć się z serwerem. Sprawdź swoje połączenie internetowe.');
  });
});
