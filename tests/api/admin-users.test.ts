import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, offers, uploads, users } from '../../server/db/schema.js';
import { consumeEmailToken } from '../../server/users/emailTokens.js';
import type { User } from '../../shared/types.js';
import { createActors, expectAudit, insertOffer, listUrl, totalOf, type Actors } from './adminFixtures.js';
import {
  createTestContext,
  createUser,
  findUser,
  login,
  readOutbox,
  TEST_PASSWORD,
  type TestContext,
  type TestUser,
} from './helpers.js';

let ctx: TestContext;
let actors: Actors;
let otherAdmin: TestUser;
let otherSuperadmin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx);
  otherAdmin = await createUser(ctx, 'admin');
  otherSuperadmin = await createUser(ctx, 'superadmin');
});
afterAll(() => ctx.close());

const USERS = '/api/v1/admin/users';
const list = async (token: string, params: Record<string, unknown> = {}) =>
  ctx.call('GET', listUrl(USERS, params), { token });
const ids = (body: User[]) => body.map((user) => user.id);

describe('GET /admin/users', () => {
  it('shows a superadmin every account, himself and the admins included, with Content-Range', async () => {
    const response = await list(actors.superadmin.token, { range: [0, 99] });
    expect(response.statusCode).toBe(200);
    const body = response.json<User[]>();
    expect(ids(body)).toEqual(
      expect.arrayContaining([actors.superadmin.id, actors.admin.id, otherSuperadmin.id, actors.user.id]),
    );
    expect(response.headers['content-range']).toBe(`items 0-${body.length - 1}/${body.length}`);
    expect(response.headers['access-control-expose-headers']).toBe('Content-Range');
    expect(JSON.stringify(body)).not.toMatch(/password|token_version/);
  });

  it('hides from an admin his own account and every admin and superadmin account, also in the total', async () => {
    const response = await list(actors.admin.token);
    const body = response.json<User[]>();
    expect(ids(body)).toEqual(expect.arrayContaining([actors.user.id, actors.offeror.id, actors.ngo.id]));
    expect(body.every((user) => user.role !== 'admin' && user.role !== 'superadmin')).toBe(true);
    expect(totalOf(response)).toBe(body.length);
  });

  it('finds accounts by e-mail, name and organisation ignoring case and Polish accents', async () => {
    const turtle = await createUser(ctx, 'ngo', {
      full_name: 'Żaneta Żółw',
      organization_name: 'Stowarzyszenie Łódź Bez Barier',
      company_slug: 'lodz-bez-barier',
    });
    for (const q of ['zolw', 'ŻÓŁW', 'LODZ', 'łódź bez', turtle.email.toUpperCase()]) {
      const response = await list(actors.admin.token, { filter: { q } });
      expect(ids(response.json()), q).toContain(turtle.id);
      expect(totalOf(response)).toBe(response.json<User[]>().length);
    }
    const plain = await ctx.call('GET', `${USERS}?q=${encodeURIComponent('żółw')}`, { token: actors.admin.token });
    expect(ids(plain.json())).toEqual([turtle.id]);
    const wildcard = await list(actors.admin.token, { filter: { q: '%' } });
    expect(wildcard.json()).toEqual([]);
  });

  it('filters by role, ids (react-admin getMany) and pages with range', async () => {
    const byRole = await list(actors.superadmin.token, { filter: { role: 'admin' } });
    expect(byRole.json<User[]>().every((user) => user.role === 'admin')).toBe(true);
    expect(ids(byRole.json())).toEqual(expect.arrayContaining([actors.admin.id, otherAdmin.id]));
    const many = await list(actors.superadmin.token, { filter: { id: [actors.user.id, actors.ngo.id] } });
    expect(ids(many.json()).sort()).toEqual([actors.user.id, actors.ngo.id].sort());
    const page = await list(actors.superadmin.token, { range: [1, 2], sort: ['email', 'ASC'] });
    expect(page.json()).toHaveLength(2);
    expect(page.headers['content-range']).toMatch(/^items 1-2\/\d+$/);
  });

  it('refuses unknown sort fields, bad ranges and unknown filters with a Polish 400', async () => {
    expect((await list(actors.superadmin.token, { sort: ['password_hash', 'ASC'] })).json()).toEqual({
      detail: 'Nie można sortować po tym polu.',
    });
    const badRange = await list(actors.superadmin.token, { range: [5, 1] });
    expect([badRange.statusCode, badRange.json()]).toEqual([400, { detail: 'Nieprawidłowe parametry zapytania.' }]);
    const badFilter = await list(actors.superadmin.token, { filter: { password_hash: 'x' } });
    expect([badFilter.statusCode, badFilter.json()]).toEqual([400, { detail: 'Nieprawidłowy filtr listy.' }]);
    const badRole = await list(actors.superadmin.token, { filter: { role: 'king' } });
    expect(badRole.statusCode).toBe(400);
    const notJson = await ctx.call('GET', `${USERS}?sort=nie-json`, { token: actors.superadmin.token });
    expect([notJson.statusCode, notJson.json()]).toEqual([400, { detail: 'Nieprawidłowe parametry zapytania.' }]);
  });
});

