import { msg, type Role } from '@tawreed/domain';
import type { Context } from 'hono';
import type { AppEnv, Deps, SessionUser } from '../../http/context.js';
import { administratorsOnly, andBelow, gatedRouter } from '../../http/gated-router.js';
import { requireUser } from '../../http/session.js';
import * as routes from './routes.js';
import * as accounts from './service.js';

/** Administrators only, checked before any body is read: others get 401 or 403 whatever they send. */
const requireAdministrator = administratorsOnly(msg('onlyAdminAccounts'));

/** What a route about one account reads: the `{id}` path parameter, and its body when it has one. */
type OnAccount<B> = Context<AppEnv, string, { out: { param: { id: string }; json: B } }>;

/**
 * The handler of an action on the account the path names: `act` gets the service, the account's
 * id, the administrator acting and the request's body (none for most actions); what it answers
 * is the 200 answer.
 */
function onAccount<T, B = undefined>(
  deps: Deps,
  act: (deps: Deps, id: string, by: SessionUser, body: B) => Promise<T>,
) {
  return async (c: OnAccount<B>) =>
    c.json(await act(deps, c.req.valid('param').id, requireUser(c), c.req.valid('json')), 200);
}

export function accountRoutes(deps: Deps) {
  return gatedRouter(andBelow('/api/accounts'), requireAdministrator)
    .openapi(routes.listAccounts, async (c) =>
      c.json({ accounts: await accounts.listAccounts(deps, c.req.valid('query').status) }, 200),
    )
    .openapi(routes.activateAccount, onAccount(deps, accounts.activateAccount))
    .openapi(routes.deactivateAccount, onAccount(deps, accounts.deactivateAccount))
    .openapi(
      routes.changeRole,
      onAccount(deps, (d, id, by, body: { role: Role; companyName?: string | null }) =>
        accounts.changeRole(d, id, body.role, body.companyName, by),
      ),
    )
    .openapi(
      routes.setSalesRep,
      onAccount(deps, (d, id, by, { isSalesRep }: { isSalesRep: boolean }) =>
        accounts.setSalesRep(d, id, isSalesRep, by),
      ),
    )
    .openapi(
      routes.resetPassword,
      onAccount(deps, (d, id, by, { password }: { password: string }) =>
        accounts.resetPassword(d, id, password, by),
      ),
    )
    .openapi(routes.endSessions, onAccount(deps, accounts.endSessions))
    .openapi(routes.resetSecondFactors, onAccount(deps, accounts.resetSecondFactors));
}
