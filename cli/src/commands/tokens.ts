import { API_TOKEN_MAX_EXPIRY_DAYS, type components, type TawreedClient, unwrap } from '@tawreed/sdk';
import type { Command } from 'commander';
import { z } from 'zod';
import { EXIT, usageError } from '../errors.js';
import { byIdPrefix } from '../lookup.js';
import { intOption, jsonFlag, parseOptions } from '../options.js';
import { dateTime, type Io, print, printErr, printJson, table } from '../output.js';
import { connect, connectForJson } from '../session.js';
import type { Act } from './types.js';

type ApiToken = components['schemas']['ApiToken'];

/** `tawreed tokens list|create|revoke`: the API tokens of the signed-in account (Settings → API tokens). */
export function registerTokenCommands(program: Command, io: Io, act: Act) {
  const tokens = program
    .command('tokens')
    .description('API tokens for scripts and partner systems: list, create (shown once), revoke');

  tokens
    .command('list')
    .description('your live API tokens (never their secret text)')
    .option('--json', 'print them as JSON')
    .action(act((options) => list(io, options)));

  tokens
    .command('create')
    .description('create a token acting as you; prints its secret text once')
    .argument('<name>', 'what uses it, e.g. "ERP import"')
    .option('--expires-in <days>', `days until it expires (1-${API_TOKEN_MAX_EXPIRY_DAYS}; default: never)`)
    .option('--json', 'print the token (with its secret) as JSON')
    .action(act((name: string, options) => create(io, name, options)));

  tokens
    .command('revoke')
    .description('revoke a token at once (its next request answers 401)')
    .argument('<id>', 'token id (or the start of it)')
    .option('--json', 'print the result as JSON')
    .action(act((id: string, options) => revoke(io, id, options)));
}

async function list(io: Io, raw: unknown) {
  const { json, client, token: current } = await connectForJson(io.env, raw);
  const { tokens } = await unwrap(client.GET('/api/auth/tokens'));
  if (json) printJson(io, tokens);
  else if (!tokens.length) print(io, 'No API tokens. Create one with `tawreed tokens create <name>`.');
  else
    print(
      io,
      table(
        ['ID', 'NAME', 'PREFIX', 'CREATED', 'LAST USED', 'EXPIRES'],
        tokens.map((t) => [
          t.id,
          `${t.name}${current.startsWith(t.prefix) ? ' (this CLI)' : ''}`,
          `${t.prefix}…`,
          dateTime(io, t.createdAt, false),
          dateTime(io, t.lastUsedAt, false) || 'never',
          dateTime(io, t.expiresAt, false) || 'never',
        ]),
      ),
    );
  return EXIT.ok;
}

const createOptions = z.object({
  expiresIn: intOption(1, API_TOKEN_MAX_EXPIRY_DAYS).optional(),
  json: jsonFlag,
});

async function create(io: Io, name: string, raw: unknown) {
  const options = parseOptions(createOptions, raw);
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > 100) throw usageError('<name>: use 1 to 100 characters');
  const { client } = await connect(io.env);
  const created = await unwrap(
    client.POST('/api/auth/tokens', { body: { name: trimmed, expiresInDays: options.expiresIn ?? null } }),
  );
  if (options.json) printJson(io, created);
  else {
    print(io, created.token);
    printErr(
      io,
      `Created the token ${created.id} "${created.name}"${created.expiresAt ? `, expiring ${dateTime(io, created.expiresAt)}` : ', never expiring'}. Its text (above) is not shown again.`,
    );
  }
  return EXIT.ok;
}

async function resolveToken(client: TawreedClient, given: string): Promise<ApiToken> {
  const { tokens } = await unwrap(client.GET('/api/auth/tokens'));
  return byIdPrefix(tokens, given, 'token', 'tokens');
}

async function revoke(io: Io, id: string, raw: unknown) {
  const { json, client } = await connectForJson(io.env, raw);
  const token = await resolveToken(client, id);
  await unwrap(client.DELETE('/api/auth/tokens/{id}', { params: { path: { id: token.id } } }));
  if (json) printJson(io, { revoked: token.id });
  else print(io, `Revoked the token ${token.id} "${token.name}".`);
  return EXIT.ok;
}
