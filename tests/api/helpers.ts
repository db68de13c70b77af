import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp, type BuildOptions } from '../../server/app.js';
import { loadConfig, withJwtSecret, type AppConfig } from '../../server/config.js';
import { openPglite, SESSION_OPTIONS, wrapPglite, wrapPool, type Database, type Db } from '../../server/db/index.js';
import { ensureBaseData } from '../../server/db/baseData.js';
import { users } from '../../server/db/schema.js';
import { hashPassword } from '../../server/users/passwords.js';
import type { Role } from '../../shared/roles.js';
import { OpenApiContract, type ApiAnswer, type OpenApiDocument } from '../support/openapiContract.js';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  database: Database;
  /** Calls the API with an optional bearer token; `json` is sent as the body. */
  call: (
    method: InjectOptions['method'],
    url: string,
    options?: { token?: string; json?: unknown; headers?: Record<string, string>; payload?: InjectOptions['payload'] },
  ) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

let pgliteTemplate: Promise<PGlite> | undefined;

/** One migrated PGlite per worker process (the API project runs with isolate: false); every test file gets a clone. */
function migratedTemplate(): Promise<PGlite> {
  pgliteTemplate ??= (async () => {
    const client = await openPglite(undefined);
    const database = wrapPglite(client);
    await database.migrate();
    await ensureBaseData(database.db);
    return client;
  })();
  return pgliteTemplate;
}

