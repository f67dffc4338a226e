/**
 * Service admin commands, run against the database directly (DESIGN §2):
 *   pnpm admin migrate | create-user | set-role | sales-rep | disable-user | reset-password
 */
import { isRole, ROLES } from '@tawreed/domain';
import { Command, InvalidArgumentError } from 'commander';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { users } from './db/schema.js';
import { hashPassword } from './features/auth/passwords.js';
import * as authRepo from './features/auth/repository.js';
import { createAccount, normaliseEmail } from './features/auth/service.js';
import { AppError } from './http/errors.js';

async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: 2,
  });
  try {
    await database.migrate();
    return await work(database);
  } finally {
    await database.close();
  }
}

async function findUserOrFail(database: Database, email: string) {
  const user = await authRepo.findUserByEmail(database.db, normaliseEmail(email));
  if (!user) throw new AppError('NOT_FOUND', `No account with email ${email}`);
  return user;
}

function role(value: string) {
  if (!isRole(value)) throw new InvalidArgumentError(`choose one of ${ROLES.join(', ')}`);
  return value;
}

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

const program = new Command('admin').description('Tawreed service administration').showHelpAfterError();

program
  .command('migrate')
  .description('apply pending database migrations')
  .action(() => withDatabase(async () => say('Migrations applied.')));

program
  .command('create-user')
  .description('create an account (any role, whatever REGISTRATION says)')
  .requiredOption('--email <email>')
  .requiredOption('--password <password>')
  .requiredOption('--name <name>')
  .requiredOption('--role <role>', `one of ${ROLES.join(', ')}`, role)
  .option('--company <name>', 'medical company (for MEDICAL_COMPANY)')
  .option('--sales-rep', 'mark the account as the sales representative')
  .action((opts) =>
    withDatabase(async ({ db }) => {
      const row = await createAccount({ db }, { ...opts, companyName: opts.company });
      if (opts.salesRep) await db.update(users).set({ isSalesRep: true }).where(eq(users.id, row.id));
      say(`Created ${row.email} (${row.role}) id ${row.id}`);
    }),
  );

program
  .command('set-role')
  .description("change an account's role")
  .argument('<email>')
  .argument('<role>', `one of ${ROLES.join(', ')}`, role)
  .option('--company <name>', 'medical company, when the new role is MEDICAL_COMPANY')
  .action((email: string, newRole: string, opts: { company?: string }) =>
    withDatabase(async (database) => {
      const user = await findUserOrFail(database, email);
      if (newRole === 'MEDICAL_COMPANY' && !opts.company && !user.companyName) {
        throw new AppError('VALIDATION_FAILED', 'Medical Company is required: pass --company');
      }
      const companyName = newRole === 'MEDICAL_COMPANY' ? (opts.company ?? user.companyName) : null;
      await database.db.update(users).set({ role: newRole, companyName }).where(eq(users.id, user.id));
      say(`${user.email} is now ${newRole}`);
    }),
  );

program
  .command('sales-rep')
  .description('mark or unmark an account as the sales representative')
  .argument('<email>')
  .option('--unmark', 'remove the mark')
  .action((email: string, opts: { unmark?: boolean }) =>
    withDatabase(async (database) => {
      const user = await findUserOrFail(database, email);
      await database.db.update(users).set({ isSalesRep: !opts.unmark }).where(eq(users.id, user.id));
      say(`${user.email} is ${opts.unmark ? 'no longer' : 'now'} the sales representative`);
    }),
  );

program
  .command('disable-user')
  .description('disable an account and end its sessions and API tokens')
  .argument('<email>')
  .option('--enable', 'enable it again')
  .action((email: string, opts: { enable?: boolean }) =>
    withDatabase(async (database) => {
      const user = await findUserOrFail(database, email);
      const now = new Date();
      await database.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ disabledAt: opts.enable ? null : now })
          .where(eq(users.id, user.id));
        if (!opts.enable) await authRepo.revokeUserSessions(tx, user.id, now);
      });
      say(`${user.email} ${opts.enable ? 'enabled' : 'disabled; its sessions and tokens are revoked'}`);
    }),
  );

program
  .command('reset-password')
  .description("set a new password and end the account's sessions")
  .argument('<email>')
  .requiredOption('--password <password>')
  .action((email: string, opts: { password: string }) =>
    withDatabase(async (database) => {
      if (opts.password.length < 8)
        throw new AppError('VALIDATION_FAILED', 'Password must be at least 8 characters long');
      const user = await findUserOrFail(database, email);
      const passwordHash = await hashPassword(opts.password);
      await database.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        await authRepo.revokeUserSessions(tx, user.id, new Date());
      });
      say(`Password reset for ${user.email}; its sessions and tokens are revoked`);
    }),
  );

program.parseAsync().catch((err: unknown) => {
  const message = err instanceof ConfigError || err instanceof AppError ? err.message : String(err);
  process.stderr.write(`admin: ${message}\n`);
  process.exit(err instanceof AppError || err instanceof ConfigError ? 2 : 1);
});
