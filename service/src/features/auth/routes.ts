import { z } from '@hono/zod-openapi';
import {
  API_TOKEN_MAX_EXPIRY_DAYS,
  LANGUAGES,
  msg,
  SELF_REGISTRATION_ROLES,
  zodMessage,
} from '@tawreed/domain';
import { jsonAnswer, jsonBody, jsonListAnswer, routesTagged } from '../../http/api-route.js';
import { errorResponses } from '../../http/errors.js';
import { displayName } from '../../http/inputs.js';
import { accountSchema, sessionUserSchema } from '../users/dto.js';
import { mfaRequiredSchema } from './mfa/routes.js';

const required = (message: string) => z.string({ error: message });

const route = routesTagged(['Auth']);

export const registerBody = z
  .strictObject({
    name: required(zodMessage(msg('requiredFields'))),
    email: required(zodMessage(msg('requiredFields'))),
    password: required(zodMessage(msg('requiredFields'))),
    confirmPassword: z.string().optional(),
    role: z.enum(SELF_REGISTRATION_ROLES, { error: zodMessage(msg('requiredFields')) }),
    companyName: z.string().nullish(),
  })
  .openapi('RegisterRequest');

export const loginBody = z
  .strictObject({
    email: z.string({ error: zodMessage(msg('invalidEmail')) }),
    password: z.string({ error: zodMessage(msg('passwordRequired')) }),
  })
  .openapi('LoginRequest');

export const register = route('post', '/api/auth/register', 'register', {
  description:
    'Self-registration with email, password, name, role and (for a medical company) the company. Depending on the REGISTRATION setting the account is active at once or stays pending until an administrator activates it; an email already in use answers 409.',
  summary:
    'Create an account (self-registration); under REGISTRATION=approval it stays pending until an administrator activates it',
  request: { body: jsonBody(registerBody) },
  responses: { 201: jsonAnswer('Account created (status pending or active)', accountSchema) },
  errors: [409],
});

export const login = route('post', '/api/auth/login', 'login', {
  summary: 'Sign in; sets the session cookie (or a pending sign-in that waits for the second factor)',
  description:
    'Failures slow down the account from the same client address, and the client address, with growing delays (429 with Retry-After); never the account from elsewhere. A person with a second factor gets `{"mfaRequired": true, "methods": [...]}` and a pending sign-in that POST /api/auth/login/mfa completes.',
  request: { body: jsonBody(loginBody) },
  responses: {
    200: jsonAnswer(
      'Signed in (the user), or the second factor is needed',
      z.union([sessionUserSchema, mfaRequiredSchema]).openapi('LoginResult'),
    ),
    403: {
      ...errorResponses('FORBIDDEN', 'ACCOUNT_PENDING')[403],
      description: 'ACCOUNT_PENDING: the account waits for an administrator (or a cross-origin request)',
    },
  },
  errors: [429],
});

export const logout = route('post', '/api/auth/logout', 'logout', {
  description:
    'Ends the server-side session the cookie names and clears the cookie. An API token is not affected (revoke it with revokeApiToken).',
  summary: 'Sign out; revokes the server-side session',
  responses: { 204: { description: 'Signed out' } },
});

export const me = route('get', '/api/auth/me', 'me', {
  description:
    'The user behind the session cookie or bearer token: id, name, email, role, company and sales-representative mark. Answers 401 when not signed in.',
  summary: 'The signed-in user',
  responses: { 200: jsonAnswer('The caller', sessionUserSchema) },
});

export const updateMeBody = z
  .strictObject({
    language: z.enum(LANGUAGES, { error: zodMessage(msg('languageEnOrAr')) }).optional(),
  })
  .openapi('UpdateMeRequest');

export const updateMe = route('patch', '/api/auth/me', 'updateMe', {
  description:
    "Changes the caller's own preferences; today the language ('en' or 'ar') the portal, notifications and messages use. Fields left out keep their value.",
  summary: "Update the signed-in user's preferences (language)",
  request: { body: jsonBody(updateMeBody) },
  responses: { 200: jsonAnswer('The caller, updated', sessionUserSchema) },
});

export const apiTokenSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    prefix: z.string(),
    createdAt: z.string().datetime(),
    lastUsedAt: z.string().datetime().nullable(),
    expiresAt: z
      .string()
      .datetime()
      .nullable()
      .openapi({ description: 'Past this time the token answers 401; null never expires' }),
  })
  .openapi('ApiToken');

export const createdApiTokenSchema = apiTokenSchema
  .extend({ token: z.string().openapi({ description: 'Shown once; keep it secret' }) })
  .openapi('CreatedApiToken');

export const createToken = route('post', '/api/auth/tokens', 'createApiToken', {
  description:
    'Creates a bearer token for scripts and partner systems, acting as the caller, optionally expiring after a number of days (an expired token answers 401). The token text is in this answer only; the service keeps a hash of it. A person with a second factor creates tokens only from a session that passed it (403 otherwise).',
  summary: 'Create an API token for non-browser clients (shown once)',
  request: {
    body: jsonBody(
      z
        .strictObject({
          name: displayName('labelTokenName', 100).refine(
            (name) => name.length > 0,
            zodMessage(msg('tokenNameRequired')),
          ),
          expiresInDays: z.number().int().min(1).max(API_TOKEN_MAX_EXPIRY_DAYS).nullish().openapi({
            description:
              'Days until the token expires (the portal offers 30, 90 and 365); null or absent never expires',
          }),
        })
        .openapi('CreateApiTokenRequest'),
    ),
  },
  responses: { 201: jsonAnswer('Token created', createdApiTokenSchema) },
});

export const listTokens = route('get', '/api/auth/tokens', 'listApiTokens', {
  description: "The caller's API tokens that are neither revoked nor expired, without their secret text.",
  summary: "The caller's live API tokens",
  responses: { 200: jsonListAnswer('Tokens', 'tokens', apiTokenSchema) },
});

export const revokeToken = route('delete', '/api/auth/tokens/{id}', 'revokeApiToken', {
  description: "Revokes one of the caller's API tokens at once; another user's token answers 404.",
  summary: 'Revoke one of the caller’s API tokens',
  request: { params: z.object({ id: z.string().uuid() }) },
  responses: { 204: { description: 'Revoked' } },
});
