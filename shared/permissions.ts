import { USER_ADMIN_MESSAGES } from './messages.js';
import { isAdminRole, type Role } from './roles.js';

/** The actor or target of a rule: only what the rules look at. */
export interface Account {
  id: string;
  role: Role;
}

export type Decision = { allowed: true } | { allowed: false; title: string; message: string };

const ALLOW: Decision = { allowed: true };
function deny(rule: { title: string; description: string }): Decision {
  return { allowed: false, title: rule.title, message: rule.description };
}

const isSuperadmin = (account: Pick<Account, 'role'>) => account.role === 'superadmin';

/**
 * What a plain admin reads in place of another admin's or superadmin's e-mail (audit entries, decisions): the same rule
 * as the users list, which hides those accounts from him; a superadmin reads the addresses.
 */
export const HIDDEN_ADMIN_EMAIL = 'Administrator';

/** Whether the actor reads other administrators' e-mail addresses (only a superadmin does). */
export const seesAdminEmails = (actor: Pick<Account, 'role'>) => isSuperadmin(actor);

/** An admin sees the users list without his own account and without admin/superadmin accounts. */
export function canSeeUser(actor: Account, target: Account): boolean {
  if (isSuperadmin(actor)) return true;
  if (actor.role !== 'admin') return false;
  return actor.id !== target.id && !isAdminRole(target.role);
}

/** Roles an actor may choose in the create dialog (user, offeror, ngo, plus admin for a super admin). */
export function creatableRoles(actor: Pick<Account, 'role'>): Role[] {
  return isSuperadmin(actor) ? ['user', 'offeror', 'ngo', 'admin'] : [];
}

/** Roles an actor may pick in the edit dialog for a given target. */
export function assignableRoles(actor: Pick<Account, 'role'>, target: Pick<Account, 'role'>): Role[] {
  if (target.role === 'superadmin') return ['superadmin'];
  if (isSuperadmin(actor)) return ['user', 'offeror', 'ngo', 'admin', 'superadmin'];
  return ['user', 'offeror', 'ngo'];
}

export function canCreateUser(actor: Pick<Account, 'role'>, role?: Role): Decision {
  if (!isSuperadmin(actor)) return deny(USER_ADMIN_MESSAGES.createForbidden);
  if (role && !creatableRoles(actor).includes(role)) return deny(USER_ADMIN_MESSAGES.assignAdminForbidden);
  return ALLOW;
}

/** Whether the actor may open the edit dialog of the target at all. */
export function canEditUser(actor: Account, target: Account): Decision {
  if (isSuperadmin(actor)) return ALLOW;
  if (actor.role !== 'admin' || isAdminRole(target.role) || actor.id === target.id) {
    return deny(USER_ADMIN_MESSAGES.editAdminForbidden);
  }
  return ALLOW;
}

/** Whether the role select of the edit dialog is enabled. */
export function canChangeRoleOf(actor: Account, target: Account): boolean {
  if (target.role === 'superadmin') return false;
  if (target.role === 'admin') return isSuperadmin(actor);
  return canEditUser(actor, target).allowed;
}

/** Whether the actor may save the target with `newRole`. */
export function canAssignRole(actor: Account, target: Account, newRole: Role): Decision {
  const edit = canEditUser(actor, target);
  if (!edit.allowed) return edit;
  if (target.role === 'superadmin' && newRole !== 'superadmin') return deny(USER_ADMIN_MESSAGES.superadminStays);
  if (!assignableRoles(actor, target).includes(newRole)) return deny(USER_ADMIN_MESSAGES.assignAdminForbidden);
  return ALLOW;
}

export function canDeleteUser(actor: Account, target: Account): Decision {
  if (target.role === 'superadmin') return deny(USER_ADMIN_MESSAGES.deleteSuperadmin);
  if (!isSuperadmin(actor)) return deny(USER_ADMIN_MESSAGES.deleteForbidden);
  return ALLOW;
}

/**
 * Whether a person may delete their own account. An administrator may not: the account carries the attribution of
 * their decisions, and a superadmin, who sees the whole audit log, decides whether it goes (canDeleteUser).
 */
export const mayDeleteOwnAccount = (account: Pick<Account, 'role'>) => account.role !== 'admin';

export function canBanUser(actor: Account, target: Account): Decision {
  if (target.role === 'superadmin') return deny(USER_ADMIN_MESSAGES.banSuperadmin);
  if (!isSuperadmin(actor)) return deny(USER_ADMIN_MESSAGES.banForbidden);
  return ALLOW;
}

export function canResetPassword(actor: Pick<Account, 'role'>): Decision {
  return isSuperadmin(actor) ? ALLOW : deny(USER_ADMIN_MESSAGES.resetForbidden);
}

/** Admins moderate offers, articles, categories and settings. */
export function canModerate(actor: Pick<Account, 'role'> | null | undefined): boolean {
  return !!actor && isAdminRole(actor.role);
}

/** Only the owner of an offer or an article, or an admin, may change it. */
export function canEditOwnContent(actor: Account | null | undefined, ownerId: string): boolean {
  return !!actor && (actor.id === ownerId || isAdminRole(actor.role));
}

/** A user is blocked while `banned_until` lies in the future. */
export function isBanned(bannedUntil: string | Date | null | undefined, nowMs: number = Date.now()): boolean {
  if (!bannedUntil) return false;
  const until = new Date(bannedUntil).getTime();
  return Number.isFinite(until) && until > nowMs;
}
