import { z } from 'zod';
import { OFFER_INPUT_STATUSES } from '../../shared/labels/offers.js';
import { OFFER_MESSAGES } from '../../shared/messages.js';
import { groundField, optionalReasonField } from '../../shared/schemas/moderation.js';
import { OFFER_FIELD_ALIASES, offerSchema } from '../../shared/schemas/offer.js';
import { adminOfferResponse, noContentResponse, offerResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import { ADMIN_DOCS, idParams, jsonObject, restrictToAdmins } from '../http/adminAccess.js';
import { sendPage } from '../http/adminList.js';
import { requireAdmin } from '../http/auth.js';
import { listQuerySchema } from '../http/list.js';
import { adminEditBody } from '../moderation/editBody.js';
import { adminOfferView, changeOffer, deleteOffer, listAdminOffers } from './adminQueries.js';

const statusBody = z.object({
  status: z.enum(OFFER_INPUT_STATUSES, { error: OFFER_MESSAGES.invalidStatus }),
  reason: optionalReasonField.describe('Uzasadnienie decyzji; wymagane przy zmianie na „rejected” lub „inactive”.'),
  ground: groundField.optional().describe('Podstawa decyzji; wymagana razem z uzasadnieniem.'),
});
const promoteBody = z.object({ is_promoted: z.boolean({ error: OFFER_MESSAGES.promotedFlag }) });
/** Every field of both naming sets may be sent; the merged offer is validated by the shared offer schema. */
const editBody = adminEditBody([...Object.keys(offerSchema.shape), ...Object.keys(OFFER_FIELD_ALIASES)]).describe(
  'Zmieniane pola oferty; pozostałe zostają bez zmian, null lub pusty tekst czyści pole.',
);

const routes: RouteModule = (app, ctx) => {
  restrictToAdmins(app);

  app.get(
    '/',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Lista ofert do moderacji',
        querystring: listQuerySchema,
        response: { 200: z.array(adminOfferResponse) },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const page = await listAdminOffers(ctx.db, request.query);
      return sendPage(reply, page.rows, page.total, page.offset);
    },
  );

  const response = { 200: offerResponse };

  app.get(
    '/:id',
    { schema: { ...ADMIN_DOCS, summary: 'Pełna oferta', params: idParams, response } },
    async (request) => {
      requireAdmin(request);
      return adminOfferView(ctx.db, request.params.id);
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Edycja oferty przez administratora',
        params: idParams,
        body: editBody,
        response,
      },
    },
    async (request) => {
      const { reason, ground, ...edit } = request.body;
      return changeOffer(ctx, requireAdmin(request), request.log, request.params.id, { edit }, { reason, ground });
    },
  );

  app.patch(
    '/:id/status',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Zmiana statusu oferty',
        params: idParams,
        body: jsonObject(statusBody),
        response,
      },
    },
    async (request) => {
      const { status, reason, ground } = request.body;
      return changeOffer(ctx, requireAdmin(request), request.log, request.params.id, { status }, { reason, ground });
    },
  );

  app.patch(
    '/:id/promote',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Wyróżnienie oferty',
        params: idParams,
        body: jsonObject(promoteBody),
        response,
      },
    },
    async (request) => changeOffer(ctx, requireAdmin(request), request.log, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    { schema: { ...ADMIN_DOCS, summary: 'Usunięcie oferty', params: idParams, response: { 204: noContentResponse } } },
    async (request, reply) => {
      await deleteOffer(ctx, requireAdmin(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default routes;
