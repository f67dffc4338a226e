import { createRouter, type Deps } from '../../http/context.js';
import { requireUser } from '../../http/session.js';
import * as routes from './routes.js';
import * as webhooks from './service.js';

export { startDeliverer } from './deliverer.js';

/** DESIGN §10: webhook subscriptions, their delivery log, test sends and replays. */
export function webhookRoutes(deps: Deps) {
  return createRouter()
    .openapi(routes.createWebhook, async (c) => {
      const caller = requireUser(c);
      return c.json(await webhooks.createSubscription(deps, caller, c.req.valid('json')), 201);
    })
    .openapi(routes.listWebhooks, async (c) => {
      const caller = requireUser(c);
      return c.json({ subscriptions: await webhooks.listSubscriptions(deps, caller) }, 200);
    })
    .openapi(routes.getWebhook, async (c) => {
      const caller = requireUser(c);
      return c.json(await webhooks.getSubscription(deps, caller, c.req.valid('param').id), 200);
    })
    .openapi(routes.updateWebhook, async (c) => {
      const caller = requireUser(c);
      const { id } = c.req.valid('param');
      return c.json(await webhooks.updateSubscription(deps, caller, id, c.req.valid('json')), 200);
    })
    .openapi(routes.deleteWebhook, async (c) => {
      const caller = requireUser(c);
      await webhooks.deleteSubscription(deps, caller, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(routes.testWebhook, async (c) => {
      const caller = requireUser(c);
      return c.json(await webhooks.sendTest(deps, caller, c.req.valid('param').id), 202);
    })
    .openapi(routes.listWebhookDeliveries, async (c) => {
      const caller = requireUser(c);
      const { id } = c.req.valid('param');
      return c.json(await webhooks.listAttempts(deps, caller, id, c.req.valid('query')), 200);
    })
    .openapi(routes.replayWebhook, async (c) => {
      const caller = requireUser(c);
      const { id } = c.req.valid('param');
      return c.json(await webhooks.replay(deps, caller, id, c.req.valid('json')), 202);
    });
}
