import { z } from '@hono/zod-openapi';
import { isMessageKey, type Lang, type MessageParams, renderStored } from '@tawreed/domain';
import { jsonAnswer, routesTagged } from '../../http/api-route.js';
import { createRouter, type Deps } from '../../http/context.js';
import { notFound, requestLanguage } from '../../http/errors.js';
import { requireUser } from '../../http/session.js';
import { NOTIFICATIONS_API_DOCS } from './api-docs.js';
import { preferenceRoutes } from './preferences.js';
import * as repo from './repository.js';

const tags = ['Notifications'];
const route = routesTagged(tags, NOTIFICATIONS_API_DOCS);

export const notificationSchema = z
  .object({
    id: z.string().uuid(),
    severity: z.enum(['success', 'warning', 'info']),
    message: z.string().openapi({
      description:
        "The text in the caller's language (Accept-Language: ar or ar-SA answers Arabic, anything else English).",
    }),
    key: z.string().nullable().openapi({
      description: 'The message catalog key (null for an old notification the catalog does not know).',
      example: 'notifyStatus',
    }),
    params: z.record(z.string(), z.union([z.string(), z.number()])).openapi({
      description:
        "The key's parameters; a label parameter is its key (status: an order status, queue: a role), rendered in the reader's language in `message`.",
      example: { id: '1a2b3c4d', client: 'Clinic', status: 'REJECTED' },
    }),
    orderId: z.string().uuid().nullable(),
    createdAt: z.string().datetime(),
    readAt: z.string().datetime().nullable(),
  })
  .openapi('Notification');

const listSchema = z
  .object({ notifications: z.array(notificationSchema), unreadCount: z.number().int() })
  .openapi('NotificationList');

export const listNotifications = route('get', '/api/notifications', 'listNotifications', {
  request: { query: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }) },
  responses: { 200: jsonAnswer('Notifications', listSchema) },
});

export const readNotification = route('post', '/api/notifications/{id}/read', 'markNotificationRead', {
  request: { params: z.object({ id: z.string().uuid() }) },
  responses: { 200: jsonAnswer('The unread count after', z.object({ unreadCount: z.number().int() })) },
});

export const readAllNotifications = route('post', '/api/notifications/read-all', 'markAllNotificationsRead', {
  responses: { 200: jsonAnswer('The unread count after (0)', z.object({ unreadCount: z.number().int() })) },
});

type NotificationRow = Awaited<ReturnType<typeof repo.listForUser>>[number];

/**
 * A notification as `lang`'s reader sees it, rendered from its stored key and parameters. A row
 * written before keys were stored has none: its stored text is shown as it is (never parsed).
 */
export function toNotificationDto(row: NotificationRow, lang: Lang = 'en') {
  return {
    ...noticeInLanguage(
      row.id,
      { severity: row.severity, key: row.messageKey, params: row.messageParams ?? {}, orderId: row.orderId },
      lang,
      row.message,
    ),
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/**
 * What a notification says, in `lang`: the catalog's text for its key, else `stored` (a row
 * from before keys were kept). The list, the bell and the live channel's frame all say it so.
 */
export function noticeInLanguage(
  id: string,
  notice: { severity: string; key: string | null; params: MessageParams; orderId: string | null },
  lang: Lang,
  stored?: string,
) {
  const { key, params } = notice;
  const keyed = key && isMessageKey(key) ? key : null;
  return {
    id,
    severity: notice.severity as 'success' | 'warning' | 'info',
    message: keyed ? renderStored(lang, keyed, params) : (stored ?? key ?? ''),
    key: keyed,
    params: keyed ? params : {},
    orderId: notice.orderId,
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
      const lang = requestLanguage(c);
      return c.json({ notifications: rows.map((row) => toNotificationDto(row, lang)), unreadCount }, 200);
    })
    .openapi(readNotification, async (c) => {
      const caller = requireUser(c);
      if (!(await repo.markRead(deps.db, caller.id, c.req.valid('param').id, deps.now())))
        throw notFound('whatNotification');
      return c.json({ unreadCount: await repo.unreadCount(deps.db, caller.id) }, 200);
    });
}
