import { randomUUID } from 'node:crypto';
import { CONTACT_MESSAGES } from '../../shared/messages.js';
import { contactMessageSchema } from '../../shared/schemas/auth.js';
import type { RouteModule } from '../context.js';
import { sendEmailOnce } from '../mail/outbox.js';
import { contactMessage } from '../mail/templates.js';
import { readSettings } from './portalSettings.js';
import { detailResponse } from '../../shared/schemas/responses.js';
import { authRateLimit } from '../users/authLimits.js';

/** Bug reports, feature ideas and contact messages go to the portal's contact address; a reply goes to the sender. */
const routes: RouteModule = (app, ctx) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['contact'],
        summary: 'Wiadomość do administracji portalu (zgłoszenie błędu, propozycja, kontakt)',
        body: contactMessageSchema,
        response: { 202: detailResponse },
      },
      config: authRateLimit(ctx),
    },
    async (request, reply) => {
      const settings = await readSettings(ctx.db);
      const message = contactMessage(settings.contact_email, settings.portal_name, request.body);
      await sendEmailOnce(ctx.db, `contact:${randomUUID()}`, message);
      return reply.status(202).send({ detail: CONTACT_MESSAGES.sent });
    },
  );
};

export default routes;
