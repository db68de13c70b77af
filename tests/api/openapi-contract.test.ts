import { readFileSync } from 'node:fs';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentResponses } from '../../server/http/openapi.js';
import { createTestContext, createUser, type TestContext } from './helpers.js';
import type { OpenApiDocument } from '../support/openapiContract.js';
import { OPENAPI_SNAPSHOT_PATH, serializeOpenApiDocument } from '../support/openapiSnapshot.js';

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
  requestBody?: { content: Record<string, { schema: { properties: Record<string, Record<string, unknown>> } }> };
}

const SETTINGS = '/api/v1/settings/public';

describe('the OpenAPI document', () => {
  let ctx: TestContext;
  let paths: Record<string, Record<string, Operation>>;

  beforeAll(async () => {
    ctx = await createTestContext();
    paths = (await ctx.call('GET', '/api/openapi.json')).json<{ paths: typeof paths }>().paths;
  });
  afterAll(() => ctx.close());

  it('is the one committed in tests/support/openapi.json, which the component tests check their mocks against', async () => {
    const served = serializeOpenApiDocument((await ctx.call('GET', '/api/openapi.json')).json());
    // On failure: `npm run openapi:snapshot` writes the served document (a route's schema changed).
    expect(served === readFileSync(OPENAPI_SNAPSHOT_PATH, 'utf8'), 'tests/support/openapi.json is stale').toBe(true);
  });

  it('gives every operation a success answer and a schema for every JSON answer', () => {
    const operations = Object.entries(paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ name: `${method} ${path}`, operation })),
    );
    expect(operations.length).toBeGreaterThan(50);
    for (const { name, operation } of operations) {
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.some((status) => /^2\d\d$/.test(status)),
        name,
      ).toBe(true);
      for (const [status, answer] of Object.entries(operation.responses)) {
        if (status === '204') expect(answer.content, `${name} ${status}`).toBeUndefined();
        else {
          // JSON, or a file such as the transparency report's CSV: every media type documented with its schema.
          const media = Object.entries(answer.content ?? {});
          expect(media.length, `${name} ${status}`).toBeGreaterThan(0);
          for (const [type, { schema }] of media) expect(schema, `${name} ${status} ${type}`).toBeDefined();
        }
      }
    }
  });

  it('lists the refusals each kind of route answers', () => {
    const statuses = (path: string, method: string) => Object.keys(paths[path][method].responses);
    expect(statuses('/api/v1/auth/login', 'post')).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '413', '415', '422', '429']),
    );
    // A taken address answers 201 like a new one (no account enumeration), so sign-up has no 409; its e-mail goes
    // through the outbox, so a mail server that is down no longer refuses the sign-up (no 503).
    expect(statuses('/api/v1/auth/signup', 'post')).toEqual(expect.arrayContaining(['201', '422', '429']));
    expect(statuses('/api/v1/auth/signup', 'post')).not.toContain('409');
    expect(statuses('/api/offers/', 'post')).toEqual(expect.arrayContaining(['201', '401', '413', '422', '429']));
    expect(statuses('/api/v1/admin/users/{id}', 'delete')).toEqual(
      expect.arrayContaining(['204', '400', '401', '403', '404']),
    );
    expect(statuses('/api/v1/blog-posts/', 'post')).toEqual(expect.arrayContaining(['201', '401', '409', '422']));
    expect(statuses('/api/offers/{id}', 'put')).toEqual(
      expect.arrayContaining(['200', '401', '403', '404', '413', '422']),
    );
    const validation = paths['/api/v1/auth/signup'].post.responses['422'].content!['application/json'].schema!;
    expect(validation.required).toEqual(['detail', 'errors']);
  });

  it('documents the multipart form of the offer save, files included', () => {
    for (const [path, method] of [
      ['/api/offers/', 'post'],
      ['/api/offers/{id}', 'put'],
    ]) {
      const content = paths[path][method].requestBody!.content;
      expect(Object.keys(content)).toEqual(['multipart/form-data', 'application/json']);
      const fields = content['multipart/form-data'].schema.properties;
      expect(fields.new_images).toMatchObject({ type: 'array', items: { type: 'string', format: 'binary' } });
      expect(fields.image_urls).toMatchObject({ type: 'array' });
      // Both naming sets of the offer fields.
      expect(fields).toHaveProperty('long_description');
      expect(fields).toHaveProperty('description');
    }
  });
});

