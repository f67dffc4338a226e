import { z } from '@hono/zod-openapi';
import { msg, zodMessage } from '@tawreed/domain';
import { jsonAnswer, jsonBody, jsonListAnswer, routesTagged } from '../../http/api-route.js';

const route = routesTagged(['Auth']);

export const changePasswordBody = z
  .strictObject({
    currentPassword: z.string({ error: zodMessage(msg('currentPasswordRequired')) }).max(1000),
    newPassword: z.string({ error: zodMessage(msg('passwordTooShort')) }).max(1000),
    confirmPassword: z.string().max(1000).optional(),
  })
  .openapi('ChangePasswordRequest');

export const changePassword = route('post', '/api/auth/password', 'changePassword', {
  summary: "Change the caller's password; ends every other session",
  description:
    'Needs the current password (a wrong one answers 422 on currentPassword and counts as a failed sign-in from this address, so repeated guesses answer 429 with Retry-After). The new password follows the registration rules. On success every other session of the account ends at once (its open websockets close); the session making the request stays signed in. API tokens are not affected (revoke them with revokeApiToken).',
  request: { body: jsonBody(changePasswordBody) },
  responses: {
    200: jsonAnswer(
      'Password changed',
      z
        .object({ endedSessions: z.number().int().openapi({ description: 'Other sessions ended' }) })
        .openapi('PasswordChanged'),
    ),
  },
  errors: [429],
});

export const sessionSchema = z
  .object({
    id: z.string().uuid(),
    createdAt: z.string().datetime(),
    lastUsedAt: z.string().datetime().nullable(),
    expiresAt: z.string().datetime(),
    client: z.string().openapi({ description: 'A summary of the user agent, e.g. "Chrome on Windows"' }),
    userAgent: z.string().nullable(),
    clientAddress: z.string().nullable().openapi({ description: 'The address it signed in from' }),
    current: z.boolean().openapi({ description: 'The session making this request' }),
  })
  .openapi('Session');

export const listSessions = route('get', '/api/auth/sessions', 'listSessions', {
  summary: "The caller's signed-in sessions",
  description:
    "The caller's live browser sessions, most recently used first: when each started and was last used, its client and address, and which one is making this request.",
  responses: {
    200: jsonListAnswer('Sessions', 'sessions', sessionSchema, 'SessionList'),
  },
});

export const revokeSession = route('delete', '/api/auth/sessions/{id}', 'revokeSession', {
  summary: 'Sign out one of the caller’s sessions',
  description:
    "Ends one of the caller's sessions at once: its next request answers 401 and its websockets close. Another account's session, or one already ended, answers 404.",
  request: { params: z.object({ id: z.string().uuid() }) },
  responses: { 204: { description: 'Session ended' } },
});
