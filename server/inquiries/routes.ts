import { z } from 'zod';
import { INQUIRY_MESSAGES } from '../../shared/messages.js';
import { UUID_PATTERN } from '../../shared/schemas/common.js';
import {
  inquiryCountResponse,
  inquirySchema,
  inquiryStatusSchema,
  receivedInquiryResponse,
  sentInquiryResponse,
} from '../../shared/schemas/inquiries.js';
import { receivedResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import { idParams, jsonObject } from '../http/adminAccess.js';
import { sendPage } from '../http/adminList.js';
import { requireUser } from '../http/auth.js';
import { listQuerySchema } from '../http/list.js';
import { errorResponses } from '../http/openapi.js';
import { authRateLimit } from '../users/authLimits.js';
import {
  changeInquiryStatus,
  inquiryCounts,
  parseInquiriesQuery,
  receivedInquiries,
  sendInquiry,
  sentInquiries,
} from './inquiries.js';

const security = [{ bearerAuth: [] }];
const tags = ['inquiries'];
const inquiryParams = z.object({
  id: z.string().regex(UUID_PATTERN),
  inquiryId: z.string().regex(UUID_PATTERN),
});
const listDescription =
  'Lista w konwencji list API (`range`, `sort` po `created_at`, `updated_at` albo `status`, nagłówek `Content-Range`).';

/** Under /api/v1/offers: 'Zapytaj o ofertę' (anyone) and the offer's inquiries (its owner only). */
export const offerInquiryRoutes: RouteModule = (app, ctx) => {
  app.post(
    '/:id/inquiries',
    {
      schema: {
        tags,
        summary:
          'Zapytanie o publiczną ofertę (bez logowania); trafia do oferenta z Reply-To pytającego, kopia do pytającego',
        description:
          'Ochrona przed spamem bez CAPTCHA: ukryte pole `website` musi być puste, a `fill_seconds` (czas od otwarcia formularza do wysłania, liczony przez przeglądarkę) co najmniej 3. Limity: z jednego adresu IP na godzinę (`INQUIRIES_PER_HOUR`) i na jedną ofertę na dobę – 429 z polskim `detail`.',
        params: idParams,
        body: inquirySchema,
        response: { 201: receivedResponse, ...errorResponses(404, 422, 429) },
      },
      config: authRateLimit(ctx),
    },
    async (request, reply) => {
      const id = await sendInquiry(ctx, request.params.id, request.body, request.auth, request.ip);
      return reply.status(201).send({ id, detail: INQUIRY_MESSAGES.sent });
    },
  );

  app.get(
    '/:id/inquiries',
    {
      preValidation: async (request) => void requireUser(request),
      schema: {
        tags,
        security,
        summary: 'Zapytania o ofertę (tylko organizacja – właściciel oferty)',
        description: listDescription,
        params: idParams,
        querystring: listQuerySchema,
        response: { 200: z.array(receivedInquiryResponse), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const page = parseInquiriesQuery(request.query);
      const { rows, total } = await receivedInquiries(ctx.db, requireUser(request), request.params.id, page);
      return sendPage(reply, rows, total, page.offset);
    },
  );

  app.patch(
    '/:id/inquiries/:inquiryId',
    {
      preValidation: async (request) => void requireUser(request),
      schema: {
        tags,
        security,
        summary: 'Zmiana statusu zapytania: Nowe, Odpowiedziano, Zamknięte (tylko właściciel oferty)',
        params: inquiryParams,
        body: jsonObject(inquiryStatusSchema),
        response: { 200: receivedInquiryResponse, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      changeInquiryStatus(
        ctx.db,
        requireUser(request),
        request.params.id,
        request.params.inquiryId,
        request.body.status,
      ),
  );
};

/** Under /api/v1/users: the signed-in person's own inquiries, and the counts of the organisation's offers. */
export const myInquiryRoutes: RouteModule = (app, ctx) => {
  app.get(
    '/me/inquiries',
    {
      schema: {
        tags,
        security,
        summary: 'Moje zapytania o oferty i ich status',
        description: listDescription,
        querystring: listQuerySchema,
        response: { 200: z.array(sentInquiryResponse), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const { id } = requireUser(request);
      const page = parseInquiriesQuery(request.query);
      const { rows, total } = await sentInquiries(ctx.db, id, page);
      return sendPage(reply, rows, total, page.offset);
    },
  );

  app.get(
    '/me/offer-inquiry-counts',
    {
      schema: {
        tags,
        security,
        summary: 'Liczba zapytań (wszystkich i nowych) o każdą z moich ofert',
        response: { 200: z.array(inquiryCountResponse), ...errorResponses(401) },
      },
    },
    async (request) => inquiryCounts(ctx.db, requireUser(request).id),
  );
};
