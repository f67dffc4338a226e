import { z } from '@hono/zod-openapi';
import { msg, zodMessage } from '@tawreed/domain';
import { idParam, jsonAnswer, jsonBody, routesTagged } from '../../../http/api-route.js';
import { MFA_API_DOCS } from './api-docs.js';
import { assertionCredential, requestOptionsSchema } from './passkey-routes.js';
import { codeBody } from './routes.js';

const route = routesTagged(['Auth'], MFA_API_DOCS);

export const passkeyConfirmation = z
  .strictObject({ credential: assertionCredential })
  .openapi('PasskeyConfirmation', {
    description:
      "An answer of one of the caller's passkeys to the options of POST /api/auth/mfa/confirm/passkey/options",
  });

/**
 * What confirms a change to the caller's own factors (factor-changes.ts): a code, as before, or
 * a passkey's answer.
 */
export const factorConfirmation = z
  .union([codeBody, passkeyConfirmation], { error: zodMessage(msg('mfaConfirmationRequired')) })
  .openapi('FactorConfirmation', {
    description:
      'A fresh second factor: a code from the authenticator app or an unused recovery code, or an answer of one of the caller’s passkeys',
  });

export const passkeyConfirmationOptions = route(
  'post',
  '/api/auth/mfa/confirm/passkey/options',
  'startPasskeyConfirmation',
  {
    responses: { 200: jsonAnswer('Request options', requestOptionsSchema) },
    errors: [404],
  },
);

export const removeTotp = route('post', '/api/auth/mfa/totp/remove', 'removeTotp', {
  request: { body: jsonBody(factorConfirmation) },
  responses: { 204: { description: 'Removed' } },
  errors: ['MFA_CODE_INVALID', 404, 429],
});

export const removePasskey = route('post', '/api/auth/mfa/passkeys/{id}/remove', 'removePasskey', {
  request: { params: idParam, body: jsonBody(factorConfirmation) },
  responses: { 204: { description: 'Revoked' } },
  errors: ['MFA_CODE_INVALID', 429],
});
