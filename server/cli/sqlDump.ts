import { createReadStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/index.js';
import { MIGRATIONS_FOLDER } from '../db/index.js';
import * as schema from '../db/schema.js';

/**
 * A data-only SQL dump that loads into PGlite and PostgreSQL alike: the schema comes from the migrations, the
 * rows as `INSERT … SELECT … FROM json_populate_recordset(…)`, one statement a line, read in one
 * REPEATABLE READ snapshot. The same file moves a portal from the embedded database to a PostgreSQL server.
 */
export const DUMP_FORMAT = 'portal-sql-dump 1';
const ROWS_PER_STATEMENT = 200;

interface TablePlan {
  name: string;
  /** Stored columns; generated ones are computed again on restore. */
  columns: string[];
  orderBy: string[];
  /** A column pointing at the same table (a category's parent): rows are written parents first. */
  selfReference?: { column: string; target: string };
  serialColumns: string[];
}

/**
 * Rows the migrations write themselves, with the condition under which they are still as written: the search's
 * collection totals start as one row of zeros. A database holding only these is empty, and the dump's own rows
 * replace them.
 */
const MIGRATION_ROWS: Record<string, string> = {
  search_stats: `"documents" = 0 AND "field_lengths" = '{0,0,0,0}'`,
};

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The order a table's rows are written in, so that two dumps of the same data are the same file: its primary key,
 * one column or several (a favourite is one user and one offer), or every stored column where rows have no key
 * (an offer's weekly hours).
 */
function dumpOrder(config: ReturnType<typeof getTableConfig>, storedColumns: string[]): string[] {
  const single = config.columns.filter((column) => column.primary).map((column) => column.name);
  if (single.length) return single;
  const composite = config.primaryKeys[0]?.columns.map((column) => column.name) ?? [];
  return composite.length ? composite : storedColumns;
}

/** Every table of server/db/schema.ts, each after the tables its foreign keys point at. */
export function tablePlans(): TablePlan[] {
  const configs = Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table));
  const plans = new Map<string, TablePlan & { dependsOn: string[] }>();
  for (const config of configs) {
    const references = config.foreignKeys.map((key) => key.reference());
    const self = references.find((reference) => getTableConfig(reference.foreignTable).name === config.name);
    const columns = config.columns.filter((column) => !column.generated).map((column) => column.name);
    plans.set(config.name, {
      name: config.name,
      columns,
      orderBy: dumpOrder(config, columns),
      selfReference: self && { column: self.columns[0].name, target: self.foreignColumns[0].name },
      serialColumns: config.columns
        .filter((column) => column.columnType.includes('Serial'))
        .map((column) => column.name),
      dependsOn: references
        .map((reference) => getTableConfig(reference.foreignTable).name)
        .filter((name) => name !== config.name),
    });
  }
  const ordered: TablePlan[] = [];
  const visit = (name: string) => {
    const plan = plans.get(name);
    if (!plan || ordered.includes(plan)) return;
    plan.dependsOn.forEach(visit);
    ordered.push(plan);
  };
  [...plans.keys()].sort().forEach(visit);
  return ordered;
}

/** The newest migration: a dump loads only into a database migrated to the same point. */
export function schemaVersion(): string {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.at(-1)!.tag;
}

const rowsOf = async (db: Db, query: string) => {
  const result: unknown = await db.execute(sql.raw(query));
  return JSON.parse((result as { rows: { rows: string }[] }).rows[0].rows) as Record<string, unknown>[];
};

/** Parents before children, so that each row's foreign key already points at a restored row. */
function parentsFirst(rows: Record<string, unknown>[], { column, target }: NonNullable<TablePlan['selfReference']>) {
  const written = new Set<unknown>();
  const ordered: Record<string, unknown>[] = [];
  let pending = rows;
  while (pending.length) {
    const ready = pending.filter(
      (row) => row[column] === null || written.has(row[column]) || !rows.some((other) => other[target] === row[column]),
    );
    if (!ready.length) throw new Error('Cykl w danych tabeli z odwołaniem do samej siebie.');
    ready.forEach((row) => written.add(row[target]));
    ordered.push(...ready);
    pending = pending.filter((row) => !ready.includes(row));
  }
  return ordered;
}

function insertStatement(plan: TablePlan, rows: Record<string, unknown>[]): string {
  const columns = plan.columns.map(quote).join(', ');
  return `INSERT INTO ${quote(plan.name)} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${quote(plan.name)}, ${literal(JSON.stringify(rows))});`;
}