async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const template = inject('templateDatabase');
  const url = process.env.DATABASE_URL;
  if (url && template) {
    const name = `portal_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    // The server's session settings, so that the tests run the plans it runs.
    const database = wrapPool(new pg.Pool({ connectionString: target.toString(), max: 5, options: SESSION_OPTIONS }));
    return {
      database,
      drop: async () => {
        // pool.end() resolves before its connections have said goodbye; FORCE on one still closing is an uncaught error.
        for (let wait = 0; wait < 100; wait += 1) {
          const { rows } = await admin.query<{ open: number }>(
            'select count(*)::int as open from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0].open === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const clone = (await (await migratedTemplate()).clone()) as PGlite;
  return { database: wrapPglite(clone), drop: async () => undefined };
}

function decodedBody(response: LightMyRequestResponse): string {
  const encoding = String(response.headers['content-encoding'] ?? '');
  const raw = response.rawPayload;
  if (!raw.length) return '';
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'deflate') return inflateSync(raw).toString('utf8');
  return response.body;
}

const answerOf = (response: LightMyRequestResponse): ApiAnswer => ({
  statusCode: response.statusCode,
  contentType: String(response.headers['content-type'] ?? ''),
  text: decodedBody(response),
});

/**
 * Every answer a test receives, through `call` or `app.inject`, is checked against the app's own /api/openapi.json:
 * an undocumented status or a body of another shape fails the test at the call that got it.
 */
async function checkAnswersAgainstDocument(
  app: FastifyInstance,
  adjustDocument: (document: OpenApiDocument) => OpenApiDocument,
): Promise<void> {
  const inject = app.inject.bind(app);
  const document = (await inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
  const contract = new OpenApiContract(adjustDocument(document));
  const checked = async (options: InjectOptions | string): Promise<LightMyRequestResponse> => {
    const request = typeof options === 'string' ? { url: options } : options;
    const response = await inject(request);
    const url = typeof request.url === 'string' ? request.url : String(request.url?.pathname ?? request.path ?? '');
    const problem = contract.check(String(request.method ?? 'GET'), url, answerOf(response));
    if (problem) throw new Error(`The answer breaks /api/openapi.json: ${problem}`);
    return response;
  };
  // Without arguments inject() is the chaining builder, which no test uses for API calls.
  app.inject = ((options?: InjectOptions | string) =>
    options === undefined ? inject() : checked(options)) as typeof app.inject;
}

export async function createTestContext(
  overrides: Partial<AppConfig> = {},
  build: Pick<BuildOptions, 'onRoute' | 'mailer' | 'lifecycle'> & {
    adjustDocument?: (document: OpenApiDocument) => OpenApiDocument;
  } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  const config: AppConfig = {
    ...withJwtSecret(
      loadConfig({
        DATA_DIR: dataDir,
        JWT_SECRET: 'test-secret-test-secret-test-secret-42',
        PUBLIC_URL: 'http://portal.test',
      }),
    ),
    rateLimits: { authPerMinute: 10_000, failedLoginsPerAccount: 10_000 },
    // Fixtures create many offers from one account; tests/api/security-offer-flood.test.ts uses the real limit.
    offersPerAccountPerHour: 10_000,
    // Many tests share one address (IP); tests/api/favourites.test.ts uses the real limit.
    shareEmailsPerHour: 10_000,
    // The same for inquiries; tests/api/inquiries.test.ts uses the real limit.
    inquiriesPerHour: 10_000,
    // Tests insert fixtures straight into the database, which the cache cannot see; its own test turns it on.
    searchCacheSeconds: 0,
    ...overrides,
  };
  const { database, drop } = await freshDatabase();
  const app = await buildApp({
    config,
    db: database.db,
    onRoute: build.onRoute,
    mailer: build.mailer,
    lifecycle: build.lifecycle,
  });
  await app.ready();
  await checkAnswersAgainstDocument(app, build.adjustDocument ?? ((document) => document));
  return {
    app,
    db: database.db,
    config,
    database,
    call(method, url, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      return app.inject({
        method,
        url,
        headers,
        payload: options.payload ?? (options.json as InjectOptions['payload']),
      });
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const TEST_PASSWORD = 'Bezpieczne-Haslo-2026';

export interface TestUser {
  id: string;
  email: string;
  role: Role;
  token: string;
}

let userCounter = 0;

/** Inserts a confirmed account straight into the database and signs it in through the real login call. */
export async function createUser(
  ctx: TestContext,
  role: Role,
  fields: Partial<{
    email: string;
    full_name: string;
    organization_name: string;
    company_slug: string;
    is_verified: boolean;
  }> = {},
): Promise<TestUser> {
  userCounter += 1;
  const email = fields.email ?? `${role}${userCounter}-${Date.now()}@example.pl`;
  const [row] = await ctx.db
    .insert(users)
    .values({
      email,
      password_hash: await hashPassword(TEST_PASSWORD),
      role,
      full_name: fields.full_name ?? `Test ${role} ${userCounter}`,
      organization_name: fields.organization_name ?? null,
      company_slug: fields.company_slug ?? null,
      is_verified: fields.is_verified ?? false,
      email_confirmed_at: new Date().toISOString(),
    })
    .returning({ id: users.id });
  const token = await login(ctx, email, TEST_PASSWORD);
  return { id: row.id, email, role, token };
}

export async function login(ctx: TestContext, email: string, password: string): Promise<string> {
  const response = await ctx.call('POST', '/api/v1/auth/login', { json: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

export async function findUser(ctx: TestContext, id: string) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  return row;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  /** The HTML alternative, when the message has one. */
  html: string | undefined;
  /** The first link of the message (confirmation or reset). */
  link: string | undefined;
  /** A header of the message (unfolded), or '' when it has none. */
  header: (name: string) => string;
}

/** The parts of a multipart body, each with its own (unfolded) headers. */
function mimeParts(head: string, body: string): { head: string; body: string }[] {
  const boundary = head.match(/boundary="?([^";\n]+)"?/i)?.[1];
  if (!/Content-Type: multipart\//i.test(head) || !boundary) return [{ head, body }];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .flatMap((part) => {
      const [partHead, ...rest] = part.replace(/^\n/, '').split('\n\n');
      return mimeParts(partHead.replace(/\n[ \t]+/g, ' '), rest.join('\n\n').replace(/\n$/, ''));
    });
}

/** Delivers what the outbox holds (the jobs due now), then reads the .eml files of DATA_DIR/outbox, oldest first. */
export async function readOutbox(ctx: TestContext): Promise<OutboxMail[]> {
  await ctx.app.jobs.runDue();
  const dir = path.join(ctx.config.dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((file) => file.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    // nodemailer writes the headers with CRLF; long ones (an encoded Polish subject) continue on indented lines.
    const raw = readFileSync(path.join(dir, file), 'utf8').replace(/\r\n/g, '\n');
    const [foldedHead, ...bodyParts] = raw.split('\n\n');
    const head = foldedHead.replace(/\n[ \t]+/g, ' ');
    const parts = mimeParts(head, bodyParts.join('\n\n'));
    const partOf = (type: string) => parts.find((part) => new RegExp(`Content-Type: ${type}`, 'i').test(part.head));
    const plain = partOf('text/plain') ?? parts[0];
    const html = partOf('text/html');
    const body = decodeBody(plain.head, plain.body);
    const header = (name: string) => head.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim() ?? '';
    return {
      to: header('To'),
      subject: decodeSubject(header('Subject')),
      text: body,
      html: html && decodeBody(html.head, html.body),
      link: body.match(/https?:\/\/\S+/)?.[0],
      header,
    };
  });
}

function decodeBody(head: string, body: string): string {
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  if (/Content-Transfer-Encoding: base64/i.test(head))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

function decodeSubject(subject: string): string {
  return subject.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_m, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}
