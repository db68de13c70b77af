import { z } from 'zod';
import { FRESHNESS_MESSAGES } from '../../shared/freshness.js';
import { correctionSchema } from '../../shared/schemas/freshness.js';
import { offerCorrectionResponse, offerResponse, receivedResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import { idParams, jsonObject } from '../http/adminAccess.js';
import { requireUser } from '../http/auth.js';
import { errorResponses } from '../http/openapi.js';
import { authRateLimit } from '../users/authLimits.js';
import { confirmOffer } from './confirmation.js';
import { correctionReports, fileCorrection, ownCorrections, resolveCorrection } from './corrections.js';

const security = [{ bearerAuth: [] }];

/** Under /api/v1/offers: 'Dane są aktualne' (the owner) and 'Zgłoś nieaktualne dane' (anyone, no account needed). */
export const offerFreshnessRoutes: RouteModule = (app, ctx) => {
  app.post(
    '/:id/confirm',
    {
      preValidation: async (request) => void requireUser(request),
      schema: {
        tags: ['offers'],
        security,
        summary: 'Potwierdzenie, że dane oferty są aktualne (tylko organizacja – właściciel oferty)',
        params: idParams,
        response: { 200: offerResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => confirmOffer(ctx, requireUser(request), request.params.id),
  );

  app.post(
    '/:id/corrections',
    {
      schema: {
        tags: ['offers'],
        summary: 'Zgłoszenie nieaktualnych danych oferty (bez logowania); organizacja dostaje wiadomość',
        params: idParams,
        body: jsonObject(correctionSchema),
        response: { 201: receivedResponse, ...errorResponses(404, 422, 429) },
      },
      // Calls per address and minute, as for the other forms anyone may send without an account.
      config: authRateLimit(ctx),
    },
    async (request, reply) => {
      const key = `${request.ip}:${request.params.id}`;
      await ctx.limits.enforce(correctionReports, key, FRESHNESS_MESSAGES.correctionsTooMany);
      const id = await fileCorrection(ctx, request.params.id, request.body);
      return reply.status(201).send({ id, detail: FRESHNESS_MESSAGES.correctionSent });
    },
  );
};

/** Under /api/v1/users: the corrections about the signed-in organisation's offers. */
export const myCorrectionRoutes: RouteModule = (app, ctx) => {
  app.get(
    '/me/offer-corrections',
    {
      schema: {
        tags: ['account'],
        security,
        summary: 'Zgłoszenia nieaktualnych danych moich ofert',
        response: { 200: z.array(offerCorrectionResponse), ...errorResponses(401) },
      },
    },
    async (request) => ownCorrections(ctx.db, requireUser(request).id),
  );

  app.post(
    '/me/offer-corrections/:id/resolve',
    {
      preValidation: async (request) => void requireUser(request),
      schema: {
        tags: ['account'],
        security,
        summary: 'Oznaczenie zgłoszenia nieaktualnych danych jako załatwionego (właściciel oferty)',
        params: idParams,
        response: { 200: offerCorrectionResponse, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => resolveCorrection(ctx, requireUser(request), request.params.id),
  );
};
