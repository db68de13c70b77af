import { eq } from 'drizzle-orm';
import { USER_ADMIN_MESSAGES, VERIFICATION_MESSAGES as M } from '../../shared/messages.js';
import { isOrganisationRole } from '../../shared/roles.js';
import { myVerificationResponse, verificationRequestResponse } from '../../shared/schemas/responses.js';
import type { RouteModule } from '../context.js';
import type { Db } from '../db/index.js';
import { users, verificationRequests, type UserRow } from '../db/schema.js';
import { requireUser } from '../http/auth.js';
import { HttpError, forbidden, notFound } from '../http/errors.js';
import { errorResponses } from '../http/openapi.js';
import { myVerification, pendingRequest, snapshotOf, toVerificationRequest } from './requests.js';

async function loadAccount(db: Db, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound(USER_ADMIN_MESSAGES.notFound);
  return row;
}

/** An organisation's own verification: its state in the dashboard and the request for a check. */
const routes: RouteModule = (app, { db }) => {
  const tags = ['account'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/me/verification-request',
    {
      schema: {
        tags,
        security,
        summary: 'Stan weryfikacji organizacji i jej ostatnia prośba o weryfikację',
        response: { 200: myVerificationResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => myVerification(db, await loadAccount(db, requireUser(request).id)),
  );

  app.post(
    '/me/verification-request',
    {
      schema: {
        tags,
        security,
        summary: 'Prośba o weryfikację organizacji (oferent lub organizacja pozarządowa)',
        description:
          'Wymaga nazwy organizacji oraz numeru NIP lub KRS w profilu. Naraz może czekać jedna prośba (409). Administrator sprawdza numery w rejestrach publicznych.',
        response: { 201: verificationRequestResponse, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { id } = requireUser(request);
      // The account's row is held: an admin's manual toggle cannot verify it in between, nor a profile save change it.
      const created = await db.transaction(async (tx) => {
        const [account] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!account) throw notFound(USER_ADMIN_MESSAGES.notFound);
        if (!isOrganisationRole(account.role)) throw forbidden(M.organisationsOnly);
        const missing = !account.organization_name ? 'organization_name' : !(account.nip || account.krs) ? 'nip' : null;
        if (missing) throw new HttpError(422, M.needsNumbers, [{ field: missing, message: M.needsNumbers }]);
        if (account.is_verified) throw new HttpError(409, M.alreadyVerified);
        if (await pendingRequest(tx, account.id)) throw new HttpError(409, M.alreadyPending);
        const [row] = await tx
          .insert(verificationRequests)
          .values({ user_id: account.id, ...snapshotOf(account) })
          .returning();
        return row;
      });
      return reply.code(201).send(toVerificationRequest(created));
    },
  );
};

export default routes;
