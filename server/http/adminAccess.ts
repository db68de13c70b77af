import { z } from 'zod';
import { GENERIC_MESSAGES } from '../../shared/messages.js';
import { UUID_PATTERN } from '../../shared/schemas/common.js';
import { requireAdmin } from './auth.js';
import type { ZodApp } from '../context.js';

/**
 * Checks the session before the body and the path are validated, so an anonymous caller gets 401
 * and a non-admin 403 whatever he sends. Handlers still call requireAdmin for the typed actor.
 */
export function restrictToAdmins(app: ZodApp): void {
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });
}

export const idParams = z.object({ id: z.string().regex(UUID_PATTERN) });

/** OpenAPI metadata shared by every admin route. */
export const ADMIN_DOCS = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** A body that must be a JSON object: anything else (no body, an array, a string) gets the Polish "malformed data" answer. */
export function jsonObject<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  return z.object(schema.shape, { error: GENERIC_MESSAGES.malformedJson });
}
