import type { ApiDocs } from '../../http/api-route.js';

/**
 * The summary and description of each notification operation in the contract, by operationId; the
 * routes hold their wiring. An entry lists the two in the order the contract does.
 */
export const NOTIFICATIONS_API_DOCS = {
  listNotifications: {
    description:
      "The caller's notifications, newest first, with the unread count; each names the order it is about.",
    summary: "The caller's notifications, newest first, with the unread count",
  },
  markNotificationRead: {
    description: "Marks one of the caller's notifications read; another user's notification answers 404.",
    summary: 'Mark one notification read',
  },
  markAllNotificationsRead: {
    description: "Marks every one of the caller's notifications read and answers the new unread count.",
    summary: 'Mark every notification read',
  },
  getNotificationPreferences: {
    summary: 'Which kinds of notification the caller receives',
    description:
      'Every kind of notification with whether the caller receives it (in the bell and as a realtime toast). All kinds are on until switched off.',
  },
  updateNotificationPreferences: {
    summary: 'Switch kinds of notification on or off',
    description:
      'Sets the kinds listed (kinds left out keep their setting) and answers every kind. A kind switched off is no longer created for the caller: neither in the bell nor as a toast.',
  },
} as const satisfies ApiDocs;
