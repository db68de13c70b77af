import { inArray } from 'drizzle-orm';
import { DEMO_DECISIONS, DEMO_REPORTS } from './demoData/moderation.js';
import type { Db } from './index.js';
import { appeals, moderationDecisions, offers, reports } from './schema.js';
import { offerFingerprint } from '../moderation/fingerprint.js';
import { actorKeyOf } from '../audit/audit.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Notices, decisions with their reasons and appeals about demo offers already in their restricted status, so that
 * 'Zgłoszenia', 'Odwołania' (one appeal waiting), the authors' 'Decyzje moderacyjne' and the transparency report
 * show something on a fresh start. `people` maps a demo key to its account id.
 */
export async function seedDemoModeration(tx: Db, people: Map<string, { id: string }>, now: number): Promise<void> {
  const titles = [...new Set([...DEMO_REPORTS, ...DEMO_DECISIONS].map((row) => row.offer))];
  const offerRows = await tx.select().from(offers).where(inArray(offers.title, titles));
  const offer = (title: string) => {
    const row = offerRows.find((candidate) => candidate.title === title);
    if (!row) throw new Error(`Dane demonstracyjne moderacji odwołują się do nieznanej oferty: ${title}`);
    return row;
  };
  const person = (key: string) => {
    const row = people.get(key);
    if (!row) throw new Error(`Dane demonstracyjne moderacji odwołują się do nieznanego konta: ${key}`);
    return row.id;
  };
  const at = (daysAgo: number, plusHours = 0) => new Date(now - daysAgo * DAY_MS + plusHours * HOUR_MS).toISOString();

  const reportRows = await tx
    .insert(reports)
    .values(
      DEMO_REPORTS.map((report) => ({
        target_type: 'offer' as const,
        target_id: offer(report.offer).id,
        target_title: report.offer,
        reason: report.reason,
        explanation: report.explanation,
        reporter_id: report.reporter ? person(report.reporter) : null,
        good_faith: true,
        status: report.decision ? ('decided' as const) : ('open' as const),
        decision: report.decision ?? null,
        statement: report.statement ?? null,
        decided_by: report.decision ? person('admin') : null,
        decided_by_key: report.decision ? actorKeyOf(person('admin')) : null,
        decided_at: report.decision ? at(report.days_ago, report.decided_after_hours) : null,
        created_at: at(report.days_ago),
      })),
    )
    .returning({ id: reports.id, target_title: reports.target_title, decision: reports.decision });

  for (const decision of DEMO_DECISIONS) {
    const target = offer(decision.offer);
    const report = reportRows.find((row) => row.target_title === decision.offer && row.decision !== 'no_action');
    const [row] = await tx
      .insert(moderationDecisions)
      .values({
        target_type: 'offer',
        target_id: target.id,
        target_title: decision.offer,
        user_id: target.owner_id,
        decision_type: decision.decision_type,
        previous_status: decision.previous_status,
        new_status: decision.decision_type === 'content_removed' ? 'rejected' : 'inactive',
        content_fingerprint: offerFingerprint(target),
        ground: decision.ground,
        statement: decision.statement,
        report_id: decision.from_report ? (report?.id ?? null) : null,
        decided_by: person(decision.decided_by),
        decided_by_key: actorKeyOf(person(decision.decided_by)),
        // The demo authors were told already: no statement of reasons waits to be sent.
        notified_at: at(decision.days_ago),
        created_at: at(decision.days_ago),
      })
      .returning({ id: moderationDecisions.id });
    const { appeal } = decision;
    if (!appeal) continue;
    await tx.insert(appeals).values({
      decision_id: row.id,
      user_id: target.owner_id,
      explanation: appeal.explanation,
      status: appeal.outcome ? 'decided' : 'open',
      outcome: appeal.outcome ?? null,
      statement: appeal.statement ?? null,
      decided_by: appeal.decided_by ? person(appeal.decided_by) : null,
      decided_by_key: appeal.decided_by ? actorKeyOf(person(appeal.decided_by)) : null,
      decided_at: appeal.outcome ? at(decision.days_ago - appeal.days_after - 1) : null,
      outcome_sent_at: appeal.outcome ? at(decision.days_ago - appeal.days_after - 1) : null,
      created_at: at(decision.days_ago - appeal.days_after),
    });
  }
}
