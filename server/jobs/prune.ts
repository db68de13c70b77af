import { and, eq, lt, or, sql } from 'drizzle-orm';
import { jobs } from '../db/schema.js';
import { defineJob } from './definition.js';

/** Finished runs are kept a day (enough to see what ran), given-up ones 30 days (to see what failed and why). */
export const pruneJobsJob = defineJob({
  name: 'jobs.prune',
  schedule: { everySeconds: 60 * 60 },
  async run(ctx) {
    await ctx.db
      .delete(jobs)
      .where(
        or(
          and(eq(jobs.status, 'done'), lt(jobs.finished_at, sql`now() - interval '1 day'`)),
          and(eq(jobs.status, 'failed'), lt(jobs.finished_at, sql`now() - interval '30 days'`)),
        ),
      );
  },
});