describe('GET /admin/users/{id}', () => {
  it('answers 404 to an admin for himself, admins and superadmins, and the account otherwise', async () => {
    for (const target of [actors.admin, otherAdmin, actors.superadmin]) {
      const response = await ctx.call('GET', `${USERS}/${target.id}`, { token: actors.admin.token });
      expect([response.statusCode, response.json()]).toEqual([404, { detail: 'Nie znaleziono użytkownika.' }]);
    }
    const user = await ctx.call('GET', `${USERS}/${actors.user.id}`, { token: actors.admin.token });
    expect(user.json()).toMatchObject({
      id: actors.user.id,
      email: actors.user.email,
      role: 'user',
      email_confirmed: true,
      banned_until: null,
    });
    const admin = await ctx.call('GET', `${USERS}/${otherAdmin.id}`, { token: actors.superadmin.token });
    expect(admin.json()).toMatchObject({ id: otherAdmin.id, role: 'admin' });
  });

  it('answers a malformed id with 400', async () => {
    const response = await ctx.call('GET', `${USERS}/nie-uuid`, { token: actors.admin.token });
    expect([response.statusCode, response.json()]).toEqual([400, { detail: 'Nieprawidłowy identyfikator.' }]);
  });
});

describe('POST /admin/users', () => {
  const newUser = (fields: Record<string, unknown> = {}) => ({
    email: `nowy-${Math.random().toString(36).slice(2)}@example.pl`,
    password: TEST_PASSWORD,
    full_name: 'Jan Nowy',
    role: 'user',
    ...fields,
  });

  it('refuses an admin whatever he sends: only a superadmin creates users', async () => {
    for (const json of [newUser(), {}]) {
      const response = await ctx.call('POST', USERS, { token: actors.admin.token, json });
      expect([response.statusCode, response.json()]).toEqual([
        403,
        { detail: 'Tylko Super Administrator może tworzyć użytkowników.' },
      ]);
    }
  });

  it('requires email, password and name', async () => {
    for (const missing of ['email', 'password', 'full_name']) {
      const response = await ctx.call('POST', USERS, {
        token: actors.superadmin.token,
        json: newUser({ [missing]: '' }),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toBe('Email, hasło i imię/nazwa są wymagane.');
    }
    const nothing = await ctx.call('POST', USERS, { token: actors.superadmin.token, json: {} });
    expect(nothing.json().detail).toBe('Email, hasło i imię/nazwa są wymagane.');
    const notObject = await ctx.call('POST', USERS, { token: actors.superadmin.token, json: ['x'] });
    expect([notObject.statusCode, notObject.json().detail]).toEqual([
      422,
      'Nieprawidłowy format danych (oczekiwano poprawnego JSON).',
    ]);
  });

  it('lets a superadmin create user, offeror, ngo and admin, but not another superadmin', async () => {
    const refused = await ctx.call('POST', USERS, {
      token: actors.superadmin.token,
      json: newUser({ role: 'superadmin' }),
    });
    expect([refused.statusCode, refused.json()]).toEqual([403, { detail: 'Nie możesz nadać roli administratora.' }]);
    for (const role of ['user', 'ngo', 'admin']) {
      const response = await ctx.call('POST', USERS, { token: actors.superadmin.token, json: newUser({ role }) });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ role, email_confirmed: true, is_verified: false });
    }
  });

  it('stores a confirmed account that can sign in, with an argon2id hash, a company slug and an audit entry', async () => {
    const input = newUser({
      email: 'Fundacja.Lodz@Example.pl',
      role: 'offeror',
      organization_name: 'Fundacja Łódź Razem',
    });
    const response = await ctx.call('POST', USERS, { token: actors.superadmin.token, json: input });
    expect(response.statusCode).toBe(201);
    const created = response.json<User>();
    expect(created).toMatchObject({
      email: 'fundacja.lodz@example.pl',
      organization_name: 'Fundacja Łódź Razem',
      company_slug: 'fundacja-lodz-razem',
    });
    expect((await findUser(ctx, created.id)).password_hash).toMatch(/^\$argon2id\$/);
    await expect(login(ctx, 'fundacja.lodz@example.pl', TEST_PASSWORD)).resolves.toEqual(expect.any(String));
    await expectAudit(ctx, actors.superadmin, created.id, {
      action: 'user.create',
      entityType: 'user',
      before: 'null',
      after: 'record',
    });
    const twin = await ctx.call('POST', USERS, {
      token: actors.superadmin.token,
      json: newUser({ role: 'ngo', organization_name: 'Fundacja Łódź Razem' }),
    });
    expect(twin.json().company_slug).toBe('fundacja-lodz-razem-2');
  });

  it('refuses a taken e-mail with 409 and a common password with 422', async () => {
    const taken = await ctx.call('POST', USERS, {
      token: actors.superadmin.token,
      json: newUser({ email: actors.user.email }),
    });
    expect([taken.statusCode, taken.json()]).toEqual([409, { detail: 'Konto z tym adresem email już istnieje.' }]);
    const common = await ctx.call('POST', USERS, {
      token: actors.superadmin.token,
      json: newUser({ password: 'password123' }),
    });
    expect([common.statusCode, common.json().detail]).toEqual([
      422,
      'To hasło jest zbyt popularne. Wybierz trudniejsze do odgadnięcia.',
    ]);
  });
});

