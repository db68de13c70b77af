import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { auditLog, users } from '../db/schema.js';
import type { AuthUser } from '../http/auth.js';

export interface AuditEvent {
  /** What was done, e.g. `user.ban`, `offer.status`, `category.delete`. */
  action: string;
  entityType:
    | 'user'
    | 'offer'
    | 'blog_post'
    | 'category'
    | 'settings'
    | 'report'
    | 'appeal'
    | 'verification'
    | 'search_synonym'
    | 'accessibility_request';
  entityId: string | null;
  before: unknown;
  after: unknown;
  /** The moderation decision this change carried out: the audit entry links to its statement of reasons. */
  decisionId?: string | null;
}

/**
 * The pseudonymous key of an account (`users.actor_key`), read in the statement that writes it into an audit entry
 * or a decision: deleting the account later nulls the id there, the key keeps the attribution.
 */
export function actorKeyOf(accountId: string): SQL<string> {
  return sql<string>`(select ${users.actor_key} from ${users} where ${eq(users.id, accountId)})`;
}

/** Every admin action is written with its actor and the record before and after (pass the transaction when there is one). */
export async function recordAudit(db: Db, actor: Pick<AuthUser, 'id' | 'email'>, event: AuditEvent): Promise<void> {
  await db.insert(auditLog).values({
    actor_id: actor.id,
    actor_email: actor.email,
    actor_key: actorKeyOf(actor.id),
    action: event.action,
    entity_type: event.entityType,
    entity_id: event.entityId,
    before: stripSecrets(event.before),
    after: stripSecrets(event.after),
    decision_id: event.decisionId ?? null,
  });
}

function stripSecrets(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value ?? null;
  const {
    password_hash: _hash,
    token_version: _version,
    search_text: _search,
    search_vector: _vector,
    ...rest
  } = value as Record<string, unknown>;
  return rest;
}
