import { hostname } from 'node:os';
import {
  english,
  isMfaRequired,
  ROLE_LABELS,
  TawreedApiError,
  type User,
  unwrap,
  validateLogin,
} from '@tawreed/sdk';
import type { Command } from 'commander';
import { z } from 'zod';
import { normaliseUrl, readStored, removeStored, writeStored } from '../config.js';
import { EXIT, failure, usageError } from '../errors.js';
import { parseOptions } from '../options.js';
import { type Io, print, printErr, printJson } from '../output.js';
import { ask, readAllStdin } from '../prompt.js';
import { clientFor, connect } from '../session.js';
import type { Act } from './types.js';

export function registerAuthCommands(program: Command, io: Io, act: Act) {
  program
    .command('login')
    .description('sign in and keep an API token in your config directory (readable by you only)')
    .option('--url <url>', 'the service, e.g. http://localhost:3000 (default: TAWREED_URL or the last one)')
    .option('--email <email>', 'your email (prompted on a terminal when missing)')
    .option('--password <password>', 'your password (prompted on a terminal when missing)')
    .option('--password-stdin', 'read the password from stdin (for scripts)')
    .option(
      '--code <code>',
      'the code of your second factor, or a recovery code (prompted on a terminal when needed)',
    )
    .option('--token-name <name>', 'a name for the token, shown in the token list')
    .option('--json', 'print the signed-in user as JSON')
    .action(act((options) => login(io, options)));

  program
    .command('logout')
    .description('revoke the stored API token on the service and forget it')
    .option('--json', 'print the result as JSON')
    .action(act((options) => logout(io, options)));

  program
    .command('whoami')
    .description('show who the stored (or TAWREED_TOKEN) token signs in as')
    .option('--json', 'print the user as JSON')
    .action(act((options) => whoami(io, options)));
}

const loginOptions = z.object({
  url: z.string().optional(),
  email: z.string().optional(),
  password: z.string().optional(),
  passwordStdin: z.boolean().default(false),
  code: z.string().optional(),
  tokenName: z.string().trim().min(1).max(100).optional(),
  json: z.boolean().default(false),
});

const describeUser = (user: User) =>
  `${user.name} <${user.email}>, ${ROLE_LABELS[user.role]}${user.companyName ? ` (${user.companyName})` : ''}${user.isSalesRep ? ', sales representative' : ''}`;

async function login(io: Io, raw: unknown) {
  const options = parseOptions(loginOptions, raw);
  const stored = await readStored(io.env);
  const url = normaliseUrl(
    options.url ??
      io.env.url ??
      stored?.url ??
      (await ask(io, 'Service URL: ', { missing: 'Missing --url (stdin is not a terminal)' })),
  );
  const email =
    options.email ?? (await ask(io, 'Email: ', { missing: 'Missing --email (stdin is not a terminal)' }));
  const password = options.passwordStdin
    ? (await readAllStdin(io)).replace(/\r?\n$/, '')
    : (options.password ??
      (await ask(io, 'Password: ', {
        hidden: true,
        missing: 'Missing --password or --password-stdin (stdin is not a terminal)',
      })));
  const issue = validateLogin({ email, password })[0];
  if (issue) throw usageError(`--${issue.path}: ${english(issue.message)}`);

  // Password sign-in keeps a cookie only for as long as it takes to create the token.
  const client = clientFor(url, undefined, { cookies: true });
  const loginFailed = (err: unknown) => {
    if (err instanceof TawreedApiError && (err.status === 401 || err.status === 429)) {
      throw failure(`Login failed: ${err.serverMessage}`);
    }
    throw err;
  };
  const answer = await unwrap(
    client.POST('/api/auth/login', { body: { email: email.trim(), password } }),
  ).catch(loginFailed);
  // DESIGN §13: a person with a second factor completes the sign-in with its code.
  const user = isMfaRequired(answer)
    ? await unwrap(
        client.POST('/api/auth/login/mfa', {
          body: {
            code:
              options.code ??
              (await ask(io, 'Code from your authenticator app (or a recovery code): ', {
                missing: 'This account has a second factor: give --code (stdin is not a terminal)',
              })),
          },
        }),
      ).catch(loginFailed)
    : answer;
  const tokenName = options.tokenName ?? `tawreed CLI on ${hostname()}`.slice(0, 100);
  const created = await unwrap(client.POST('/api/auth/tokens', { body: { name: tokenName } }));
  await client.POST('/api/auth/logout').catch(() => undefined);

  // A second login replaces the stored token: revoke the old one rather than leave it live.
  if (stored?.tokenId && stored.url === url && stored.token !== created.token) {
    await clientFor(url, stored.token)
      .DELETE('/api/auth/tokens/{id}', { params: { path: { id: stored.tokenId } } })
      .catch(() => undefined);
  }
  const file = await writeStored(io.env, {
    url,
    token: created.token,
    tokenId: created.id,
    email: user.email,
  });
  if (options.json) printJson(io, { url, user, tokenId: created.id, configFile: file });
  else print(io, `Signed in to ${url} as ${describeUser(user)}.\nToken ${created.prefix}… saved in ${file}`);
  return EXIT.ok;
}

async function logout(io: Io, raw: unknown) {
  const options = parseOptions(z.object({ json: z.boolean().default(false) }), raw);
  const stored = await readStored(io.env);
  if (!stored && !io.env.token) {
    if (options.json) printJson(io, { revoked: false, reason: 'not signed in' });
    else print(io, 'Not signed in.');
    return EXIT.ok;
  }
  const { client, token, tokenId, url } = await connect(io.env);
  let revoked = false;
  let note = '';
  try {
    const id =
      tokenId ??
      (await unwrap(client.GET('/api/auth/tokens'))).tokens.find((t) => token.startsWith(t.prefix))?.id;
    if (id) {
      await unwrap(client.DELETE('/api/auth/tokens/{id}', { params: { path: { id } } }));
      revoked = true;
    } else note = 'the service does not list this token';
  } catch (err) {
    // Already revoked or expired: the goal of logout is reached; anything else is a failure.
    if (!(err instanceof TawreedApiError) || err.status !== 401) throw err;
    note = 'the token was already revoked or expired';
  }
  if (stored?.token === token) await removeStored(io.env);
  if (options.json) printJson(io, { url, revoked, note: note || undefined });
  else {
    print(io, revoked ? `Signed out of ${url}: the token is revoked.` : `Signed out of ${url}: ${note}.`);
    if (io.env.token) printErr(io, 'TAWREED_TOKEN is still set in your environment.');
  }
  return EXIT.ok;
}

async function whoami(io: Io, raw: unknown) {
  const options = parseOptions(z.object({ json: z.boolean().default(false) }), raw);
  const { client, url } = await connect(io.env);
  const user = await unwrap(client.GET('/api/auth/me'));
  if (options.json) printJson(io, { url, user });
  else print(io, `${describeUser(user)}\n${url}`);
  return EXIT.ok;
}
