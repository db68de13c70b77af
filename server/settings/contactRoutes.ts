import { AUTH_MESSAGES, CONTACT_MESSAGES } from '../../shared/messages.js';
import { contactMessageSchema } from '../../shared/schemas/auth.js';
import type { RouteModule } from '../context.js';
import { HttpError } from '../http/errors.js';
import { contactMessage } from '../mail/templates.js';
import { readSettings } from './portalSettings.js';
import { detailResponse } from '../../shared/schemas/responses.js';
import { errorResponses } from '../http/openapi.js';
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
        response: { 202: detailResponse, ...errorResponses(503) },
      },
      config: authRateLimit(ctx),
    },
    async (request, reply) => {
      const settings = await readSettings(ctx.db);
      try {
        await ctx.mailer.send(contactMessage(settings.contact_email, settings.portal_name, request.body));
      } catch (error) {
        request.log.error({ err: error }, 'contact e-mail failed');
        throw new HttpError(503, AUTH_MESSAGES.mailFailed);
      }
      return reply.status(202).send({ detail: CONTACT_MESSAGES.sent });
    },
  );
};

export default routes;
