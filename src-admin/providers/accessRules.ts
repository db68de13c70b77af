import {
  canBanUser,
  canChangeRoleOf,
  canCreateUser,
  canDeleteUser,
  canEditUser,
  canModerate,
  canResetPassword,
  type Account,
  type Decision,
} from '../../shared/permissions';
import { isRole } from '../../shared/roles';
import { RESOURCES } from './dataProvider';

/** The actions of the users screen beside react-admin's own (list, create, edit, delete). */
export const USER_ACTIONS = {
  ban: 'ban',
  resetPassword: 'reset_password',
  changeRole: 'change_role',
} as const;

const ALLOW: Decision = { allowed: true };
const DENY_UNKNOWN: Decision = { allowed: false, title: '', message: '' };
const ANY_ORDINARY_ACCOUNT: Account = { id: '', role: 'user' };

function asAccount(record: unknown): Account | undefined {
  const candidate = record as Partial<Account> | undefined;
  return candidate && typeof candidate.id === 'string' && isRole(candidate.role)
    ? { id: candidate.id, role: candidate.role }
    : undefined;
}

/**
 * The users screen's rules, all from shared/permissions.ts (the same functions the API enforces).
 * Without a target record the question is whether the actor may do it to anyone: an ordinary account stands in.
 */
export function decideUserAction(actor: Account, action: string, record?: unknown): Decision {
  const target = asAccount(record) ?? ANY_ORDINARY_ACCOUNT;
  switch (action) {
    case 'list':
    case 'show':
      return ALLOW;
    case 'create':
      return canCreateUser(actor);
    case 'edit':
      return canEditUser(actor, target);
    case 'delete':
      return canDeleteUser(actor, target);
    case USER_ACTIONS.ban:
      return canBanUser(actor, target);
    case USER_ACTIONS.resetPassword:
      return canResetPassword(actor);
    case USER_ACTIONS.changeRole:
      return canChangeRoleOf(actor, target) ? ALLOW : DENY_UNKNOWN;
    default:
      return DENY_UNKNOWN;
  }
}

/**
 * authProvider.canAccess: admins moderate every resource; the users resource follows the role rules
 * (docs/zasady-produktu.md#role-i-uprawnienia) record by record.
 */
export function canActorAccess(actor: Account, action: string, resource: string, record?: unknown): boolean {
  if (!canModerate(actor)) return false;
  if (resource === RESOURCES.users) return decideUserAction(actor, action, record).allowed;
  return true;
}
