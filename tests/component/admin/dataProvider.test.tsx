import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../../shared/token';
import { errorToToast } from '../../../shared/errors';
import { dataProvider } from '../../../src-admin/providers/dataProvider';

type Call = { url: string; method: string; body?: unknown; authorization: string | null };
let calls: Call[];
let answer: () => Response;

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

beforeEach(() => {
  calls = [];
  answer = () => json([], 200, { 'Content-Range': 'items 0-0/0' });
  localStorage.setItem(AUTH_TOKEN_KEY, 'token-administratora');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      calls.push({
        url: decodeURIComponent(String(url)),
        method: init.method ?? 'GET',
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        authorization: headers.get('Authorization'),
      });
      return answer();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const last = () => calls[calls.length - 1];

describe('admin dataProvider', () => {
  it('lists users under /admin with the bearer token and the react-admin query', async () => {
    answer = () => json([{ id: 'a' }], 200, { 'Content-Range': 'items 0-0/41' });
    const result = await dataProvider.getList('users', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'email', order: 'ASC' },
      filter: { q: 'nowak' },
    });
    expect(result.total).toBe(41);
    expect(last().url).toBe('/api/v1/admin/users?filter={"q":"nowak"}&range=[25,49]&sort=["email","ASC"]');
    expect(last().authorization).toBe('Bearer token-administratora');
  });

  it('reads categories from the public list and writes them under /admin', async () => {
    await dataProvider.getList('categories', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(last().url).toMatch(/^\/api\/v1\/categories\?/);
    answer = () => json({ id: 'k1', name: 'Szkolenia' });
    await dataProvider.update('categories', { id: 'k1', data: { name: 'Szkolenia' }, previousData: { id: 'k1' } });
    expect(last()).toMatchObject({ url: '/api/v1/admin/categories/k1', method: 'PUT' });
  });

  it('reads and writes the search thesaurus under /admin/search-synonyms', async () => {
    await dataProvider.getList('search_synonyms', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'terms', order: 'ASC' },
      filter: {},
    });
    expect(last().url).toMatch(/^\/api\/v1\/admin\/search-synonyms\?/);
    answer = () => json({ id: 's1', terms: ['PJM', 'migowy'] });
    await dataProvider.delete('search_synonyms', { id: 's1', previousData: { id: 's1' } });
    expect(last()).toMatchObject({ url: '/api/v1/admin/search-synonyms/s1', method: 'DELETE' });
  });

  it('decides appeals and fetches the transparency report, the CSV as a UTF-8 file with its byte-order mark', async () => {
    answer = () => json({ id: 'a1' });
    await dataProvider.decideAppeal('a1', { outcome: 'reversed', statement: 'Oferta wraca.' });
    expect(last()).toMatchObject({
      url: '/api/v1/admin/appeals/a1',
      method: 'PATCH',
      body: { outcome: 'reversed', statement: 'Oferta wraca.' },
    });
    answer = () => json({ year: 2025 });
    expect(await dataProvider.getTransparencyReport(2025)).toEqual({ year: 2025 });
    expect(last().url).toBe('/api/v1/admin/transparency-report?year=2025');
    const csv = 'Rok,Sekcja,Pozycja,Wartość\r\n2025,Blokady kont,Zablokowane konta,1\r\n';
    answer = () => new Response(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
    const file = await dataProvider.downloadTransparencyCsv(2025);
    expect(last()).toMatchObject({ url: '/api/v1/admin/transparency-report.csv?year=2025' });
    expect(last().authorization).toBe('Bearer token-administratora');
    expect(file.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(csv);
  });

  it('maps offers and blog posts onto the admin paths and their custom actions', async () => {
    answer = () => json({});
    await dataProvider.changeOfferStatus('o1', 'active');
    expect(last()).toMatchObject({
      url: '/api/v1/admin/offers/o1/status',
      method: 'PATCH',
      body: { status: 'active' },
    });
    await dataProvider.promoteOffer('o1', true);
    expect(last()).toMatchObject({
      url: '/api/v1/admin/offers/o1/promote',
      method: 'PATCH',
      body: { is_promoted: true },
    });
    await dataProvider.changeBlogPostStatus('b1', 'published');
    expect(last()).toMatchObject({
      url: '/api/v1/admin/blog_posts/b1/status',
      method: 'PATCH',
      body: { status: 'published' },
    });
  });

  it('bans, resets and deletes users, keeping the record react-admin had after a 204', async () => {
    answer = () => json({});
    await dataProvider.banUser('u1', true);
    expect(last()).toMatchObject({ url: '/api/v1/admin/users/u1/ban', method: 'PATCH', body: { ban: true } });
    await dataProvider.sendPasswordReset('u1');
    expect(last()).toMatchObject({ url: '/api/v1/admin/users/u1/reset-password', method: 'POST' });
    answer = () => new Response(null, { status: 204 });
    const deleted = await dataProvider.delete('users', { id: 'u1', previousData: { id: 'u1', email: 'x@example.pl' } });
    expect(deleted.data).toEqual({ id: 'u1', email: 'x@example.pl' });
    expect(last()).toMatchObject({ url: '/api/v1/admin/users/u1', method: 'DELETE' });
  });

  it('reads settings, stats and the audit log', async () => {
    answer = () => json({ totalUsers: 3 });
    await expect(dataProvider.getStats()).resolves.toEqual({ totalUsers: 3 });
    expect(last().url).toBe('/api/v1/admin/stats');
    answer = () => json([{ id: 9 }], 200, { 'Content-Range': 'items 0-0/57' });
    await expect(dataProvider.getAuditLog({ page: 1, perPage: 10 })).resolves.toEqual({ data: [{ id: 9 }], total: 57 });
    expect(last().url).toBe('/api/v1/admin/audit-log?range=[0,9]');
    answer = () => json({ portal_name: 'Portal' });
    await dataProvider.updateSettings({
      portal_name: 'Portal',
      contact_email: 'k@example.pl',
      terms_of_service: '',
      privacy_policy: '',
      accessibility_contact_name: '',
      accessibility_contact_phone: '',
      pjm_video_url: '',
      pjm_video_captions_url: '',
      pjm_video_transcript_url: '',
    });
    expect(last()).toMatchObject({ url: '/api/v1/admin/settings', method: 'PUT' });
  });

  it('fails with the server’s Polish detail, which the shared mapper turns into the catalogue toast', async () => {
    answer = () => json({ detail: 'Tylko Super Administrator może tworzyć użytkowników.' }, 403);
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
