import { z } from '@hono/zod-openapi';
import { MFA_METHODS, msg, SECOND_FACTOR_KINDS, zodMessage } from '@tawreed/domain';
import { jsonAnswer, jsonBody, routesTagged } from '../../../http/api-route.js';
import { sessionUserSchema } from '../../users/dto.js';

const route = routesTagged(['Auth']);

export const mfaRequiredSchema = z
  .object({
    mfaRequired: z.literal(true),
    methods: z.array(z.enum(MFA_METHODS)).openapi({
      description: 'The ways this person can complete the sign-in (POST /api/auth/login/mfa)',
    }),
  })
  .openapi('MfaRequired', {
    description:
      'The password was right and the person has a second factor: a pending sign-in (the session cookie, valid a few minutes) waits for the code',
  });

export const codeBody = z
  .strictObject({
    code: z
      .string({ error: zodMessage(msg('mfaCodeRequired')) })
      .max(40)
      .openapi({ description: 'Six digits from the authenticator app, or a recovery code (XXXXX-XXXXX)' }),
  })
  .openapi('SecondFactorCode');

export const loginMfa = route('post', '/api/auth/login/mfa', 'loginSecondFactor', {
  summary: 'Complete a sign-in with the second factor (TOTP or recovery code)',
  description:
    'Completes the pending sign-in that POST /api/auth/login started (its session cookie) with a code from the authenticator app or one of the recovery codes; answers the user and a full session. A wrong, stale or reused code answers 401 MFA_CODE_INVALID; attempts are throttled like passwords (429 with Retry-After). Without a pending sign-in: 401.',
  request: { body: jsonBody(codeBody) },
  responses: { 200: jsonAnswer('Signed in', sessionUserSchema) },
  errors: ['MFA_CODE_INVALID', 429],
});

export const mfaStatusSchema = z
  .object({
    factors: z.array(
      z.object({ kind: z.enum(SECOND_FACTOR_KINDS), confirmedAt: z.string().datetime().nullable() }),
    ),
    recoveryCodesLeft: z.number().int(),
    required: z.boolean().openapi({ description: "MFA_REQUIRED_ROLES names this person's role" }),
    enrolmentRequired: z
      .boolean()
      .openapi({ description: 'Required and not enrolled: everything but enrolment answers 403' }),
  })
  .openapi('SecondFactorStatus');

export const mfaStatus = route('get', '/api/auth/mfa', 'secondFactorStatus', {
  summary: "The caller's second factors and whether it must enrol one",
  description:
    'The confirmed second factors of the caller (never their secrets), how many recovery codes are unused, and whether MFA_REQUIRED_ROLES makes enrolment the next step.',
  responses: { 200: jsonAnswer('Second factors', mfaStatusSchema) },
});

export const startTotp = route('post', '/api/auth/mfa/totp', 'startTotpEnrolment', {
  summary: 'Start enrolling an authenticator app (TOTP): a new secret',
  description:
    'Answers a new TOTP secret and its otpauth:// URL (for a QR code). Answered here only; the enrolment counts once POST /api/auth/mfa/totp/confirm receives a code. Starting again replaces an unconfirmed secret; an app already confirmed answers 409.',
  responses: {
    200: jsonAnswer(
      'The secret, for this answer only',
      z.object({ secret: z.string(), otpauthUrl: z.string() }).openapi('TotpEnrolment'),
    ),
  },
  errors: [409],
});

export const confirmTotp = route('post', '/api/auth/mfa/totp/confirm', 'confirmTotpEnrolment', {
  summary: 'Confirm the authenticator app with its first code; answers ten recovery codes (shown once)',
  description:
    'Checks a code of the secret from POST /api/auth/mfa/totp and answers ten single-use recovery codes, shown in this answer only (the service keeps their hashes). The session counts as having passed its second factor. A wrong or stale code answers 401 MFA_CODE_INVALID; no enrolment under way answers 409.',
  request: { body: jsonBody(codeBody) },
  responses: {
    200: jsonAnswer(
      'Enrolled',
      z.object({ recoveryCodes: z.array(z.string()) }).openapi('RecoveryCodes', {
        description: 'Ten single-use recovery codes; keep them safe',
      }),
    ),
  },
  errors: ['MFA_CODE_INVALID', 409, 429],
});

export const removeTotp = route('post', '/api/auth/mfa/totp/remove', 'removeTotp', {
  summary: "Remove the caller's authenticator app with a fresh code",
  description:
    'Removes the authenticator app (and the recovery codes with the last factor) once a fresh code from it or an unused recovery code is given: 401 MFA_CODE_INVALID otherwise. Under MFA_REQUIRED_ROLES the person then enrols again before anything else.',
  request: { body: jsonBody(codeBody) },
  responses: { 204: { description: 'Removed' } },
  errors: ['MFA_CODE_INVALID', 404, 429],
});
