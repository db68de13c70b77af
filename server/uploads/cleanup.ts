import { rm } from 'node:fs/promises';
import { and, lt, sql } from 'drizzle-orm';
import { UNUSED_UPLOAD_HOURS } from '../../shared/limits.js';
import type { Db } from '../db/index.js';
import { uploads } from '../db/schema.js';
import { defineJob } from '../jobs/definition.js';
import { fileOf, unreferenced } from './uploads.js';

/**
 * Deletes the pictures no offer or article uses UNUSED_UPLOAD_HOURS after their upload (an editor's picture never
 * put into a saved article, an image removed from an article): rows and files. A file whose row is gone but which
 * stayed on disk (the process stopped in between) is only unreachable by the portal's forms, never shown.
 */
export async function deleteUnusedUploads(db: Db, dataDir: string): Promise<number> {
  const deleted = await db
    .delete(uploads)
    .where(and(lt(uploads.created_at, sql`now() - make_interval(hours => ${UNUSED_UPLOAD_HOURS})`), unreferenced))
    .returning({ path: uploads.path });
  await Promise.all(deleted.map((row) => rm(fileOf(dataDir, row.path), { force: true })));
  return deleted.length;
}

/** Once an hour, in one of the server processes. */
export const deleteUnusedUploadsJob = defineJob({
  name: 'uploads.cleanup',
  schedule: { everySeconds: 60 * 60 },
  async run(ctx) {
    const count = await deleteUnusedUploads(ctx.db, ctx.config.dataDir);
    if (count) ctx.log.info({ count }, 'usunięto nieużywane zdjęcia');
  },
});
