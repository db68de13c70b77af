import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { insertOffer } from './contentFixtures.js';
import { createTestContext, type TestContext } from './helpers.js';
import { freshToken, insertAccount } from './securityFixtures.js';

/** Clients (fetch wrappers, ra-data-simple-rest) often send Content-Type: application/json on calls without a body. */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const JSON_TYPE = { 'content-type': 'application/json' };

describe('a call without a payload, sent with Content-Type: application/json and no body', () => {
  it('logs out (204), not 400', async () => {
    const account = await insertAccount(ctx, 'user');
    const response = await ctx.call('POST', '/api/v1/auth/logout', {
      token: await freshToken(ctx, account.id),
      headers: JSON_TYPE,
      payload: '',
    });
    expect(response.statusCode, response.body).toBe(204);
  });

  it('deletes an own offer (204)', async () => {
    const owner = await insertAccount(ctx, 'offeror');
    const offer = await insertOffer(ctx, owner.id);
    const response = await ctx.call('DELETE', `/api/offers/${offer}`, {
      token: await freshToken(ctx, owner.id),
      headers: JSON_TYPE,
      payload: '',
    });
    expect(response.statusCode, response.body).toBe(204);
  });

  it('sends an administrator’s password reset link (not 400)', async () => {
    const admin = await insertAccount(ctx, 'superadmin');
    const target = await insertAccount(ctx, 'user');
    const response = await ctx.call('POST', `/api/v1/admin/users/${target.id}/reset-password`, {
      token: await freshToken(ctx, admin.id),
      headers: JSON_TYPE,
      payload: '',
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
  });

  it('still refuses a call that needs a payload, with the validation answer', async () => {
    const response = await ctx.call('POST', '/api/v1/auth/login', { headers: JSON_TYPE, payload: '' });
    expect(response.statusCode).toBe(422);
  });

  it('still refuses malformed JSON (400)', async () => {
    const response = await ctx.call('POST', '/api/v1/auth/login', { headers: JSON_TYPE, payload: '{"email":' });
    expect(response.statusCode).toBe(400);
  });
});

describe('a new DATA_DIR', () => {
  it('gets its uploads folder before the static route is registered', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-fresh-'));
    const app = await buildApp({ config: { ...ctx.config, dataDir }, db: ctx.db });
    await app.ready();
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(true);
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
});
