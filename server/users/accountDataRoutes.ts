import { accountExportFileName } from '../../shared/accountData.js';
import { deleteAccountSchema } from '../../shared/schemas/auth.js';
import { noContentResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import { requireUser } from '../http/auth.js';
import { errorResponses } from '../http/openapi.js';
import { accountExportResponse, collectAccountExport } from './accountExport.js';
import { authRateLimit } from './authLimits.js';
import { deleteAccountWithPassword } from './myAccount.js';

/** The person's own data (RODO art. 15, 17, 20): take it away in one file, or delete the account. */
const routes: RouteModule = (app, ctx) => {
  const tags = ['account'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/me/export',
    {
      schema: {
        tags,
        security,
        summary: 'Pobierz moje dane: jeden plik JSON ze wszystkim, co portal przechowuje o zalogowanej osobie',
        response: { 200: accountExportResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const data = await collectAccountExport(ctx.db, user.id);
      void reply
        .header('content-disposition', `attachment; filename="${accountExportFileName()}"`)
        // The file holds personal data: no cache on the way may keep a copy.
        .header('cache-control', 'no-store');
      return data;
    },
  );

  app.delete(
    '/me',
    {
      schema: {
        tags,
        security,
        summary: 'Usuń konto: konto i jego treści są usuwane, sesje unieważnione, wysyłane jest potwierdzenie',
        description:
          'Wymaga hasła (`{password}`); złe hasło: 403. Ostatni Super Administrator nie może usunąć swojego konta (403).',
        body: deleteAccountSchema,
        response: { 204: noContentResponse, ...errorResponses(403) },
      },
      // Each call checks a password: limited like the login, so a stolen session cannot be used to guess it.
      config: authRateLimit(ctx),
    },
    async (request, reply) => {
      await deleteAccountWithPassword(ctx, requireUser(request).id, request.body.password);
      return reply.status(204).send(null);
    },
  );
};

export default routes;
