import { z } from 'zod';

const detail = z.object({ detail: z.string() });
const validation = z.object({
  detail: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});

/** The documented error answers of a route: `{detail}`, and for 422 also the per-field list. */
export function errorResponses(...statuses: (400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429)[]) {
  return Object.fromEntries(statuses.map((status) => [status, status === 422 ? validation : detail]));
}
