import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { AUTH_MESSAGES, USER_ADMIN_MESSAGES, VERIFICATION_MESSAGES } from '../../shared/messages.js';
import { canAssignRole, canCreateUser, canDeleteUser, canEditUser } from '../../shared/permissions.js';
import { isOrganisationRole, ROLES, type Role } from '../../shared/roles.js';
import { adminUserCreateSchema, adminUserUpdateSchema } from '../../shared/schemas/auth.js';
import { noContentResponse, userResponse } from '../../shared/schemas/responses.js';
import { requireAdmin } from '../http/auth.js';
import type { RouteModule } from '../context.js';
import { users, type UserRow } from '../db/schema.js';
import { forbidden, HttpError } from '../http/errors.js';
import { errorResponses } from '../http/openapi.js';
import { listQuerySchema, parseListQuery } from '../http/list.js';
import { countRows } from '../http/count.js';
import { ADMIN_DOCS, idParams, jsonObject, restrictToAdmins } from '../http/adminAccess.js';
import {
  anyOf,
  booleanFilterField,
  foldedText,
  idsFilterField,
  isUniqueViolation,
  matchesText,
  parseFilter,
  sendPage,
  textFilterField,
} from '../http/adminList.js';
import { findVisibleUser, toUser, uniqueCompanySlug, visibleUsers } from './adminQueries.js';
import { recordAudit } from '../audit/audit.js';
import { isCommonPassword } from './commonPasswords.js';
import { hashPassword } from './passwords.js';
import { releaseUploads } from '../uploads/uploads.js';
import { registerUserActions } from './adminActionRoutes.js';
import { eraseAccount } from './accountDeletion.js';
import { pendingRequest } from '../verification/requests.js';

const SORTABLE = {
  email: users.email,
  full_name: foldedText(users.full_name),
  organization_name: foldedText(users.organization_name),
  role: users.role,
  is_verified: users.is_verified,
  banned_until: users.banned_until,
  created_at: users.created_at,
};

const roleFilter = z.enum(ROLES);
const listFilter = z.strictObject({
  q: textFilterField,
  role: z.union([roleFilter, z.array(roleFilter)]).optional(),
  is_verified: booleanFilterField,
  banned: booleanFilterField,
  id: idsFilterField,
});

const bannedNow = (banned: boolean) =>
  banned ? gt(users.banned_until, sql`now()`) : or(isNull(users.banned_until), lte(users.banned_until, sql`now()`));

const role = (row: { role: Role }) => row.role;
const emailTaken = () => new HttpError(409, USER_ADMIN_MESSAGES.emailTaken);

