import { z } from '@hono/zod-openapi';
import { NOTIFICATION_KINDS } from '@tawreed/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { jsonAnswer, routesTagged } from '../../http/api-route.js';
import { createRouter, type Deps } from '../../http/context.js';
import { requireUser } from '../../http/session.js';
import { actorOf, audit } from '../audit/write.js';
import { NOTIFICATIONS_API_DOCS } from './api-docs.js';

const tags = ['Notifications'];
const route = routesTagged(tags, NOTIFICATIONS_API_DOCS);

const preferenceSchema = z
  .object({
    kind: z.enum(NOTIFICATION_KINDS).openapi({
      description:
        'order.queue: an order entered your role’s queue; order.status: an order of your company changed status; order.delivery_failed: delivery of an order of your company failed',
    }),
    enabled: z.boolean(),
  })
  .openapi('NotificationPreference');

const preferencesSchema = z
  .object({ preferences: z.array(preferenceSchema) })
  .openapi('NotificationPreferences');

export const getPreferences = route('get', '/api/notifications/preferences', 'getNotificationPreferences', {
  responses: { 200: jsonAnswer('Preferences', preferencesSchema) },
});

export const putPreferences = route(
  'put',
  '/api/notifications/preferences',
  'updateNotificationPreferences',
  {
    request: {
      body: {
        required: true,
        content: {
          'application/json': {
            schema: z
              .strictObject({
                preferences: z.array(preferenceSchema.strict()).max(NOTIFICATION_KINDS.length * 4),
              })
              .openapi('UpdateNotificationPreferencesRequest'),
          },
        },
      },
    },
    responses: { 200: jsonAnswer('Preferences after', preferencesSchema) },
  },
);

async function mutedKinds(db: DbOrTx, userId: string): Promise<string[]> {
  const [row] = await db.select({ muted: users.mutedNotifications }).from(users).where(eq(users.id, userId));
  return row?.muted ?? [];
}

const toPreferences = (muted: string[]) => ({
  preferences: NOTIFICATION_KINDS.map((kind) => ({ kind, enabled: !muted.includes(kind) })),
});

export function preferenceRoutes(deps: Deps) {
  return createRouter()
    .openapi(getPreferences, async (c) => {
      const caller = requireUser(c);
      return c.json(toPreferences(await mutedKinds(deps.db, caller.id)), 200);
    })
    .openapi(putPreferences, async (c) => {
      const caller = requireUser(c);
      const changes = c.req.valid('json').preferences;
      const muted = await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .select({ muted: users.mutedNotifications })
          .from(users)
          .where(eq(users.id, caller.id))
          .for('update');
        const next = new Set(row?.muted ?? []);
        for (const { kind, enabled } of changes) {
          if (enabled) next.delete(kind);
          else next.add(kind);
        }
        const list = [...next].sort();
        await tx.update(users).set({ mutedNotifications: list }).where(eq(users.id, caller.id));
        await audit(tx, {
          kind: 'settingsChanged',
          actor: actorOf(caller),
          subject: caller.id,
          details: { setting: 'notifications', before: row?.muted ?? [], after: list },
          at: deps.now(),
        });
        return list;
      });
      return c.json(toPreferences(muted), 200);
    });
}
