import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetModules();
});

/**
 * The portal's CSP forbids eval (script-src 'self'): zod's probe for it, a caught `new Function('')` when the first
 * object schema is built, was reported by the browser as a Content-Security-Policy violation on every page
 * (Lighthouse best practices 96 on home, search and offer).
 */
describe('zod under the Content-Security-Policy', () => {
  it('never calls Function in the browser while the schemas are built and parse', async () => {
    vi.stubGlobal('window', globalThis);
    const probe = vi.spyOn(globalThis, 'Function');
    const { offerSearchQuerySchema } = await import('../../shared/schemas/search.js');
    const { offerResponse } = await import('../../shared/schemas/responses.js');
    expect(offerSearchQuerySchema.parse({ q: 'wózek' }).q).toBe('wózek');
    expect(offerResponse.safeParse({}).success).toBe(false);
    expect(probe).not.toHaveBeenCalled();
  });

  it('keeps the compiled parser on the server, with Polish messages everywhere', async () => {
    const { z } = await import('zod');
    await import('../../shared/schemas/zodConfig.js');
    expect(z.config().jitless).toBe(false);
    expect(z.object({ a: z.string() }).safeParse(1).error?.issues[0].message).toMatch(/Nieprawidłow/);
  });
});
