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
import { AUTH_API_DOCS } from './api-docs.js';
import { mfaRequiredSchema } from './mfa/routes.js';

const required = (message: string) => z.string({ error: message });

const route = routesTagged(['Auth'], AUTH_API_DOCS);

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
  request: { body: jsonBody(registerBody) },
  responses: { 201: jsonAnswer('Account created (status pending or active)', accountSchema) },
  errors: [409],
});

export const login = route('post', '/api/auth/login', 'login', {
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
  responses: { 204: { description: 'Signed out' } },
});

export const me = route('get', '/api/auth/me', 'me', {
  responses: { 200: jsonAnswer('The caller', sessionUserSchema) },
});

export const updateMeBody = z
  .strictObject({
    language: z.enum(LANGUAGES, { error: zodMessage(msg('languageEnOrAr')) }).optional(),
  })
  .openapi('UpdateMeRequest');

export const updateMe = route('patch', '/api/auth/me', 'updateMe', {
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
  responses: { 200: jsonListAnswer('Tokens', 'tokens', apiTokenSchema) },
});

export const revokeToken = route('delete', '/api/auth/tokens/{id}', 'revokeApiToken', {
  request: { params: z.object({ id: z.string().uuid() }) },
  responses: { 204: { description: 'Revoked' } },
});
