import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/search/indexing.js';
import { createTestContext, type TestContext } from './helpers.js';

/**
 * The GIN indexes the public search reads have no pending list (migration 0039): a list that only VACUUM merges is
 * read by every search, and made the planner test every public offer's text instead of using the text index.
 */
describe('GIN indexes of the public search', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('take a saved offer’s keys at once (fastupdate off)', async () => {
    const rows = await rowsOf<{ name: string; options: string[] | null }>(
      ctx.db,
      sql`select c.relname as name, c.reloptions as options from pg_class c join pg_am a on a.oid = c.relam
        where a.amname = 'gin' and c.relname in ('offers_search_idx', 'offers_features_idx', 'offers_groups_idx',
          'offers_modes_idx', 'offers_weekly_slots_idx', 'offers_title_trgm_idx')
        order by c.relname`,
    );
    expect(rows.map((row) => row.name)).toHaveLength(6);
    for (const row of rows) expect(row.options ?? [], row.name).toContain('fastupdate=off');
  });
});
