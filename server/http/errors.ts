import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { fieldErrors, type FieldError } from '../../shared/schemas/common.js';
import { AUTH_MESSAGES, AVAILABILITY_MESSAGES, GENERIC_MESSAGES, OFFER_MESSAGES } from '../../shared/messages.js';
import { isDatabaseUnavailable } from '../db/availability.js';

/** An answer with a Polish `detail` (and, for 422, the per-field list; headers such as 429's Retry-After). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly errors?: FieldError[],
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export const notFound = (detail: string = GENERIC_MESSAGES.notFound) => new HttpError(404, detail);
export const forbidden = (detail: string = AUTH_MESSAGES.forbidden) => new HttpError(403, detail);
export const badRequest = (detail: string) => new HttpError(400, detail);

export function validationError(error: z.ZodError): HttpError {
  const errors = fieldErrors(error);
  return new HttpError(422, errors[0]?.message ?? GENERIC_MESSAGES.validation, errors);
}

/** Parses `input` with a shared zod schema, throwing the 422 the UIs read. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

const CLIENT_ERROR_DETAILS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: GENERIC_MESSAGES.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: GENERIC_MESSAGES.malformedJson,
  FST_ERR_CTP_BODY_TOO_LARGE: GENERIC_MESSAGES.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: GENERIC_MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: GENERIC_MESSAGES.malformedJson,
  FST_REQ_FILE_TOO_LARGE: OFFER_MESSAGES.imageSize,
  FST_INVALID_MULTIPART_CONTENT_TYPE: GENERIC_MESSAGES.unsupportedMediaType,
  FST_PARTS_LIMIT: GENERIC_MESSAGES.payloadTooLarge,
  FST_FILES_LIMIT: OFFER_MESSAGES.imageLimitToast.description,
  FST_FIELDS_LIMIT: GENERIC_MESSAGES.payloadTooLarge,
};

/**
 * The database refused a value (SQLSTATE class 22 "data exception": a NUL character, a number out of range …) or
 * the text a value was parsed as (42601 "syntax error", e.g. a tsquery built from a visitor's words): the caller
 * sent it, so it is a 400. The statement failed, so nothing was written by it.
 */
function isRefusedInput(error: unknown): boolean {
  const code = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return [code(error), code((error as { cause?: unknown } | null)?.cause)].some(
    (value) => typeof value === 'string' && (/^22[0-9A-Z]{3}$/.test(value) || value === '42601'),
  );
}

/** Every failure becomes `{detail}` in Polish; only a real fault of ours is a 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send(error.errors ? { detail: error.detail, errors: error.errors } : { detail: error.detail });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext;
      const errors = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_',
        message: issue.message ?? GENERIC_MESSAGES.validation,
      }));
      if (context === 'params') return reply.status(400).send({ detail: GENERIC_MESSAGES.invalidId });
      if (context === 'querystring' || context === 'headers') {
        return reply.status(400).send({ detail: errors[0]?.message ?? GENERIC_MESSAGES.invalidQuery, errors });
      }
      return reply.status(422).send({ detail: errors[0]?.message ?? GENERIC_MESSAGES.validation, errors });
    }
    // The database is out of reach (a failover, a restart): the pool reconnects by itself, the client retries.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'baza danych niedostępna');
      return reply.status(503).header('Retry-After', '5').send({ detail: AVAILABILITY_MESSAGES.databaseUnavailable });
    }
    if (isRefusedInput(error)) {
      request.log.warn({ err: error }, 'value refused by the database');
      return reply.status(400).send({ detail: GENERIC_MESSAGES.invalidData });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ detail: AUTH_MESSAGES.tooManyRequests });
    if (status >= 400 && status < 500) {
      const detail =
        CLIENT_ERROR_DETAILS[error.code] ??
        (status === 413
          ? GENERIC_MESSAGES.payloadTooLarge
          : status === 415
            ? GENERIC_MESSAGES.unsupportedMediaType
            : GENERIC_MESSAGES.invalidQuery);
      return reply.status(status).send({ detail });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: GENERIC_MESSAGES.serverError });
  });
}