describe('PUT /admin/users/{id}', () => {
  const edit = (token: string, id: string, json: Record<string, unknown>) =>
    ctx.call('PUT', `${USERS}/${id}`, { token, json });

  it('lets an admin edit a user, offeror or ngo and give them those roles', async () => {
    const target = await createUser(ctx, 'user');
    const response = await edit(actors.admin.token, target.id, {
      role: 'offeror',
      full_name: 'Nowa Nazwa',
      organization_name: 'Fundacja Żółw',
      is_verified: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      role: 'offeror',
      full_name: 'Nowa Nazwa',
      organization_name: 'Fundacja Żółw',
      is_verified: true,
      company_slug: 'fundacja-zolw',
    });
    const entry = await expectAudit(ctx, actors.admin, target.id, {
      action: 'user.update',
      entityType: 'user',
      before: 'record',
      after: 'record',
    });
    expect(entry.before).toMatchObject({ role: 'user', is_verified: false });
    expect(entry.after).toMatchObject({ role: 'offeror', is_verified: true });
  });

  it('uses the e-mail as the name when the name is left empty', async () => {
    const target = await createUser(ctx, 'user');
    const response = await edit(actors.admin.token, target.id, {
      role: 'user',
      full_name: '   ',
      organization_name: '',
    });
    expect(response.json()).toMatchObject({ full_name: target.email, organization_name: null });
  });

  it('refuses an admin who gives the admin or superadmin role', async () => {
    for (const role of ['admin', 'superadmin']) {
      const response = await edit(actors.admin.token, actors.user.id, { role, full_name: 'X' });
      expect([response.statusCode, response.json()]).toEqual([
        403,
        { detail: 'Nie możesz nadać roli administratora.' },
      ]);
    }
    expect((await findUser(ctx, actors.user.id)).role).toBe('user');
  });

  it('does not let an admin touch himself or other admin accounts (404: he does not see them)', async () => {
    for (const target of [actors.admin, otherAdmin, actors.superadmin]) {
      const response = await edit(actors.admin.token, target.id, { role: 'user', full_name: 'X' });
      expect([response.statusCode, response.json()]).toEqual([404, { detail: 'Nie znaleziono użytkownika.' }]);
    }
  });

  it('lets a superadmin assign any role, except that a superadmin stays one', async () => {
    const target = await createUser(ctx, 'user');
    expect((await edit(actors.superadmin.token, target.id, { role: 'admin', full_name: 'A' })).json().role).toBe(
      'admin',
    );
    expect((await edit(actors.superadmin.token, target.id, { role: 'superadmin', full_name: 'A' })).json().role).toBe(
      'superadmin',
    );
    const demote = await edit(actors.superadmin.token, target.id, { role: 'admin', full_name: 'A' });
    expect([demote.statusCode, demote.json()]).toEqual([
      403,
      { detail: 'Rola Super Administratora nie może zostać zmieniona.' },
    ]);
    const keep = await edit(actors.superadmin.token, otherSuperadmin.id, {
      role: 'superadmin',
      full_name: 'Druga Superadministratorka',
      is_verified: true,
    });
    expect(keep.json()).toMatchObject({ role: 'superadmin', full_name: 'Druga Superadministratorka' });
  });

  it('validates the role', async () => {
    const response = await edit(actors.superadmin.token, actors.user.id, { role: 'king', full_name: 'X' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].field).toBe('role');
  });
});

