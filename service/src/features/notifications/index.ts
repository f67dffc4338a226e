import { createRoute, z } from '@hono/zod-openapi';
import { createRouter, type Deps } from '../../http/context.js';
import { errorResponses, notFound } from '../../http/errors.js';
import { requireUser } from '../../http/session.js';
import { preferenceRoutes } from './preferences.js';
import * as repo from './repository.js';

const tags = ['Notifications'];

export const notificationSchema = z
  .object({
    id: z.string().uuid(),
    severity: z.enum(['success', 'warning', 'info']),
    message: z.string(),
    orderId: z.string().uuid().nullable(),
    createdAt: z.string().datetime(),
    readAt: z.string().datetime().nullable(),
  })
  .openapi('Notification');

const listSchema = z
  .object({ notifications: z.array(notificationSchema), unreadCount: z.number().int() })
  .openapi('NotificationList');

export const listNotifications = createRoute({
  method: 'get',
  path: '/api/notifications',
  operationId: 'listNotifications',
  description:
    "The caller's notifications, newest first, with the unread count; each names the order it is about.",
  summary: "The caller's notifications, newest first, with the unread count",
  tags,
  request: { query: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }) },
  responses: {
    200: { description: 'Notifications', content: { 'application/json': { schema: listSchema } } },
    ...errorResponses(401, 422),
  },
});

export const readNotification = createRoute({
  method: 'post',
  path: '/api/notifications/{id}/read',
  operationId: 'markNotificationRead',
  description: "Marks one of the caller's notifications read; another user's notification answers 404.",
  summary: 'Mark one notification read',
  tags,
  request: { params: z.object({ id: z.string().uuid() }) },
  responses: {
    200: {
      description: 'The unread count after',
      content: { 'application/json': { schema: z.object({ unreadCount: z.number().int() }) } },
    },
    ...errorResponses(401, 403, 404, 422),
  },
});

export const readAllNotifications = createRoute({
  method: 'post',
  path: '/api/notifications/read-all',
  operationId: 'markAllNotificationsRead',
  description: "Marks every one of the caller's notifications read and answers the new unread count.",
  summary: 'Mark every notification read',
  tags,
  responses: {
    200: {
      description: 'The unread count after (0)',
      content: { 'application/json': { schema: z.object({ unreadCount: z.number().int() }) } },
    },
    ...errorResponses(401, 403),
  },
});

export function toNotificationDto(row: Awaited<ReturnType<typeof repo.listForUser>>[number]) {
  return {
    id: row.id,
    severity: row.severity as 'success' | 'warning' | 'info',
    message: row.message,
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

export function notificationRoutes(deps: Deps) {
  return createRouter()
    .route('/', preferenceRoutes(deps))
    .openapi(readAllNotifications, async (c) => {
      const caller = requireUser(c);
      await repo.markAllRead(deps.db, caller.id, deps.now());
      return c.json({ unreadCount: 0 }, 200);
    })
    .openapi(listNotifications, async (c) => {
      const caller = requireUser(c);
      const [rows, unreadCount] = await Promise.all([
        repo.listForUser(deps.db, caller.id, c.req.valid('query').limit),
        repo.unreadCount(deps.db, caller.id),
      ]);
      return c.json({ notifications: rows.map(toNotificationDto), unreadCount }, 200);
    })
    .openapi(readNotification, async (c) => {
      const caller = requireUser(c);
      if (!(await repo.markRead(deps.db, caller.id, c.req.valid('param').id, deps.now())))
        throw notFound('Notification');
      return c.json({ unreadCount: await repo.unreadCount(deps.db, caller.id) }, 200);
    });
}
