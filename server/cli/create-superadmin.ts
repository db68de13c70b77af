import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { AUTH_MESSAGES } from '../../shared/messages.js';
import { ROLE_LABELS } from '../../shared/roles.js';
import { emailField, fullNameField, passwordField } from '../../shared/schemas/auth.js';
import { ensureBaseData } from '../db/baseData.js';
import type { Db } from '../db/index.js';
import { auditLog, users } from '../db/schema.js';
import { isCommonPassword } from '../users/commonPasswords.js';
import { hashPassword } from '../users/passwords.js';
import { termsAcceptedNow } from '../settings/adminQueries.js';
import { CliError, withDatabase } from './database.js';

const USAGE =
  'Użycie: npm run create-superadmin -- --email adres@example.pl --password "hasło" [--name "Imię i nazwisko"]';
const DEFAULT_NAME = ROLE_LABELS.superadmin;

const argumentsSchema = z.object({
  email: emailField,
  password: passwordField.refine((password) => !isCommonPassword(password), AUTH_MESSAGES.passwordTooCommon),
  name: fullNameField().optional(),
});
type SuperadminArguments = z.output<typeof argumentsSchema>;

function readArguments(argv: string[]): SuperadminArguments {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
      strict: true,
    }));
  } catch {
    throw new CliError(`Nieznana lub niepełna opcja.\n${USAGE}`);
  }
  if (values.email === undefined || values.password === undefined)
    throw new CliError(`Podaj adres email i hasło.\n${USAGE}`);
  const parsed = argumentsSchema.safeParse(values);
  if (!parsed.success) throw new CliError(parsed.error.issues.map((issue) => issue.message).join('\n'));
  return parsed.data;
}

/** Creates the account, or promotes an existing one; either way it is confirmed, unbanned and gets the given password. */
async function upsertSuperadmin(db: Db, input: SuperadminArguments): Promise<{ created: boolean }> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, input.email));
    if (!existing) {
      const [row] = await tx
        .insert(users)
        .values({
          email: input.email,
          password_hash: passwordHash,
          role: 'superadmin',
          full_name: input.name ?? DEFAULT_NAME,
          email_confirmed_at: sql`now()`,
          // Whoever runs the command for himself accepts the portal's terms by creating the account.
          ...termsAcceptedNow(),
        })
        .returning({ id: users.id, email: users.email, role: users.role, full_name: users.full_name });
      await tx
        .insert(auditLog)
        .values({ action: 'user.create', entity_type: 'user', entity_id: row.id, before: null, after: row });
      return { created: true };
    }
    // A new password revokes the sessions signed with the old one.
    const [row] = await tx
      .update(users)
      .set({
        role: 'superadmin',
        password_hash: passwordHash,
        full_name: input.name ?? existing.full_name ?? DEFAULT_NAME,
        email_confirmed_at: existing.email_confirmed_at ?? sql`now()`,
        banned_until: null,
        token_version: sql`${users.token_version} + 1`,
        updated_at: sql`now()`,
      })
      .where(eq(users.id, existing.id))
      .returning({ id: users.id, email: users.email, role: users.role, full_name: users.full_name });
    const before = { id: existing.id, email: existing.email, role: existing.role, full_name: existing.full_name };
    await tx
      .insert(auditLog)
      .values({ action: 'user.update', entity_type: 'user', entity_id: row.id, before, after: row });
    return { created: false };
  });
}

async function main(): Promise<void> {
  const input = readArguments(process.argv.slice(2));
  await withDatabase('create-superadmin', async (db, where) => {
    await ensureBaseData(db);
    const { created } = await upsertSuperadmin(db, input);
    console.log(
      created
        ? `Utworzono konto Super Administratora ${input.email} (${where}). Możesz się zalogować w panelu /admin.`
        : `Konto ${input.email} ma teraz rolę Super Administratora i nowe hasło (${where}). Poprzednie sesje zostały wylogowane.`,
    );
  });
}

main().catch((error: unknown) => {
  console.error(
    error instanceof CliError ? error.message : `Nie udało się utworzyć konta: ${(error as Error).message}`,
  );
  process.exitCode = 1;
});
