import type { Context } from 'hono';
import { type AppEnv, createRouter, type Deps } from '../../http/context.js';
import { requireUser } from '../../http/session.js';
import * as routes from './routes.js';
import * as webhooks from './service.js';

export { startDeliverer } from './deliverer.js';

/** DESIGN §10: webhook subscriptions, their delivery log, test sends and replays. */
export function webhookRoutes(deps: Deps) {
  /** What the service takes about one of the caller's subscriptions: deps, the caller, the subscription's id. */
  const subscription = (c: Context<AppEnv, string, { out: { param: { id: string } } }>) =>
    [deps, requireUser(c), c.req.valid('param').id] as const;
  return createRouter()
    .openapi(routes.createWebhook, async (c) =>
      c.json(await webhooks.createSubscription(deps, requireUser(c), c.req.valid('json')), 201),
    )
    .openapi(routes.listWebhooks, async (c) =>
      c.json({ subscriptions: await webhooks.listSubscriptions(deps, requireUser(c)) }, 200),
    )
    .openapi(routes.getWebhook, async (c) => c.json(await webhooks.getSubscription(...subscription(c)), 200))
    .openapi(routes.updateWebhook, async (c) =>
      c.json(await webhooks.updateSubscription(...subscription(c), c.req.valid('json')), 200),
    )
    .openapi(routes.deleteWebhook, async (c) => {
      await webhooks.deleteSubscription(...subscription(c));
      return c.body(null, 204);
    })
    .openapi(routes.testWebhook, async (c) => c.json(await webhooks.sendTest(...subscription(c)), 202))
    .openapi(routes.listWebhookDeliveries, async (c) =>
      c.json(await webhooks.listAttempts(...subscription(c), c.req.valid('query')), 200),
    )
    .openapi(routes.replayWebhook, async (c) =>
      c.json(await webhooks.replay(...subscription(c), c.req.valid('json')), 202),
    );
}
