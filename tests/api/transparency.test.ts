import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appeals, moderationDecisions, reports } from '../../server/db/schema.js';
import { csvField } from '../../server/moderation/transparency.js';
import { MODERATION_MESSAGES } from '../../shared/messages.js';
import type { TransparencyReport } from '../../shared/transparency.js';
import { createActors, type Actors } from './adminFixtures.js';
import { createTestContext, type TestContext } from './helpers.js';
import type { AppealOutcome, DecisionType, ReportDecision, ReportReason } from '../../shared/moderation.js';

let ctx: TestContext;
let actors: Actors;

const OFFER = '00000000-0000-4000-8000-0000000000aa';

/** A notice filed at `created` (ISO), decided `decidedAfterHours` later or still open. */
async function notice(
  created: string,
  reason: ReportReason,
  decision: ReportDecision | null,
  decidedAfterHours?: number,
) {
  const [row] = await ctx.db
    .insert(reports)
    .values({
      target_type: 'offer',
      target_id: OFFER,
      target_title: 'Oferta ze zgłoszeniem',
      reason,
      explanation: 'Oferta prosi o przedpłatę na prywatne konto.',
      good_faith: true,
      status: decision ? 'decided' : 'open',
      decision,
      statement: decision ? 'Uzasadnienie.' : null,
      created_at: created,
      decided_at: decision ? new Date(Date.parse(created) + decidedAfterHours! * 3_600_000).toISOString() : null,
    })
    .returning();
  return row;
}

async function decision(created: string, type: DecisionType, ground: ReportReason, reportId: string | null = null) {
  const [row] = await ctx.db
    .insert(moderationDecisions)
    .values({
      target_type: type === 'account_banned' ? 'profile' : 'offer',
      target_id: type === 'account_banned' ? actors.offeror.id : OFFER,
      target_title: 'Cel decyzji',
      user_id: actors.offeror.id,
      decision_type: type,
      previous_status: type === 'account_banned' ? 'active' : 'active',
      new_status: type === 'account_banned' ? 'banned' : 'rejected',
      ground,
      statement: 'Uzasadnienie decyzji.',
      report_id: reportId,
      decided_by: actors.admin.id,
      created_at: created,
    })
    .returning();
  return row;
}

async function appeal(decisionId: string, created: string, outcome: AppealOutcome | null, decidedAfterHours = 0) {
  await ctx.db.insert(appeals).values({
    decision_id: decisionId,
    user_id: actors.offeror.id,
    explanation: 'Nie zgadzam się z tą decyzją, bo oferta jest prawdziwa.',
    status: outcome ? 'decided' : 'open',
    outcome,
    statement: outcome ? 'Uzasadnienie rozstrzygnięcia.' : null,
    created_at: created,
    decided_at: outcome ? new Date(Date.parse(created) + decidedAfterHours * 3_600_000).toISOString() : null,
  });
}

beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx);
  // 2025 in Polish time: the first minute of the year counts, the last minute of 2024 (23:59 UTC on 31 Dec = 00:59 of
  // 1 Jan in Warsaw) counts too, the first minute of 2026 in Warsaw (23:30 UTC on 31 Dec 2025) does not.
  const fraud = await notice('2025-03-01T10:00:00Z', 'fraud', 'content_removed', 10);
  await notice('2025-01-01T00:00:00+01:00', 'fraud', 'no_action', 3);
  await notice('2024-12-31T23:59:00Z', 'illegal', 'visibility_restricted', 25);
  await notice('2025-06-10T08:00:00Z', 'other', null);
  await notice('2025-12-31T23:30:00Z', 'terms', null);
  await notice('2024-06-01T00:00:00Z', 'fraud', 'content_removed', 100);

  const removal = await decision('2025-03-01T20:00:00Z', 'content_removed', 'fraud', fraud.id);
  const restriction = await decision('2025-04-02T12:00:00Z', 'visibility_restricted', 'misleading');
  const ban = await decision('2025-05-05T12:00:00Z', 'account_banned', 'fraud');
  await decision('2024-05-05T12:00:00Z', 'account_banned', 'terms');

  await appeal(removal.id, '2025-03-05T10:00:00Z', 'upheld', 48);
  await appeal(restriction.id, '2025-04-03T10:00:00Z', null);
  await appeal(ban.id, '2025-05-06T10:00:00Z', 'reversed', 24);
});
afterAll(() => ctx.close());

