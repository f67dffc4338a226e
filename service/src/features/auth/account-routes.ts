import { z } from '@hono/zod-openapi';
import { msg, zodMessage } from '@tawreed/domain';
import { jsonAnswer, jsonBody, jsonListAnswer, routesTagged } from '../../http/api-route.js';
import { AUTH_API_DOCS } from './api-docs.js';

const route = routesTagged(['Auth'], AUTH_API_DOCS);

export const changePasswordBody = z
  .strictObject({
    currentPassword: z.string({ error: zodMessage(msg('currentPasswordRequired')) }).max(1000),
    newPassword: z.string({ error: zodMessage(msg('passwordTooShort')) }).max(1000),
    confirmPassword: z.string().max(1000).optional(),
  })
  .openapi('ChangePasswordRequest');

export const changePassword = route('post', '/api/auth/password', 'changePassword', {
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
  responses: {
    200: jsonListAnswer('Sessions', 'sessions', sessionSchema, 'SessionList'),
  },
});

export const revokeSession = route('delete', '/api/auth/sessions/{id}', 'revokeSession', {
  request: { params: z.object({ id: z.string().uuid() }) },
  responses: { 204: { description: 'Session ended' } },
});