const routes: RouteModule = (app, ctx) => {
  restrictToAdmins(app);

  app.get(
    '/',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Lista kont',
        querystring: listQuerySchema,
        response: { 200: z.array(userResponse) },
      },
    },
    async (request, reply) => {
      const actor = requireAdmin(request);
      const list = parseListQuery(request.query, SORTABLE, ['created_at', 'DESC'], users.id);
      const filter = parseFilter(listFilter, list.filter);
      const roles = filter.role === undefined ? undefined : [filter.role].flat();
      const where = and(
        visibleUsers(actor),
        filter.q ? matchesText(filter.q, [users.search_text]) : undefined,
        roles ? anyOf(users.role, roles) : undefined,
        filter.is_verified === undefined ? undefined : eq(users.is_verified, filter.is_verified),
        filter.banned === undefined ? undefined : bannedNow(filter.banned),
        filter.id ? anyOf(users.id, filter.id) : undefined,
      );
      const [rows, total] = await Promise.all([
        ctx.db
          .select()
          .from(users)
          .where(where)
          .orderBy(...list.orderBy)
          .limit(list.limit)
          .offset(list.offset),
        countRows(ctx.db, ctx.db.select({ id: users.id }).from(users).where(where)),
      ]);
      return sendPage(reply, rows.map(toUser), total, list.offset);
    },
  );

  app.get(
    '/:id',
    { schema: { ...ADMIN_DOCS, summary: 'Jedno konto', params: idParams, response: { 200: userResponse } } },
    async (request) => {
      const actor = requireAdmin(request);
      return toUser(await findVisibleUser(ctx.db, actor, request.params.id));
    },
  );

  app.post(
    '/',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Utworzenie konta (tylko Super Administrator)',
        body: jsonObject(adminUserCreateSchema),
        // 409: the address has an account.
        response: { 201: userResponse, ...errorResponses(409) },
      },
      // Only a superadmin creates accounts: anyone else is refused before the body is even looked at.
      preValidation: async (request) => {
        const decision = canCreateUser(requireAdmin(request));
        if (!decision.allowed) throw forbidden(decision.message);
      },
    },
    async (request, reply) => {
      const actor = requireAdmin(request);
      const input = request.body;
      const decision = canCreateUser(actor, input.role);
      if (!decision.allowed) throw forbidden(decision.message);
      if (isCommonPassword(input.password)) {
        throw new HttpError(422, AUTH_MESSAGES.passwordTooCommon, [
          { field: 'password', message: AUTH_MESSAGES.passwordTooCommon },
        ]);
      }
      const passwordHash = await hashPassword(input.password);
      const created = await ctx.db
        .transaction(async (tx) => {
          const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
          if (existing) throw emailTaken();
          const organizationName = input.organization_name ?? null;
          const [row] = await tx
            .insert(users)
            .values({
              email: input.email,
              password_hash: passwordHash,
              role: input.role,
              full_name: input.full_name,
              organization_name: organizationName,
              company_slug: isOrganisationRole(input.role)
                ? await uniqueCompanySlug(tx, organizationName ?? input.full_name)
                : null,
              // An account the superadmin makes needs no confirmation link: he vouches for the address.
              email_confirmed_at: sql`now()`,
            })
            .returning();
          await recordAudit(tx, actor, {
            action: 'user.create',
            entityType: 'user',
            entityId: row.id,
            before: null,
            after: row,
          });
          return row;
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? emailTaken() : error;
        });
      reply.status(201);
      return toUser(created);
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        ...ADMIN_DOCS,
        summary: 'Edycja konta',
        description:
          'Znak „Konto zweryfikowane” nie zastępuje decyzji w sprawie czekającej prośby o weryfikację (409: decyzja w „Weryfikacje”).',
        params: idParams,
        body: jsonObject(adminUserUpdateSchema),
        response: { 200: userResponse, ...errorResponses(409) },
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      const input = request.body;
      const target = await findVisibleUser(ctx.db, actor, request.params.id);
      const targetAccount = { id: target.id, role: role(target) };
      for (const decision of [canEditUser(actor, targetAccount), canAssignRole(actor, targetAccount, input.role)]) {
        if (!decision.allowed) throw forbidden(decision.message);
      }
      const organizationName = input.organization_name ?? null;
      const needsSlug = isOrganisationRole(input.role) && !target.company_slug;
      const updated = await ctx.db.transaction(async (tx) => {
        // The account's row is held, so no request can start waiting between this check and the update.
        const [locked] = await tx
          .select({ is_verified: users.is_verified })
          .from(users)
          .where(eq(users.id, target.id))
          .for('update');
        if (input.is_verified && !locked.is_verified && (await pendingRequest(tx, target.id))) {
          throw new HttpError(409, VERIFICATION_MESSAGES.toggleWhilePending);
        }
        const [row] = await tx
          .update(users)
          .set({
            role: input.role,
            // SPEC §5: an empty name falls back to the e-mail address.
            full_name: input.full_name?.trim() || target.email,
            organization_name: organizationName,
            is_verified: input.is_verified ?? target.is_verified,
            // The verified mark dates the check; a manual toggle dates it now and unverifying forgets it.
            verified_at: verifiedAtAfterToggle(input.is_verified, target),
            company_slug: needsSlug
              ? await uniqueCompanySlug(tx, organizationName || input.full_name || target.email)
              : target.company_slug,
            updated_at: sql`now()`,
          })
          .where(eq(users.id, target.id))
          .returning();
        await recordAudit(tx, actor, {
          action: 'user.update',
          entityType: 'user',
          entityId: row.id,
          before: target,
          after: row,
        });
        return row;
      });
      return toUser(updated);
    },
  );

  app.delete(
    '/:id',
    { schema: { ...ADMIN_DOCS, summary: 'Usunięcie konta', params: idParams, response: { 204: noContentResponse } } },
    async (request, reply) => {
      const actor = requireAdmin(request);
      const target = await findVisibleUser(ctx.db, actor, request.params.id);
      const decision = canDeleteUser(actor, { id: target.id, role: role(target) });
      if (!decision.allowed) throw forbidden(decision.message);
      // The same erasure as the person's own 'Usuń konto': what is kept (audit, decisions, notices) stays without them.
      const files = await ctx.db.transaction(async (tx) => {
        await recordAudit(tx, actor, {
          action: 'user.delete',
          entityType: 'user',
          entityId: target.id,
          before: target,
          after: null,
        });
        return eraseAccount(tx, target);
      });
      await releaseUploads(ctx.db, ctx.config.dataDir, files, [target.id]);
      return reply.status(204).send(null);
    },
  );

  registerUserActions(app, ctx);
};

export default routes;

/** When the admin's toggle verifies an account it is dated now; unverifying forgets the date. */
function verifiedAtAfterToggle(isVerified: boolean | undefined, target: UserRow): string | null {
  if (isVerified === undefined || isVerified === target.is_verified) return target.verified_at;
  return isVerified ? new Date().toISOString() : null;
}