describe('DELETE /admin/users/{id}', () => {
  it('refuses an admin and refuses deleting a superadmin', async () => {
    const byAdmin = await ctx.call('DELETE', `${USERS}/${actors.user.id}`, { token: actors.admin.token });
    expect([byAdmin.statusCode, byAdmin.json()]).toEqual([
      403,
      { detail: 'Tylko Super Administrator może usuwać użytkowników.' },
    ]);
    const superadmin = await ctx.call('DELETE', `${USERS}/${otherSuperadmin.id}`, { token: actors.superadmin.token });
    expect([superadmin.statusCode, superadmin.json()]).toEqual([
      403,
      { detail: 'Nie można usunąć konta Super Administratora.' },
    ]);
    expect(await findUser(ctx, otherSuperadmin.id)).toBeDefined();
  });

  it('removes the account with its offers and their images, and ends its sessions', async () => {
    const target = await createUser(ctx, 'offeror', { organization_name: 'Do usunięcia' });
    const image = path.join(ctx.config.dataDir, 'uploads', 'zdjecie-do-usuniecia.png');
    mkdirSync(path.dirname(image), { recursive: true });
    writeFileSync(image, 'png');
    await ctx.db.insert(uploads).values({ path: '/uploads/zdjecie-do-usuniecia.png', uploader_id: target.id });
    const offer = await insertOffer(ctx, target.id, { image_urls: ['/uploads/zdjecie-do-usuniecia.png'] });
    const response = await ctx.call('DELETE', `${USERS}/${target.id}`, { token: actors.superadmin.token });
    expect(response.statusCode).toBe(204);
    expect(existsSync(image)).toBe(false);
    expect(await findUser(ctx, target.id)).toBeUndefined();
    expect(await ctx.db.select().from(offers).where(eq(offers.id, offer.id))).toEqual([]);
    expect((await ctx.call('GET', '/api/v1/users/profile', { token: target.token })).statusCode).toBe(401);
    await expectAudit(ctx, actors.superadmin, target.id, {
      action: 'user.delete',
      entityType: 'user',
      before: 'record',
      after: 'null',
    });
  });

  it('lets a superadmin delete an admin, called the way ra-data-simple-rest calls it', async () => {
    const admin = await createUser(ctx, 'admin');
    const response = await ctx.call('DELETE', `${USERS}/${admin.id}`, {
      token: actors.superadmin.token,
      headers: { 'content-type': 'text/plain' },
      payload: '',
    });
    expect(response.statusCode).toBe(204);
    expect(await findUser(ctx, admin.id)).toBeUndefined();
  });
});

