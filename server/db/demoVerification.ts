import { DEMO_REGISTRY_NUMBERS } from './demoData/verification.js';
import type { Db } from './index.js';
import { users, verificationRequests } from './schema.js';
import { eq } from 'drizzle-orm';
import { actorKeyOf } from '../audit/audit.js';

const DAY_MS = 24 * 3_600_000;

/**
 * The demo organisations' registry numbers and verification requests: the verified ones approved by the superadmin
 * (their mark names the KRS or NIP and the date), one request waiting in 'Weryfikacje'. `people` maps a demo key to
 * its account.
 */
export async function seedDemoVerification(
  tx: Db,
  people: Map<string, { id: string; organization_name: string | null }>,
  superadminId: string,
  now: number,
): Promise<void> {
  for (const [key, numbers] of Object.entries(DEMO_REGISTRY_NUMBERS)) {
    const person = people.get(key);
    if (!person?.organization_name) throw new Error(`Dane demonstracyjne weryfikacji: nieznana organizacja ${key}`);
    const { verified_days_ago: days, ...registry } = numbers;
    const verifiedAt = days === undefined ? null : new Date(now - days * DAY_MS).toISOString();
    await tx
      .update(users)
      .set({ nip: registry.nip, regon: registry.regon ?? null, krs: registry.krs ?? null, verified_at: verifiedAt })
      .where(eq(users.id, person.id));
    await tx.insert(verificationRequests).values({
      user_id: person.id,
      organization_name: person.organization_name,
      nip: registry.nip,
      regon: registry.regon ?? null,
      krs: registry.krs ?? null,
      status: verifiedAt ? 'approved' : 'pending',
      decided_by: verifiedAt ? superadminId : null,
      decided_by_key: verifiedAt ? actorKeyOf(superadminId) : null,
      decided_at: verifiedAt,
      created_at: new Date(now - ((days ?? 0) + 2) * DAY_MS).toISOString(),
    });
  }
}
