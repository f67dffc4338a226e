/**
 * Service admin commands, run against the database directly (DESIGN §2, §7):
 *   pnpm admin migrate | list-users | create-user | activate | disable-user | set-role |
 *              sales-rep | reset-password | end-sessions | reset-mfa | files migrate --to <store> |
 *              audit verify
 * The account commands call the same module as the administrator's API (features/accounts).
 */
import { ACCOUNT_STATUSES, type AccountStatus, isAccountStatus, isRole, ROLES } from '@tawreed/domain';
import { Command, InvalidArgumentError } from 'commander';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { createS3Store } from './db/file-store.js';
import { createPostgresBus } from './events/postgres-bus.js';
import { createInProcessBus } from './events/types.js';
import * as accounts from './features/accounts/service.js';
import { verifyAudit } from './features/audit/verify.js';
import { migrateFiles } from './features/files/store-state.js';
import type { AccountDto } from './features/users/dto.js';
import { AppError } from './http/errors.js';
import { createLogger } from './logger.js';

/**
 * Opens the database with what the account commands need. On PostgreSQL the changes are
 * announced to running service instances (a disabled account's open sockets close at once).
 */
async function withAccounts<T>(work: (deps: accounts.AccountDeps) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: 2,
  });
  try {
    await database.migrate();
    const events =
      database.kind === 'postgres'
        ? await createPostgresBus(database.connectionString!, database.pool!, createLogger('silent'))
        : createInProcessBus();
    try {
      return await work({ db: database.db, config, now: () => new Date(), events });
    } finally {
      await events.close();
    }
  } finally {
    await database.close();
  }
}

/** The account named by `email`, then `work` on its id. */
function onAccount<T>(email: string, work: (deps: accounts.AccountDeps, id: string) => Promise<T>) {
  return withAccounts(async (deps) => work(deps, await accounts.accountIdByEmail(deps, email)));
}

function role(value: string) {
  if (!isRole(value)) throw new InvalidArgumentError(`choose one of ${ROLES.join(', ')}`);
  return value;
}

function status(value: string): AccountStatus {
  if (!isAccountStatus(value)) throw new InvalidArgumentError(`choose one of ${ACCOUNT_STATUSES.join(', ')}`);
  return value;
}

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

function describe(account: AccountDto): string {
  const company = account.companyName ? ` (${account.companyName})` : '';
  const rep = account.isSalesRep ? ', sales representative' : '';
  return `${account.email}  ${account.role}${company}${rep}  ${account.status}`;
}

const program = new Command('admin').description('Tawreed service administration').showHelpAfterError();

/** A command on one account, named by its email. */
const accountCommand = (name: string, description: string) =>
  program.command(name).description(description).argument('<email>');

program
  .command('migrate')
  .description('apply pending database migrations')
  .action(() => withAccounts(async () => say('Migrations applied.')));

program
  .command('list-users')
  .description('list accounts: waiting ones first, with role, company, sales-rep mark and status')
  .option('--status <status>', `only ${ACCOUNT_STATUSES.join(', ')} accounts`, status)
  .action((opts: { status?: AccountStatus }) =>
    withAccounts(async (deps) => {
      const rows = await accounts.listAccounts(deps, opts.status);
      for (const account of rows) say(describe(account));
      if (!rows.length) say('No accounts.');
    }),
  );

program
  .command('create-user')
  .description('create an active account (any role, ADMIN included, whatever REGISTRATION says)')
  .requiredOption('--email <email>')
  .requiredOption('--password <password>')
  .requiredOption('--name <name>')
  .requiredOption('--role <role>', `one of ${ROLES.join(', ')}`, role)
  .option('--company <name>', 'medical company (for MEDICAL_COMPANY)')
  .option('--sales-rep', "grant the sales representative's view of every order")
  .action(
    (opts: {
      email: string;
      password: string;
      name: string;
      role: string;
      company?: string;
      salesRep?: boolean;
    }) =>
      withAccounts(async (deps) => {
        const account = await accounts.createAccountAsAdministrator(
          deps,
          { ...opts, companyName: opts.company },
          { salesRep: opts.salesRep },
        );
        say(`Created ${describe(account)}, id ${account.id}`);
      }),
  );

accountCommand('activate', 'let a pending (or disabled) account sign in').action((email: string) =>
  onAccount(email, async (deps, id) =>
    say(`Activated ${describe(await accounts.activateAccount(deps, id))}`),
  ),
);

