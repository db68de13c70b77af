import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESSIBILITY_REQUEST_MESSAGES as M } from '../../shared/accessibilityRequests.js';
import { AUTH_MESSAGES, GENERIC_MESSAGES } from '../../shared/messages.js';
import { accessibilityRequests, portalSettings } from '../../server/db/schema.js';
import { createActors, totalOf, type Actors } from './adminFixtures.js';
import { createTestContext, readOutbox, type TestContext } from './helpers.js';

let ctx: TestContext;
let actors: Actors;
beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx);
  await ctx.db.update(portalSettings).set({ contact_email: 'dostepnosc@portal.test', portal_name: 'Portal Testowy' });
});
afterAll(() => ctx.close());

const valid = {
  page: 'https://portal.test/oferty',
  problem: 'Filtr „Winda” nie ma etykiety, czytnik ekranu czyta tylko „pole wyboru”.',
  alternative_format: 'phone_call',
  email: 'Anna.Zglaszajaca@Example.pl',
  phone: '601 234 567',
};
const send = (json: unknown) => ctx.call('POST', '/api/v1/accessibility-requests', { json });
const list = (query = '', token = actors.admin.token) =>
  ctx.call('GET', `/api/v1/admin/accessibility-requests${query}`, { token });

describe('accessibility requests', () => {
  it('are accepted without an account, due in 7 days, with a receipt to the person and a notice to the admins', async () => {
    const before = (await readOutbox(ctx)).length;
    const response = await send(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(String), detail: M.sent });
    const id = response.json().id as string;
    const [row] = await ctx.db
      .select({
        email: accessibilityRequests.email,
        status: accessibilityRequests.status,
        days: sql<number>`extract(epoch from ${accessibilityRequests.due_at} - ${accessibilityRequests.created_at}) / 86400`,
      })
      .from(accessibilityRequests)
      .where(eq(accessibilityRequests.id, id));
    expect({ ...row, days: Number(row.days) }).toEqual({
      email: 'anna.zglaszajaca@example.pl',
      status: 'new',
      days: 7,
    });

    const mails = (await readOutbox(ctx)).slice(before);
    expect(mails).toHaveLength(2);
    const receipt = mails.find((mail) => mail.to === 'anna.zglaszajaca@example.pl')!;
    expect(receipt.subject).toBe('Przyjęliśmy zgłoszenie dostępności – Portal Testowy');
    expect(receipt.text).toContain(id);
    expect(receipt.text).toContain('Rozmowa telefoniczna');
    // The receipt goes to any address typed in: it never quotes the person's own text.
    expect(receipt.text).not.toContain('Filtr „Winda”');
    const notice = mails.find((mail) => mail.to === 'dostepnosc@portal.test')!;
    expect(notice.subject).toMatch(/^Nowe zgłoszenie dostępności – odpowiedz do /);
    expect(notice.text).toContain('Filtr „Winda” nie ma etykiety');
    expect(notice.text).toContain('601 234 567');
  });

  it('refuses every missing or malformed field in Polish and stores nothing', async () => {
    const [{ before }] = await ctx.db.select({ before: sql<number>`count(*)::int` }).from(accessibilityRequests);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ page: '  ' }, 'page', M.pageRequired],
      [{ page: 'a'.repeat(501) }, 'page', M.pageTooLong],
      [{ problem: 'Zepsute' }, 'problem', M.problemRequired],
      [{ problem: 'a'.repeat(5001) }, 'problem', M.problemTooLong],
      [{ alternative_format: undefined }, 'alternative_format', M.formatRequired],
      [{ alternative_format: 'fax' }, 'alternative_format', M.formatRequired],
      [{ email: '' }, 'email', M.emailRequired],
      [{ email: 'nie-adres' }, 'email', M.emailRequired],
      [{ phone: 'zadzwoń' }, 'phone', M.phone],
    ];
    for (const [change, field, detail] of cases) {
      const response = await send({ ...valid, ...change });
      expect([response.statusCode, response.json().detail], JSON.stringify(change)).toEqual([422, detail]);
      expect(response.json().errors).toContainEqual({ field, message: detail });
    }
    const malformed = await ctx.call('POST', '/api/v1/accessibility-requests', {
      payload: '{"page":',
      headers: { 'content-type': 'application/json' },
    });
    expect([malformed.statusCode, malformed.json()]).toEqual([400, { detail: GENERIC_MESSAGES.malformedJson }]);
    const [{ after }] = await ctx.db.select({ after: sql<number>`count(*)::int` }).from(accessibilityRequests);
    expect(after).toBe(before);
  });

  it('accepts a request without a phone', async () => {
    const response = await send({ ...valid, phone: '' });
    expect(response.statusCode).toBe(201);
  });

  it('is rate-limited per address', async () => {
    const limited = await createTestContext({ rateLimits: { authPerMinute: 2, failedLoginsPerAccount: 3 } });
    try {
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        const accepted = await limited.call('POST', '/api/v1/accessibility-requests', { json: valid });
        expect(accepted.statusCode).toBe(201);
      }
      const refused = await limited.call('POST', '/api/v1/accessibility-requests', { json: valid });
      expect([refused.statusCode, refused.json()]).toEqual([429, { detail: AUTH_MESSAGES.tooManyRequests }]);
    } finally {
      await limited.close();
    }
  });

  it('lists the requests for admins with their due dates, marks the overdue ones and counts them', async () => {
    const late = (await send({ ...valid, page: 'Strona „Mapa dojazdu”' })).json().id as string;
    await ctx.db
      .update(accessibilityRequests)
      .set({ created_at: sql`now() - interval '9 days'`, due_at: sql`now() - interval '2 days'` })
      .where(eq(accessibilityRequests.id, late));

    const all = await list();
    expect(all.statusCode).toBe(200);
    const overdueRow = all.json().find((row: { id: string }) => row.id === late);
    expect(overdueRow).toMatchObject({ status: 'new', overdue: true, page: 'Strona „Mapa dojazdu”' });
    // Sorted by the nearest due date: the overdue one comes first.
    expect(all.json()[0].id).toBe(late);

    const overdue = await list(`?filter=${encodeURIComponent('{"overdue":true}')}`);
    expect([totalOf(overdue), overdue.json().map((row: { id: string }) => row.id)]).toEqual([1, [late]]);

    const stats = (await ctx.call('GET', '/api/v1/admin/stats', { token: actors.admin.token })).json();
    expect(stats.overdueAccessibilityRequests).toBe(1);
    expect(stats.openAccessibilityRequests).toBe(totalOf(await list(`?filter=${encodeURIComponent('{"open":true}')}`)));

    const badFilter = await list(`?filter=${encodeURIComponent('{"status":"lost"}')}`);
    expect(badFilter.statusCode).toBe(400);
  });

  it('has its status changed by an admin, audited, and no longer overdue once answered', async () => {
    const id = (await send(valid)).json().id as string;
    await ctx.db
      .update(accessibilityRequests)
      .set({ due_at: sql`now() - interval '1 day'` })
      .where(eq(accessibilityRequests.id, id));
    const patch = (status: unknown) =>
      ctx.call('PATCH', `/api/v1/admin/accessibility-requests/${id}`, { token: actors.admin.token, json: { status } });

    const progress = await patch('in_progress');
    expect([progress.statusCode, progress.json().status, progress.json().overdue]).toEqual([200, 'in_progress', true]);
    expect(progress.json().status_changed_by_email).toBe(actors.admin.email);
    const again = await patch('in_progress');
    expect([again.statusCode, again.json().detail]).toEqual([409, M.sameStatus]);
    const wrong = await patch('closed');
    expect([wrong.statusCode, wrong.json().detail]).toEqual([422, M.statusInvalid]);

    const answered = await patch('answered');
    expect(answered.json()).toMatchObject({ status: 'answered', overdue: false, answered_at: expect.any(String) });
    const log = (
      await ctx.call(
        'GET',
        `/api/v1/admin/audit-log?filter=${encodeURIComponent(JSON.stringify({ entity_type: 'accessibility_request', entity_id: id }))}`,
        { token: actors.superadmin.token },
      )
    ).json();
    expect(log[0]).toMatchObject({ action: 'accessibility_request.status', after: { status: 'answered' } });
    // The audit keeps the change, not the person's contact details.
    expect(JSON.stringify(log)).not.toContain('zglaszajaca');

    const missing = await ctx.call('GET', '/api/v1/admin/accessibility-requests/00000000-0000-4000-8000-000000000000', {
      token: actors.admin.token,
    });
    expect([missing.statusCode, missing.json().detail]).toEqual([404, M.notFound]);
  });

  it('are for administrators only', async () => {
    for (const actor of [actors.user, actors.offeror, actors.ngo]) {
      expect((await list('', actor.token)).statusCode).toBe(403);
    }
    expect((await ctx.call('GET', '/api/v1/admin/accessibility-requests')).statusCode).toBe(401);
  });
});
