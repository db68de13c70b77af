import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueReminders } from '../../server/freshness/confirmation.js';
import { rowsOf } from '../../server/search/indexing.js';
import { createTestContext, type TestContext } from './helpers.js';

/**
 * The confirmation reminders' batches read only the offers still due: through offers_due_reminder_idx, not by
 * passing over every offer reminded before (a first run at 1,000,000 offers never finished).
 */
describe('the confirmation reminder job reads only due offers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('through the index of due reminders', async () => {
    const { sql: text, params } = dueReminders(ctx.db).toSQL();
    const plan = await ctx.db.transaction(async (tx) => {
      // On a table of a few rows the planner would rather read it whole: this asks which index it would use.
      await tx.execute(sql`set local enable_seqscan = off`);
      const literal = text.replace(/\$(\d+)/g, (_, n: string) => {
        const value = params[Number(n) - 1];
        return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
      });
      return rowsOf<Record<string, string>>(tx, sql.raw(`explain ${literal}`));
    });
    expect(plan.map((row) => Object.values(row)[0]).join('\n')).toContain('offers_due_reminder_idx');
  });
});
