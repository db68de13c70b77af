import { sql, type SQL } from 'drizzle-orm';
import type { Account } from '../../shared/permissions.js';
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
