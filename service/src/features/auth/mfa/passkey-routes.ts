import { z } from '@hono/zod-openapi';
import { msg, PASSKEY_NAME_MAX, zodMessage } from '@tawreed/domain';
import { idParam, jsonAnswer, jsonBody, jsonListAnswer, routesTagged } from '../../../http/api-route.js';
import { displayName } from '../../../http/inputs.js';
import { sessionUserSchema } from '../../users/dto.js';
import { MFA_API_DOCS } from './api-docs.js';

const route = routesTagged(['Auth'], MFA_API_DOCS);

/** base64url text, as WebAuthn's JSON carries bytes. */
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/);

export const passkeySchema = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    createdAt: z.string().datetime(),
    lastUsedAt: z.string().datetime().nullable(),
  })
  .openapi('Passkey');

const passkeyName = displayName('labelPasskeyName', PASSKEY_NAME_MAX).refine(
  (name) => name.length > 0,
  zodMessage(msg('passkeyNameRequired')),
);

/**
 * The options a browser passes to navigator.credentials.create() or .get() (WebAuthn's JSON
 * form, as @simplewebauthn/browser takes it); the challenge answers one ceremony, for five minutes.
 */
const optionsSchema = (name: string, description: string) =>
  z
    .looseObject({
      challenge: z.string(),
      timeout: z.number().int().optional(),
      rpId: z.string().optional(),
      rp: z.looseObject({ id: z.string().optional(), name: z.string() }).optional(),
      allowCredentials: z.array(z.looseObject({ id: z.string(), type: z.string() })).optional(),
      excludeCredentials: z.array(z.looseObject({ id: z.string(), type: z.string() })).optional(),
      userVerification: z.string().optional(),
    })
    .openapi(name, { description });

/** The authenticator's answer (PublicKeyCredential.toJSON()); its inner objects may carry more. */
const credentialOf = (name: string, response: Record<string, z.ZodType>) =>
  z
    .looseObject({
      id: base64url(2000),
      rawId: base64url(2000),
      type: z.literal('public-key'),
      response: z.looseObject(response),
      clientExtensionResults: z.looseObject({}).default({}),
      authenticatorAttachment: z.string().max(40).optional(),
    })
    .openapi(name);

export const registrationCredential = credentialOf('PasskeyRegistrationCredential', {
  clientDataJSON: base64url(20_000),
  attestationObject: base64url(200_000),
  transports: z.array(z.string().max(40)).max(10).optional(),
});

export const assertionCredential = credentialOf('PasskeyAssertion', {
  clientDataJSON: base64url(20_000),
  authenticatorData: base64url(20_000),
  signature: base64url(2_000),
  userHandle: base64url(2_000).optional(),
});

export const passkeyRegistrationOptions = route(
  'post',
  '/api/auth/mfa/passkeys/options',
  'startPasskeyRegistration',
  {
    responses: {
      200: jsonAnswer(
        'Creation options',
        optionsSchema('PasskeyCreationOptions', 'PublicKeyCredentialCreationOptionsJSON'),
      ),
    },
  },
);

export const registerPasskey = route('post', '/api/auth/mfa/passkeys', 'registerPasskey', {
  request: {
    body: jsonBody(
      z
        .strictObject({ name: passkeyName, credential: registrationCredential })
        .openapi('RegisterPasskeyRequest'),
    ),
  },
  responses: {
    201: jsonAnswer(
      'Registered',
      z
        .object({
          passkey: passkeySchema,
          recoveryCodes: z
            .array(z.string())
            .openapi({ description: "Ten codes when this is the account's first factor, else empty" }),
        })
        .openapi('RegisteredPasskey'),
    ),
  },
  errors: ['MFA_CODE_INVALID', 409],
});

export const listPasskeys = route('get', '/api/auth/mfa/passkeys', 'listPasskeys', {
  responses: { 200: jsonListAnswer('Passkeys', 'passkeys', passkeySchema) },
});

export const renamePasskey = route('patch', '/api/auth/mfa/passkeys/{id}', 'renamePasskey', {
  request: {
    params: idParam,
    body: jsonBody(z.strictObject({ name: passkeyName }).openapi('RenamePasskeyRequest')),
  },
  responses: { 200: jsonAnswer('Renamed', passkeySchema) },
});

/** The options of navigator.credentials.get(), for a sign-in or a confirmation. */
export const requestOptionsSchema = optionsSchema(
  'PasskeyRequestOptions',
  'PublicKeyCredentialRequestOptionsJSON',
);

export const passkeySignInOptions = route('post', '/api/auth/login/passkey/options', 'startPasskeySignIn', {
  responses: { 200: jsonAnswer('Request options', requestOptionsSchema) },
  errors: [404],
});

export const passkeySignIn = route('post', '/api/auth/login/passkey', 'signInWithPasskey', {
  request: {
    body: jsonBody(z.strictObject({ credential: assertionCredential }).openapi('PasskeySignInRequest')),
  },
  responses: { 200: jsonAnswer('Signed in', sessionUserSchema) },
  errors: ['MFA_CODE_INVALID', 429],
});