/** Writes the dump line by line through `write`; answers how many rows of how many tables it holds. */
export async function writeDump(db: Db, write: (line: string) => void): Promise<{ tables: number; rows: number }> {
  const plans = tablePlans();
  write(`-- Portal usług inkluzywnych: kopia danych (npm run backup), ${new Date().toISOString()}`);
  write(`-- format: ${DUMP_FORMAT}`);
  write(`-- schema: ${schemaVersion()}`);
  write('SET standard_conforming_strings = on;');
  write('BEGIN;');
  let total = 0;
  await db.transaction(
    async (tx) => {
      for (const plan of plans) {
        const select = `SELECT ${plan.columns.map(quote).join(', ')} FROM ${quote(plan.name)} ORDER BY ${plan.orderBy.map(quote).join(', ')}`;
        const chunks: Record<string, unknown>[][] = [];
        if (plan.selfReference) {
          const all = parentsFirst(
            await rowsOf(tx, `SELECT coalesce(json_agg(t), '[]')::text AS rows FROM (${select}) t`),
            plan.selfReference,
          );
          for (let start = 0; start < all.length; start += ROWS_PER_STATEMENT)
            chunks.push(all.slice(start, start + ROWS_PER_STATEMENT));
        } else {
          for (let offset = 0; ; offset += ROWS_PER_STATEMENT) {
            const chunk = await rowsOf(
              tx,
              `SELECT coalesce(json_agg(t), '[]')::text AS rows FROM (${select} LIMIT ${ROWS_PER_STATEMENT} OFFSET ${offset}) t`,
            );
            if (chunk.length) chunks.push(chunk);
            if (chunk.length < ROWS_PER_STATEMENT) break;
          }
        }
        for (const chunk of chunks) write(insertStatement(plan, chunk));
        for (const column of plan.serialColumns) {
          write(
            `SELECT setval(pg_get_serial_sequence(${literal(quote(plan.name))}, ${literal(column)}), coalesce(max(${quote(column)}), 1), max(${quote(column)}) IS NOT NULL) FROM ${quote(plan.name)};`,
          );
        }
        total += chunks.reduce((sum, chunk) => sum + chunk.length, 0);
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  write('COMMIT;');
  return { tables: plans.length, rows: total };
}

export class RestoreRefused extends Error {}

/** Tables that already hold rows; restoring is only allowed into a database where this list is empty. */
export async function nonEmptyTables(db: Db): Promise<string[]> {
  const filled: string[] = [];
  for (const plan of tablePlans()) {
    const untouched = MIGRATION_ROWS[plan.name];
    const result: unknown = await db.execute(
      sql.raw(`SELECT exists(SELECT 1 FROM ${quote(plan.name)}${untouched ? ` WHERE NOT (${untouched})` : ''}) AS filled`),
    );
    if ((result as { rows: { filled: boolean }[] }).rows[0].filled) filled.push(plan.name);
  }
  return filled;
}

/** Refuses a file that `npm run backup` did not write, or wrote for another version of the schema. */
export function checkHeader(header: string[]): void {
  if (!header.includes(`-- format: ${DUMP_FORMAT}`))
    throw new RestoreRefused('To nie jest kopia zapisana przez npm run backup (brak nagłówka formatu).');
  const version = header.find((line) => line.startsWith('-- schema: '))?.slice('-- schema: '.length);
  if (version !== schemaVersion()) {
    throw new RestoreRefused(
      `Kopia pochodzi z innej wersji schematu bazy (${version ?? 'nieznanej'}), a ta wersja portalu ma ${schemaVersion()}.`,
    );
  }
}

/** The file's lines; the reader starts only when asked, since lines read before the loop begins would be lost. */
export const linesOf = (file: string) =>
  createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });

/** Checks that the database is empty, then runs every statement of the dump in one transaction; answers the number of INSERTs. */
export async function restoreDump(db: Db, file: string): Promise<number> {
  let statements = 0;
  await db.transaction(async (tx) => {
    const filled = await nonEmptyTables(tx);
    if (filled.length) {
      throw new RestoreRefused(
        `Baza docelowa nie jest pusta (dane w tabelach: ${filled.join(', ')}). Kopię można wczytać tylko do pustej bazy: ustaw nowy DATA_DIR albo DATABASE_URL pustej bazy PostgreSQL.`,
      );
    }
    for (const table of Object.keys(MIGRATION_ROWS)) await tx.execute(sql.raw(`DELETE FROM ${quote(table)}`));
    for await (const line of linesOf(file)) {
      if (!line.trim() || line.startsWith('--') || line === 'BEGIN;' || line === 'COMMIT;') continue;
      await tx.execute(sql.raw(line));
      if (line.startsWith('INSERT')) statements += 1;
    }
  });
  return statements;
}