const report = (year: string | number, token = actors.admin.token) =>
  ctx.call('GET', `/api/v1/admin/transparency-report?year=${year}`, { token });
const csv = (year: string | number, token = actors.admin.token) =>
  ctx.call('GET', `/api/v1/admin/transparency-report.csv?year=${year}`, { token });

describe('GET /admin/transparency-report', () => {
  it('computes the year’s figures from the records', async () => {
    const response = await report(2025);
    expect(response.statusCode).toBe(200);
    expect(response.json<TransparencyReport>()).toEqual({
      year: 2025,
      notices: {
        total: 4,
        by_reason: { illegal: 1, fraud: 2, discrimination: 0, misleading: 0, personal_data: 0, terms: 0, other: 1 },
        by_outcome: { open: 1, content_removed: 1, visibility_restricted: 1, no_action: 1 },
        // Decided after 3, 10 and 25 hours.
        median_hours_to_decision: 10,
      },
      decisions: {
        total: 3,
        by_type: { content_removed: 1, visibility_restricted: 1, account_banned: 1 },
        by_ground: { illegal: 0, fraud: 2, discrimination: 0, misleading: 1, personal_data: 0, terms: 0, other: 0 },
        from_notices: 1,
        own_initiative: 2,
      },
      appeals: { total: 3, by_result: { open: 1, upheld: 1, reversed: 1 }, median_hours_to_decision: 36 },
      bans: { total: 1, lifted_on_appeal: 1 },
    });
  });

  it('is empty, not missing, for a year without records', async () => {
    const body = (await report(2030)).json<TransparencyReport>();
    expect(body.notices).toMatchObject({ total: 0, median_hours_to_decision: null });
    expect(body.appeals.by_result).toEqual({ open: 0, upheld: 0, reversed: 0 });
  });

  it('refuses a missing or impossible year with a Polish message', async () => {
    for (const year of ['', 'dwa-tysiące', 1999, 2101, 2025.5]) {
      const response = await report(year);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(MODERATION_MESSAGES.transparencyYear);
    }
  });

  it('is for administrators only', async () => {
    expect((await ctx.call('GET', '/api/v1/admin/transparency-report?year=2025')).statusCode).toBe(401);
    for (const actor of [actors.user, actors.offeror, actors.ngo]) {
      expect((await report(2025, actor.token)).statusCode).toBe(403);
      expect((await csv(2025, actor.token)).statusCode).toBe(403);
    }
    expect((await report(2025, actors.superadmin.token)).statusCode).toBe(200);
  });
});

describe('GET /admin/transparency-report.csv', () => {
  it('is a UTF-8 CSV file with Polish headers and every figure', async () => {
    const response = await csv(2025);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="raport-przejrzystosci-2025.csv"');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('Rok,Sekcja,Pozycja,Wartość');
    expect(lines).toContain('2025,Zgłoszenia naruszeń według powodu,Oszustwo lub próba wyłudzenia,2');
    expect(lines).toContain('2025,Zgłoszenia naruszeń według powodu,Razem,4');
    expect(lines).toContain('2025,Decyzje moderacyjne według rodzaju,Zablokowanie konta,1');
    expect(lines).toContain('2025,Odwołania od decyzji i ich wynik,Decyzja zmieniona (cofnięta),1');
    expect(lines).toContain('2025,Blokady kont,Blokady cofnięte po odwołaniu,1');
    expect(lines).toContain(
      '2025,Zgłoszenia naruszeń według rozstrzygnięcia,Mediana czasu od zgłoszenia do decyzji,10 godz.',
    );
    expect(lines.at(-1)).toBe('');
  });

  it('quotes a field with a comma, a quote or a line break', async () => {
    expect(csvField('12,5 godz.')).toBe('"12,5 godz."');
    expect(csvField('Fundacja „Razem” "Plus"')).toBe('"Fundacja „Razem” ""Plus"""');
    expect(csvField('dwie\nlinie')).toBe('"dwie\nlinie"');
    expect(csvField('Razem')).toBe('Razem');
    // A median with a fraction is written with the Polish decimal comma, so its field is quoted.
    // Decided after 3, 10, 25 and 40 hours: the median is 17.5.
    await notice('2025-07-01T10:00:00Z', 'terms', 'no_action', 40);
    const lines = (await csv(2025)).body.split('\r\n');
    expect(lines).toContain(
      '2025,Zgłoszenia naruszeń według rozstrzygnięcia,Mediana czasu od zgłoszenia do decyzji,"17,5 godz."',
    );
  });
});