describe('PATCH /admin/users/{id}/ban', () => {
  const ban = (token: string, id: string, value: unknown) =>
    ctx.call('PATCH', `${USERS}/${id}/ban`, {
      token,
      json: { ban: value, reason: 'Konto rozsyłało spam w ofertach.', ground: 'terms' },
    });

  it('refuses an admin and refuses blocking a superadmin', async () => {
    const byAdmin = await ban(actors.admin.token, actors.user.id, true);
    expect([byAdmin.statusCode, byAdmin.json()]).toEqual([
      403,
      { detail: 'Tylko Super Administrator może blokować/odblokowywać użytkowników.' },
    ]);
    const superadmin = await ban(actors.superadmin.token, otherSuperadmin.id, true);
    expect([superadmin.statusCode, superadmin.json()]).toEqual([
      403,
      { detail: 'Nie można zablokować konta Super Administratora.' },
    ]);
    expect((await findUser(ctx, actors.user.id)).banned_until).toBeNull();
  });

  it('blocks for good and revokes the sessions; unblocking lets the user back in', async () => {
    const target = await createUser(ctx, 'user');
    const banned = await ban(actors.superadmin.token, target.id, true);
    expect(banned.statusCode).toBe(200);
    expect(new Date(banned.json<User>().banned_until!).getUTCFullYear()).toBeGreaterThan(
      new Date().getUTCFullYear() + 50,
    );
    expect((await ctx.call('GET', '/api/v1/users/profile', { token: target.token })).statusCode).toBe(401);
    const refusedLogin = await ctx.call('POST', '/api/v1/auth/login', {
      json: { email: target.email, password: TEST_PASSWORD },
    });
    expect(refusedLogin.statusCode).toBe(403);
    const blockedList = await list(actors.superadmin.token, { filter: { banned: true } });
    expect(ids(blockedList.json())).toContain(target.id);
    await expectAudit(ctx, actors.superadmin, target.id, {
      action: 'user.ban',
      entityType: 'user',
      before: 'record',
      after: 'record',
    });

    const unbanned = await ban(actors.superadmin.token, target.id, false);
    expect(unbanned.json().banned_until).toBeNull();
    await expect(login(ctx, target.email, TEST_PASSWORD)).resolves.toEqual(expect.any(String));
    await expectAudit(ctx, actors.superadmin, target.id, {
      action: 'user.unban',
      entityType: 'user',
      before: 'record',
      after: 'record',
    });
  });

  it('requires a boolean', async () => {
    const response = await ban(actors.superadmin.token, actors.user.id, 'tak');
    expect([response.statusCode, response.json().detail]).toEqual([
      422,
      'Pole „ban” musi być wartością logiczną (true lub false).',
    ]);
  });
});

describe('POST /admin/users/{id}/reset-password', () => {
  const reset = (token: string, id: string) => ctx.call('POST', `${USERS}/${id}/reset-password`, { token });

  it('is refused to an admin', async () => {
    const response = await reset(actors.admin.token, actors.user.id);
    expect([response.statusCode, response.json()]).toEqual([
      403,
      { detail: 'Tylko Super Administrator może wysyłać reset hasła.' },
    ]);
  });

  it('mails a one-hour, one-time link to /reset-hasla and stores only its hash', async () => {
    const target = await createUser(ctx, 'ngo', { organization_name: 'Reset' });
    const response = await reset(actors.superadmin.token, target.id);
    expect([response.statusCode, response.json()]).toEqual([
      202,
      { detail: 'Wysłano wiadomość z linkiem do ustawienia nowego hasła.' },
    ]);
    const mail = (await readOutbox(ctx)).find((message) => message.to.includes(target.email));
    expect(mail?.link).toMatch(/^http:\/\/portal\.test\/reset-hasla\?token=/);
    const token = decodeURIComponent(new URL(mail!.link!).searchParams.get('token')!);
    const [stored] = await ctx.db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.user_id, target.id), eq(emailTokens.purpose, 'reset_password')));
    expect(stored.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    const lifetime = new Date(stored.expires_at).getTime() - new Date(stored.created_at).getTime();
    expect(Math.abs(lifetime - 60 * 60 * 1000)).toBeLessThan(60_000);
    await expectAudit(ctx, actors.superadmin, target.id, {
      action: 'user.reset_password',
      entityType: 'user',
      before: 'null',
      after: 'record',
    });
    expect(await consumeEmailToken(ctx.db, token, 'reset_password')).toBe(target.id);
    expect(await consumeEmailToken(ctx.db, token, 'reset_password')).toBeNull();
  });

  it('answers 404 for an unknown account', async () => {
    const response = await reset(actors.superadmin.token, '00000000-0000-4000-8000-000000000000');
    expect([response.statusCode, response.json()]).toEqual([404, { detail: 'Nie znaleziono użytkownika.' }]);
    expect(await ctx.db.select().from(users).where(eq(users.id, '00000000-0000-4000-8000-000000000000'))).toEqual([]);
  });
});