describe('the API tests check every answer against the document', () => {
  const contextWith = (adjust: (document: OpenApiDocument) => void) =>
    createTestContext(
      {},
      {
        adjustDocument: (document) => {
          const copy = structuredClone(document);
          adjust(copy);
          return copy;
        },
      },
    );

  it('fails a call whose status the document does not list', async () => {
    const ctx = await contextWith((document) => {
      delete document.paths[SETTINGS].get.responses!['200'];
    });
    try {
      await expect(ctx.call('GET', SETTINGS)).rejects.toThrow(
        /status not documented for GET \/api\/v1\/settings\/public/,
      );
      // The same check sits behind app.inject, which some tests call directly.
      await expect(ctx.app.inject({ method: 'GET', url: SETTINGS })).rejects.toThrow(/status not documented/);
    } finally {
      await ctx.close();
    }
  });

  it('fails a call whose body has another shape than the documented one', async () => {
    const ctx = await contextWith((document) => {
      const schema = document.paths[SETTINGS].get.responses!['200'].content!['application/json'].schema as {
        properties: Record<string, unknown>;
        required: string[];
      };
      schema.properties.portal_name = { type: 'number' };
    });
    try {
      await expect(ctx.call('GET', SETTINGS)).rejects.toThrow(/body does not match the document.*portal_name/s);
    } finally {
      await ctx.close();
    }
  });

  it('fails a call whose body carries a field the document does not name', async () => {
    const ctx = await contextWith((document) => {
      const schema = document.paths[SETTINGS].get.responses!['200'].content!['application/json'].schema as {
        properties: Record<string, unknown>;
        required: string[];
      };
      delete schema.properties.privacy_policy;
      schema.required = schema.required.filter((name) => name !== 'privacy_policy');
    });
    try {
      await expect(ctx.call('GET', SETTINGS)).rejects.toThrow(/must NOT have additional properties/);
    } finally {
      await ctx.close();
    }
  });

  it('passes the same calls against the real document', async () => {
    const ctx = await createTestContext();
    try {
      expect((await ctx.call('GET', SETTINGS)).statusCode).toBe(200);
      expect((await ctx.call('GET', '/api/v1/categories/not-an-id')).statusCode).toBe(400);
      // '/me/blog-posts/' is routed to '/me/blog-posts/:id' with an empty id, not to the list registered without '/'.
      const author = await createUser(ctx, 'ngo');
      expect((await ctx.call('GET', '/api/v1/users/me/blog-posts/.', { token: author.token })).statusCode).toBe(400);
    } finally {
      await ctx.close();
    }
  });
});

describe('a route without a documented success answer', () => {
  it('stops the server from starting', () => {
    const route = { method: 'GET', url: '/api/v1/undocumented', schema: {}, handler: () => null } as RouteOptions;
    expect(() => documentResponses(route)).toThrow(/declares no success response schema/);
  });

  it('gets the error answers its shape implies', () => {
    const route = {
      method: 'PUT',
      url: '/api/v1/example/:id',
      schema: { params: {}, body: {}, security: [{ bearerAuth: [] }], tags: ['admin'], response: { 200: {} } },
      config: { rateLimit: { max: 1 } },
      handler: () => null,
    } as unknown as RouteOptions;
    documentResponses(route);
    expect(Object.keys((route.schema as { response: object }).response).sort()).toEqual(
      ['200', '400', '401', '403', '404', '413', '415', '422', '429', '503'].sort(),
    );
  });
});
