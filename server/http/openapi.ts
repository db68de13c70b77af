import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponse, validationErrorResponse } from '../../shared/schemas/responses.js';

/** The refusals a route may answer besides those its shape already implies (see documentResponses). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Nieprawidłowe zapytanie (identyfikator, parametry, JSON lub formularz)',
  401: 'Brak ważnej sesji',
  403: 'Brak uprawnień',
  404: 'Nie znaleziono',
  409: 'Konflikt z istniejącymi danymi',
  413: 'Zbyt duże dane',
  415: 'Nieobsługiwany typ treści',
  422: 'Błędy walidacji pól',
  429: 'Zbyt wiele zapytań',
  503: 'Usługa chwilowo niedostępna (baza danych lub poczta); nagłówek Retry-After mówi, kiedy spróbować ponownie',
};

const errorSchema = (status: ErrorStatus) =>
  (status === 422 ? validationErrorResponse : errorResponse).describe(ERROR_DESCRIPTIONS[status]);

/** `response` entries for refusals a route answers beyond the implied ones, e.g. `...errorResponses(409)`. */
export function errorResponses(...statuses: ErrorStatus[]): Partial<Record<ErrorStatus, z.ZodType>> {
  return Object.fromEntries(statuses.map((status) => [status, errorSchema(status)]));
}

interface RouteSchema {
  hide?: boolean;
  body?: unknown;
  params?: unknown;
  querystring?: unknown;
  security?: unknown[];
  tags?: string[];
  response?: Record<string, unknown>;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What a route answers because of its shape: each rule matches a place in server/http/errors.ts or auth.ts. */
function impliedErrors(route: RouteOptions, schema: RouteSchema): ErrorStatus[] {
  const methods = [route.method].flat();
  const statuses = new Set<ErrorStatus>();
  // Any request with a body can be malformed JSON or a broken form, too large, or of a type the server does not read.
  if (methods.some((method) => BODY_METHODS.has(method)))
    [400, 413, 415].forEach((s) => statuses.add(s as ErrorStatus));
  if (schema.body) statuses.add(422);
  // A malformed id is a 400; a well-formed one that names nothing, a 404.
  if (schema.params) [400, 404].forEach((s) => statuses.add(s as ErrorStatus));
  if (schema.querystring) statuses.add(400);
  if (schema.security?.length) statuses.add(401);
  if (schema.tags?.includes('admin')) statuses.add(403);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) statuses.add(429);
  // Any call may find the database out of reach for a moment (server/http/errors.ts).
  statuses.add(503);
  return [...statuses];
}

/**
 * Completes every API route's documented answers (an `onRoute` hook, so no route can forget them): the error answers
 * its shape implies are added in the shared `{detail}` / `{detail, errors}` shapes. A route must declare its success
 * answer itself; one that does not stops the server at start, so /api/openapi.json cannot leave an answer out.
 */
export function documentResponses(route: RouteOptions): void {
  if (!route.url.startsWith('/api/')) return;
  const schema = (route.schema ?? {}) as RouteSchema;
  if (schema.hide) return;
  const response = { ...schema.response };
  if (!Object.keys(response).some((status) => /^2\d\d$/.test(status))) {
    throw new Error(`${String(route.method)} ${route.url}: the route declares no success response schema`);
  }
  for (const status of impliedErrors(route, schema)) response[status] ??= errorSchema(status);
  route.schema = { ...schema, response } as FastifySchema;
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The zod transform, except that a 204 is documented without a body: @fastify/swagger leaves the content out of a
 * response whose schema is `{type: 'null'}`, which the OpenAPI 3.0 conversion of `z.null()` no longer is.
 */
export function openapiTransform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const output = jsonSchemaTransform(input);
  const response = (output.schema as { response?: Record<string, { description?: string }> } | undefined)?.response;
  if (response?.[204])
    response[204] = { type: 'null', description: response[204].description } as { description?: string };
  return output;
}
