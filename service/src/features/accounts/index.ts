import { msg } from '@tawreed/domain';
import type { Deps } from '../../http/context.js';
import { administratorsOnly, gatedRouter } from '../../http/gated-router.js';
import { requireUser } from '../../http/session.js';
import * as routes from './routes.js';
import * as accounts from './service.js';

/** Administrators only, checked before any body is read: others get 401 or 403 whatever they send. */
const requireAdministrator = administratorsOnly(msg('onlyAdminAccounts'));

export function accountRoutes(deps: Deps) {
  return gatedRouter('/api/accounts', requireAdministrator)
    .openapi(routes.listAccounts, async (c) =>
      c.json({ accounts: await accounts.listAccounts(deps, c.req.valid('query').status) }, 200),
    )
    .openapi(routes.activateAccount, async (c) =>
      c.json(await accounts.activateAccount(deps, c.req.valid('param').id, requireUser(c)), 200),
    )
    .openapi(routes.deactivateAccount, async (c) =>
      c.json(await accounts.deactivateAccount(deps, c.req.valid('param').id, requireUser(c)), 200),
    )
    .openapi(routes.changeRole, async (c) => {
      const { role, companyName } = c.req.valid('json');
      const account = await accounts.changeRole(
        deps,
        c.req.valid('param').id,
        role,
        companyName,
        requireUser(c),
      );
      return c.json(account, 200);
    })
    .openapi(routes.setSalesRep, async (c) =>
      c.json(
        await accounts.setSalesRep(
          deps,
          c.req.valid('param').id,
          c.req.valid('json').isSalesRep,
          requireUser(c),
        ),
        200,
      ),
    )
    .openapi(routes.resetPassword, async (c) =>
      c.json(
        await accounts.resetPassword(
          deps,
          c.req.valid('param').id,
          c.req.valid('json').password,
          requireUser(c),
        ),
        200,
      ),
    )
    .openapi(routes.endSessions, async (c) =>
      c.json(await accounts.endSessions(deps, c.req.valid('param').id, requireUser(c)), 200),
    )
    .openapi(routes.resetSecondFactors, async (c) =>
      c.json(await accounts.resetSecondFactors(deps, c.req.valid('param').id, requireUser(c)), 200),
    );
}
