import { createRouter, type Deps } from '../../http/context.js';
import { requireUser } from '../../http/session.js';
import * as routes from './routes.js';
import * as webhooks from './service.js';

export { startDeliverer } from './deliverer.js';

/** DESIGN §10: webhook subscriptions, their delivery log, test sends and replays. */
export function webhookRoutes(deps: Deps) {
  return createRouter()
    .openapi(routes.createWebhook, async (c) =>
      c.json(await webhooks.createSubscription(deps, requireUser(c), c.req.valid('json')), 201),
    )
    .openapi(routes.listWebhooks, async (c) =>
      c.json({ subscriptions: await webhooks.listSubscriptions(deps, requireUser(c)) }, 200),
    )
    .openapi(routes.getWebhook, async (c) =>
      c.json(await webhooks.getSubscription(deps, requireUser(c), c.req.valid('param').id), 200),
    )
    .openapi(routes.updateWebhook, async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await webhooks.updateSubscription(deps, requireUser(c), id, c.req.valid('json')), 200);
    })
    .openapi(routes.deleteWebhook, async (c) => {
      await webhooks.deleteSubscription(deps, requireUser(c), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(routes.testWebhook, async (c) =>
      c.json(await webhooks.sendTest(deps, requireUser(c), c.req.valid('param').id), 202),
    )
    .openapi(routes.listWebhookDeliveries, async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await webhooks.listAttempts(deps, requireUser(c), id, c.req.valid('query')), 200);
    })
    .openapi(routes.replayWebhook, async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await webhooks.replay(deps, requireUser(c), id, c.req.valid('json')), 202);
    });
}
