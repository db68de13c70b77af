import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { USER_ADMIN_MESSAGES, VERIFICATION_MESSAGES } from '../../shared/messages.js';
import type { ReportReason } from '../../shared/moderation.js';
import {
  canAssignRole,
  canCreateUser,
  canDeleteUser,
  canEditUser,
  canResetPassword,
} from '../../shared/permissions.js';
import { isOrganisationRole, type Role } from '../../shared/roles.js';
import type { adminUserCreateSchema, adminUserUpdateSchema } from '../../shared/schemas/auth.js';
import type { User } from '../../shared/types.js';
import { recordAudit } from '../audit/audit.js';
import type { AppContext } from '../context.js';
import { announceChange } from '../db/cacheChanges.js';
import { users, type UserRow } from '../db/schema.js';
import { isUniqueViolation } from '../http/adminList.js';
import type { AuthUser } from '../http/auth.js';
import { forbidden, HttpError, notFound } from '../http/errors.js';
import { queuePasswordResetMail } from '../mail/templates.js';
import { setBan } from '../moderation/transitions.js';
import { releaseUploads } from '../uploads/uploads.js';
import { pendingRequest } from '../verification/requests.js';
import { eraseAccount } from './accountDeletion.js';
import { refuseCommonPassword } from './accounts.js';
import { findVisibleUser, toUser, uniqueCompanySlug } from './adminQueries.js';
import { hashPassword } from './passwords.js';

const role = (row: { role: Role }) => row.role;
const emailTaken = () => new HttpError(409, USER_ADMIN_MESSAGES.emailTaken);

/** The super administrator bans an account (a decision, with its statement of reasons) or lifts a ban. */
export async function setAccountBan(
  ctx: AppContext,
  actor: AuthUser,
  log: FastifyBaseLogger,
  id: string,
  { ban, reason, ground }: { ban: boolean; reason?: string; ground?: ReportReason },
): Promise<User> {
  const { after } = await setBan(ctx, actor, log, {
    id,
    ban,
    grounds: { statement: reason, ground },
    notFound: () => notFound(USER_ADMIN_MESSAGES.notFound),
  });
  return toUser(after);
}

/** The super administrator has a link to set a new password sent to the account's address. */
export async function sendResetLink(ctx: AppContext, actor: AuthUser, id: string): Promise<void> {
  const target = await findVisibleUser(ctx.db, actor, id);
  const decision = canResetPassword(actor);
  if (!decision.allowed) throw forbidden(decision.message);
  await ctx.db.transaction(async (tx) => {
    await queuePasswordResetMail(tx, ctx.config.publicUrl, target, `admin-password-reset:${randomUUID()}`);
    await recordAudit(tx, actor, {
      action: 'user.reset_password',
      entityType: 'user',
      entityId: target.id,
      before: null,
      after: { reset_link_sent_to: target.email },
    });
  });
}

/** The super administrator creates a confirmed account (409 when the address has one). */
export async function createUser(
  ctx: AppContext,
  actor: AuthUser,
  input: z.output<typeof adminUserCreateSchema>,
): Promise<User> {
  const decision = canCreateUser(actor, input.role);
  if (!decision.allowed) throw forbidden(decision.message);
  refuseCommonPassword(input.password);
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
  return toUser(created);
}

/** An administrator edits an account he may see: its role, names and verified mark, within his rights. */
export async function updateUser(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  input: z.output<typeof adminUserUpdateSchema>,
): Promise<User> {
  const target = await findVisibleUser(ctx.db, actor, id);
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
        // An empty name falls back to the e-mail address, so every account keeps a name to be shown by.
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
    // The results show the organisation's name and verified mark.
    await announceChange(tx, 'search');
    return row;
  });
  return toUser(updated);
}

/** The super administrator deletes an account: the same erasure as the person's own, with an audit entry. */
export async function deleteUser(ctx: AppContext, actor: AuthUser, id: string): Promise<void> {
  const target = await findVisibleUser(ctx.db, actor, id);
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
}

/** When the admin's toggle verifies an account it is dated now; unverifying forgets the date. */
function verifiedAtAfterToggle(isVerified: boolean | undefined, target: UserRow): string | null {
  if (isVerified === undefined || isVerified === target.is_verified) return target.verified_at;
  return isVerified ? new Date().toISOString() : null;
}
