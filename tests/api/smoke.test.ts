import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('server skeleton', () => {
  it('answers unknown API paths with a Polish 404 JSON', async () => {
    const response = await ctx.call('GET', '/api/v1/nie-ma-takiej-sciezki');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Nie ma takiego adresu API.' });
  });

  it('sends the security headers on every answer', async () => {
    const response = await ctx.call('GET', '/api/v1/health');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes the OpenAPI document', async () => {
    const response = await ctx.call('GET', '/api/openapi.json');
    expect(response.statusCode).toBe(200);
    expect(response.json().openapi).toMatch(/^3\./);
  });
});
