import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { wrapPool } from '../../server/db/index.js';
import { ensureBaseData } from '../../server/db/baseData.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Name of the migrated template database on PostgreSQL (DATABASE_URL runs only). */
    templateDatabase: string | null;
  }
}

/** On PostgreSQL: migrate one template database per run; each test file copies it (CREATE DATABASE … TEMPLATE). */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    project.provide('templateDatabase', null);
    return;
  }
  const name = `portal_tpl_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: target.toString(), max: 1 });
  const database = wrapPool(pool);
  await database.migrate();
  await ensureBaseData(database.db);
  await database.close();
  project.provide('templateDatabase', name);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
}