accountCommand('disable-user', 'disable an account and end its sessions and API tokens')
  .option('--enable', 'enable it again (the same as activate)')
  .action((email: string, opts: { enable?: boolean }) =>
    onAccount(email, async (deps, id) => {
      if (opts.enable) return say(`Enabled ${describe(await accounts.activateAccount(deps, id))}`);
      const account = await accounts.deactivateAccount(deps, id);
      say(`Disabled ${describe(account)}; its sessions and tokens are revoked`);
    }),
  );

accountCommand('set-role', "change an account's role")
  .argument('<role>', `one of ${ROLES.join(', ')}`, role)
  .option('--company <name>', 'medical company, when the new role is MEDICAL_COMPANY')
  .action((email: string, newRole: (typeof ROLES)[number], opts: { company?: string }) =>
    onAccount(email, async (deps, id) =>
      say(`Changed ${describe(await accounts.changeRole(deps, id, newRole, opts.company))}`),
    ),
  );

accountCommand('sales-rep', "grant (or with --unmark revoke) the sales representative's view of every order")
  .option('--unmark', 'revoke it')
  .action((email: string, opts: { unmark?: boolean }) =>
    onAccount(email, async (deps, id) => {
      const account = await accounts.setSalesRep(deps, id, !opts.unmark);
      say(`${account.email} is ${account.isSalesRep ? 'now' : 'no longer'} the sales representative`);
    }),
  );

accountCommand('reset-password', "set a new password and end the account's sessions and API tokens")
  .requiredOption('--password <password>')
  .action((email: string, opts: { password: string }) =>
    onAccount(email, async (deps, id) => {
      const account = await accounts.resetPassword(deps, id, opts.password);
      say(`Password reset for ${account.email}; its sessions and tokens are revoked`);
    }),
  );

/** The commands that do one thing to the account named and say what became of it. */
const actions: Array<{
  name: string;
  description: string;
  run: (deps: accounts.AccountDeps, id: string, email: string) => Promise<string>;
}> = [
  {
    name: 'end-sessions',
    description: 'sign an account out everywhere: end its sessions and revoke its API tokens',
    run: async (deps, id, email) => {
      const ended = await accounts.endSessions(deps, id);
      return `${email} is signed out everywhere. Sessions ended: ${ended.endedSessions}; API tokens revoked: ${ended.revokedTokens}.`;
    },
  },
  {
    name: 'reset-mfa',
    description:
      "remove the account's second factors (authenticator app, passkeys) and recovery codes (it enrols again if MFA_REQUIRED_ROLES names its role)",
    run: async (deps, id) => {
      const account = await accounts.resetSecondFactors(deps, id);
      return `${account.email} has no second factor now; it enrols again at its next sign-in if its role must.`;
    },
  },
];
for (const { name, description, run } of actions) {
  accountCommand(name, description).action((email: string) =>
    onAccount(email, async (deps, id) => say(await run(deps, id, email))),
  );
}

const filesCommand = program.command('files').description("the uploaded files' store (FILE_STORE)");

filesCommand
  .command('migrate')
  .description(
    "move every file's bytes to another store (resumable: run it again after an interruption); " +
      'the S3_* settings name the bucket whichever way',
  )
  .requiredOption('--to <store>', 's3 or postgres', fileStore)
  .action((opts: { to: 'postgres' | 's3' }) =>
    withAccounts(async (deps) => {
      const bucket = createS3Store(deps.config);
      try {
        const report = await migrateFiles(deps.db, opts.to, bucket, say);
        say(
          `Files are in ${opts.to === 's3' ? `the bucket ${bucket.bucket}` : 'PostgreSQL'} now: ` +
            `${report.copied} copied, ${report.cleared} removed from the old store. ` +
            `Start every instance with FILE_STORE=${opts.to}.`,
        );
      } finally {
        bucket.close();
      }
    }),
  );

const auditCommand = program.command('audit').description('the audit trail (DESIGN §13)');

auditCommand
  .command('verify')
  .description(
    'check the hash chain: names the first entry whose hash or link is wrong (exit 3), or counts the entries',
  )
  .action(() =>
    withAccounts(async (deps) => {
      const result = await verifyAudit(deps.db);
      if (result.ok) return say(`Audit trail intact: ${result.entries} entries.`);
      const broken = result.firstBroken!;
      say(`Audit trail broken at entry ${broken.seq} (${broken.id}); ${result.entries} entries chained.`);
      process.exitCode = 3;
    }),
  );

function fileStore(value: string) {
  if (value !== 's3' && value !== 'postgres') throw new InvalidArgumentError('choose s3 or postgres');
  return value;
}

program.parseAsync().catch((err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  process.stderr.write(`admin: ${message}\n`);
  process.exit(err instanceof AppError || err instanceof ConfigError ? 2 : 1);
});
