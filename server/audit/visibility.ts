import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { HIDDEN_ADMIN_EMAIL, seesAdminEmails, type Account } from '../../shared/permissions.js';
import { auditLog, users } from '../db/schema.js';

/**
 * The audit entries an actor may read, as a WHERE clause (list, total and read by id alike): the rule of canSeeUser.
 * A superadmin reads everything; an admin does not read entries about his own account nor about an admin or
 * superadmin account – one that is one now, or was one before or after the change (a deleted account is known only
 * by the snapshot).
 */
export function visibleAuditEntries(actor: Account): SQL | undefined {
  if (actor.role === 'superadmin') return undefined;
  const hiddenRoles = sql`('admin', 'superadmin')`;
  const aboutHiddenAccount = sql`${auditLog.entity_type} = 'user' and (
    ${auditLog.entity_id} = ${actor.id}
    or ${auditLog.entity_id} in (select ${users.id}::text from ${users} where ${users.role} in ${hiddenRoles})
    or ${auditLog.before} ->> 'role' in ${hiddenRoles}
    or ${auditLog.after} ->> 'role' in ${hiddenRoles}
  )`;
  // coalesce: an entry without an id or snapshot is not about a hidden account, and must not drop out as NULL.
  return sql`not coalesce(${aboutHiddenAccount}, false)`;
}

/**
 * An account's e-mail as the viewer may read it: a plain admin reads 'Administrator' for another admin or superadmin
 * (the role the account has now), his own and other accounts' addresses as they are; a superadmin reads all of them.
 */
export function emailAsSeenBy(viewer: Account, accountId: AnyColumn, email: AnyColumn): SQL<string | null> {
  if (seesAdminEmails(viewer)) return sql<string | null>`${email}`;
  return sql<string | null>`case
    when ${accountId}::text <> ${viewer.id} and exists (
      select 1 from ${users} as shown_account
      where shown_account.id = ${accountId} and shown_account.role in ('admin', 'superadmin')
    ) then ${HIDDEN_ADMIN_EMAIL}
    else ${email} end`;
}
