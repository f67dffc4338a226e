import { ACCOUNT_SETTINGS_MESSAGES, type NotificationKind } from '@tawreed/domain';

const KIND_LABELS: Record<NotificationKind, [label: string, hint: string]> = {
  'order.queue': ['Orders waiting for me', 'An order enters the queue of your role.'],
  'order.status': ["My company's orders change status", 'Approved, rejected, needs changes, delivered…'],
  'order.delivery_failed': ['Failed deliveries', "Delivery of one of your company's orders failed."],
};

type AccountSettingsMessages = {
  readonly [K in keyof typeof ACCOUNT_SETTINGS_MESSAGES as `settings.password.issue.${K}`]: string;
};

/** Settings → Password, Sessions, API tokens and Notifications (issue 16). */
export const enSettings = {
  ...(Object.fromEntries(
    Object.entries(ACCOUNT_SETTINGS_MESSAGES).map(([name, text]) => [
      `settings.password.issue.${name}`,
      text,
    ]),
  ) as AccountSettingsMessages),
  ...(Object.fromEntries(
    Object.entries(KIND_LABELS).flatMap(([kind, [label, hint]]) => [
      [`settings.notifications.kind.${kind}`, label],
      [`settings.notifications.hint.${kind}`, hint],
    ]),
  ) as {
    [K in NotificationKind as
      | `settings.notifications.kind.${K}`
      | `settings.notifications.hint.${K}`]: string;
  }),

  'settings.password.title': 'Password',
  'settings.password.description':
    'Changing your password signs out every other session of your account; this one stays signed in.',
  'settings.password.current': 'Current password',
  'settings.password.new': 'New password',
  'settings.password.newHint': 'At least {min} characters',
  'settings.password.confirm': 'Confirm new password',
  'settings.password.submit': 'Change password',
  'settings.password.busy': 'Changing…',
  'settings.password.changed': 'Password changed',
  'settings.password.changedOthers': 'Password changed. {count} other sessions were signed out.',
  'settings.password.error': 'The password could not be changed',

  'settings.sessions.title': 'Active sessions',
  'settings.sessions.description':
    'Where your account is signed in. Sign out any session you do not recognise.',
  'settings.sessions.col.client': 'Client',
  'settings.sessions.col.address': 'Address',
  'settings.sessions.col.created': 'Signed in',
  'settings.sessions.col.lastUsed': 'Last used',
  'settings.sessions.col.actions': 'Actions',
  'settings.sessions.current': 'This session',
  'settings.sessions.unknownAddress': 'Unknown',
  'settings.sessions.never': 'Not yet',
  'settings.sessions.revoke': 'Sign out',
  'settings.sessions.confirmRevoke': 'Confirm sign out',
  'settings.sessions.revoked': 'Session signed out',
  'settings.sessions.error': 'The sessions could not be loaded',

  'settings.tokens.title': 'API tokens',
  'settings.tokens.description':
    'Tokens let scripts, partner systems and the tawreed CLI act as you: send them as "Authorization: Bearer <token>" (or set TAWREED_TOKEN for the CLI).',
  'settings.tokens.name': 'Token name',
  'settings.tokens.nameHint': 'What uses it, e.g. "ERP import"',
  'settings.tokens.expiry': 'Expires',
  'settings.tokens.expiry.30': 'In 30 days',
  'settings.tokens.expiry.90': 'In 90 days',
  'settings.tokens.expiry.365': 'In a year',
  'settings.tokens.expiry.never': 'Never',
  'settings.tokens.create': 'Create token',
  'settings.tokens.creating': 'Creating…',
  'settings.tokens.created': 'Token created',
  'settings.tokens.secretTitle': 'Your new token: copy it now, it is not shown again',
  'settings.tokens.copy': 'Copy',
  'settings.tokens.copied': 'Token copied',
  'settings.tokens.copyFailed': 'Copying failed: select the token and copy it yourself',
  'settings.tokens.done': 'I have copied it',
  'settings.tokens.empty': 'No API tokens yet.',
  'settings.tokens.col.name': 'Name',
  'settings.tokens.col.created': 'Created',
  'settings.tokens.col.lastUsed': 'Last used',
  'settings.tokens.col.expires': 'Expires',
  'settings.tokens.col.actions': 'Actions',
  'settings.tokens.never': 'Never',
  'settings.tokens.notUsed': 'Not yet',
  'settings.tokens.revoke': 'Revoke',
  'settings.tokens.confirmRevoke': 'Confirm revoke',
  'settings.tokens.revoked': 'Token revoked',
  'settings.tokens.error': 'The token request failed',

  'settings.notifications.title': 'Notification preferences',
  'settings.notifications.description':
    'Choose which notifications reach you, in the bell and as pop-ups. A kind you switch off is not kept for you.',
  'settings.notifications.saved': 'Notification preference saved',
  'settings.notifications.error': 'The notification preferences could not be saved',
} as const;
