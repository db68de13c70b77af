import type { FastifyRequest } from 'fastify';
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema.js';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OFFER_MESSAGES } from '../../shared/messages.js';
import { isAdminRole } from '../../shared/roles.js';
import { OFFER_FIELD_ALIASES, offerSchema } from '../../shared/schemas/offer.js';
import { noContentResponse, offerResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import { requireUser } from '../http/auth.js';
import { errorResponses } from '../http/openapi.js';
import { offerCreations } from './creationLimit.js';
import { offerIdParams } from './routes.js';
import { deleteEditableOffer, loadEditable, saveOffer } from './save.js';
import { readOfferSubmission } from './submission.js';

/** Anonymous writes are a 401 before the id or the body is even looked at. */
const signedIn = async (request: FastifyRequest) => {
  requireUser(request);
};

const SAVE_DESCRIPTION =
  'multipart/form-data (lub JSON): pola oferty w obu konwencjach nazw, powtarzane image_urls, pliki new_images (JPEG, PNG, WebP, do 5 MB, razem najwyżej 1 zdjęcie).';

const formField = z.string().optional();
/**
 * The form as it travels: every field a text (both naming sets, docs/zasady-produktu.md#pola-i-nazwy-w-api), repeated
 * image_urls, files in new_images. It documents the request; readOfferSubmission reads and validates it with the shared
 * offer schema.
 */
const offerFormBody = z.object({
  ...Object.fromEntries(
    [...Object.keys(offerSchema.shape), ...Object.keys(OFFER_FIELD_ALIASES)].map((key) => [key, formField]),
  ),
  image_urls: z.array(z.string()).optional().describe('Adresy zdjęć, które oferta zachowuje (pole powtarzane)'),
  new_images: z
    .array(z.string().meta({ format: 'binary' }))
    .optional()
    .describe('Nowe pliki zdjęć: JPEG, PNG lub WebP, do 5 MB'),
});

/** The body is read by readOfferSubmission from the stream (multipart) or the parsed JSON: Fastify passes it on as is. */
function offerFormValidator<S>(route: FastifyRouteSchemaDef<S>): FastifyValidationResult {
  if (route.httpPart === 'body') return (value: unknown) => ({ value });
  return validatorCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>);
}

const saveSchema = {
  tags: ['offers'],
  security: [{ bearerAuth: [] }],
  description: SAVE_DESCRIPTION,
  consumes: ['multipart/form-data', 'application/json'],
  body: offerFormBody,
};

/** The offer save calls live on /api/offers/, without the version segment the apps' clients expect there. */
const routes: RouteModule = (app, ctx) => {
  app.post(
    '/',
    {
      preValidation: signedIn,
      validatorCompiler: offerFormValidator,
      schema: { ...saveSchema, summary: 'Dodanie oferty', response: { 201: offerResponse, ...errorResponses(429) } },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      // Refused before the body (and its pictures) is read; admins moderate and are not limited.
      if (!isAdminRole(actor.role)) {
        await ctx.limits.enforce(offerCreations(ctx.config), actor.id, OFFER_MESSAGES.tooManyOffers);
      }
      return reply.status(201).send(await saveOffer(ctx, actor, await readOfferSubmission(request, [])));
    },
  );

  app.put(
    '/:id',
    {
      preValidation: signedIn,
      validatorCompiler: offerFormValidator,
      schema: {
        ...saveSchema,
        summary: 'Zmiana oferty (właściciel lub administrator)',
        params: offerIdParams,
        response: { 200: offerResponse, ...errorResponses(403, 429) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const current = await loadEditable(ctx, request.params.id, actor);
      return saveOffer(ctx, actor, await readOfferSubmission(request, current.image_urls), current);
    },
  );

  app.delete(
    '/:id',
    {
      preValidation: signedIn,
      schema: {
        tags: ['offers'],
        security: [{ bearerAuth: [] }],
        summary: 'Usunięcie oferty (właściciel lub administrator)',
        params: offerIdParams,
        response: { 204: noContentResponse, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      await deleteEditableOffer(ctx, actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default routes;
