import { afterEach, describe, expect, it, vi } from 'vitest';
import { assertNoMockViolations } from '../../support/mockedApi';
import { jsonResponse, mockFetch } from './publicHarness';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CATEGORY = {
  id: 'c1',
  name: 'Rehabilitacja',
  slug: 'rehabilitacja',
  description: null,
  parent_id: null,
  parent_category_id: null,
  parent: null,
};

describe("the component tests' fetch mocks, checked against the API's OpenAPI document", () => {
  it('pass an answer the API gives', async () => {
    mockFetch({ 'GET /api/v1/categories': () => jsonResponse([CATEGORY]) });
    expect(await (await fetch('/api/v1/categories')).json()).toEqual([CATEGORY]);
    expect(() => assertNoMockViolations()).not.toThrow();
  });

  it('refuse a body that drifted from the response schema, and fail the test that mocked it', async () => {
    const { slug: _, ...withoutSlug } = CATEGORY;
    mockFetch({ 'GET /api/v1/categories': () => jsonResponse([{ ...withoutSlug, colour: 'zielony' }]) });
    const refusal = await fetch('/api/v1/categories').then(
      () => '',
      (error: Error) => error.message,
    );
    expect(refusal).toMatch(/GET \/api\/v1\/categories → 200: body does not match the document/);
    expect(refusal).toContain("must have required property 'slug'");
    expect(refusal).toContain("must NOT have additional properties 'colour'");
    // The app would have swallowed the rejected fetch as a network error; the afterEach check still fails the test.
    expect(() => assertNoMockViolations()).toThrow(/required property 'slug'/);
    expect(() => assertNoMockViolations()).not.toThrow();
  });

  it('refuse a status the operation does not document', async () => {
    mockFetch({ 'POST /api/v1/auth/logout': () => jsonResponse({ detail: 'Błąd serwera.' }, 500) });
    await expect(fetch('/api/v1/auth/logout', { method: 'POST' })).rejects.toThrow(
      /POST \/api\/v1\/auth\/logout → 500: status not documented/,
    );
    expect(() => assertNoMockViolations()).toThrow(/status not documented/);
  });
});
