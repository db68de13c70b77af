import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { signToken } from '../../server/http/auth.js';
import type { Db } from '../../server/db/index.js';
import { users } from '../../server/db/schema.js';
import { hashPassword } from '../../server/users/passwords.js';
import type { Role } from '../../shared/roles.js';
import { TEST_PASSWORD, type TestContext } from './helpers.js';

/** Support for the security tests: accounts without a login round-trip, route collection, database fingerprints. */

export interface Account {
  id: string;
  email: string;
  role: Role;
}

let passwordHash: Promise<string> | undefined;
let accountCounter = 0;

/** A confirmed account inserted straight into the database; all share one argon2 hash of TEST_PASSWORD to keep the tests fast. */
export async function insertAccount(
  ctx: TestContext,
  role: Role,
  fields: Partial<typeof users.$inferInsert> = {},
): Promise<Account> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  accountCounter += 1;
  const email = fields.email ?? `${role}-${accountCounter}-${process.pid}-${Date.now()}@bezpieczenstwo.test`;
  const organisation = role === 'offeror' || role === 'ngo';
  const [row] = await ctx.db
    .insert(users)
    .values({
      email,
      password_hash: await passwordHash,
      role,
      full_name: `Konto ${role} ${accountCounter}`,
      organization_name: organisation ? `Organizacja ${accountCounter}` : null,
      company_slug: organisation ? `organizacja-${accountCounter}-${Date.now()}` : null,
      email_confirmed_at: new Date().toISOString(),
      ...fields,
    })
    .returning({ id: users.id, email: users.email, role: users.role });
  return { ...row, role: row.role };
}

/** A token the way login signs it, for the account's current token version (so an earlier logout in the same test does not matter). */
export async function freshToken(ctx: TestContext, accountId: string): Promise<string> {
  const [row] = await ctx.db
    .select({ id: users.id, role: users.role, token_version: users.token_version })
    .from(users)
    .where(eq(users.id, accountId));
  return signToken(ctx.config, { id: row.id, role: row.role, token_version: row.token_version });
}

export interface RegisteredRoute {
  method: string;
  url: string;
}

/** Every method × path registered on the app, collected through Fastify's onRoute hook; HEAD twins of GET routes are left out. */
export function routeCollector() {
  const seen = new Map<string, RegisteredRoute>();
  return {
    onRoute(route: RouteOptions) {
      for (const method of [route.method].flat()) {
        const url = route.url.length > 1 ? route.url.replace(/\/$/, '') : route.url;
        if (method !== 'HEAD') seen.set(`${method} ${url}`, { method, url });
      }
    },
    routes: () => [...seen.values()],
  };
}

const TABLES = [
  'users',
  'categories',
  'offers',
  'blog_posts',
  'portal_settings',
  'email_tokens',
  'audit_log',
  'uploads',
] as const;

/** One checksum per table over every row: equal fingerprints mean nothing was written. */
export async function databaseFingerprint(db: Db): Promise<Record<string, string>> {
  const columns = TABLES.map(
    (table) => `(select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) from ${table} r) as ${table}`,
  );
  const result = await db.execute(sql.raw(`select ${columns.join(', ')}`));
  return (result as { rows: Record<string, string>[] }).rows[0];
}

/** Words of the English messages a library would make up; a Polish `detail` has none of them. */
const ENGLISH_MARKERS =
  /\b(must|expected|invalid|input|required|received|unexpected|should|not found|error|failed|unsupported|body|querystring|params|property|allowed|too many|unauthori[sz]ed|forbidden|bad request|internal)\b/i;

export function isPolishDetail(detail: unknown): boolean {
  return typeof detail === 'string' && detail.trim().length > 0 && !ENGLISH_MARKERS.test(detail);
}

/** A folder shaped like `vite build`'s output: the two pages and one asset. */
export function fakeStaticDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-static-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="pl"><title>Portal</title><div id="root"></div></html>',
  );
  writeFileSync(
    path.join(dir, 'admin.html'),
    '<!doctype html><html lang="pl"><title>Panel</title><div id="root"></div></html>',
  );
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log("portal");');
  return dir;
}
