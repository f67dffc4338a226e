import { z } from '@hono/zod-openapi';
import { MFA_METHODS, msg, SECOND_FACTOR_KINDS, zodMessage } from '@tawreed/domain';
import { jsonAnswer, jsonBody, routesTagged } from '../../../http/api-route.js';
import { sessionUserSchema } from '../../users/dto.js';
import { MFA_API_DOCS } from './api-docs.js';

const route = routesTagged(['Auth'], MFA_API_DOCS);

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
  responses: { 200: jsonAnswer('Second factors', mfaStatusSchema) },
});

export const startTotp = route('post', '/api/auth/mfa/totp', 'startTotpEnrolment', {
  responses: {
    200: jsonAnswer(
      'The secret, for this answer only',
      z.object({ secret: z.string(), otpauthUrl: z.string() }).openapi('TotpEnrolment'),
    ),
  },
  errors: [409],
});

const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) }).openapi('RecoveryCodes', {
  description: 'Ten single-use recovery codes; keep them safe',
});

export const confirmTotp = route('post', '/api/auth/mfa/totp/confirm', 'confirmTotpEnrolment', {
  request: { body: jsonBody(codeBody) },
  responses: { 200: jsonAnswer('Enrolled', recoveryCodesSchema) },
  errors: ['MFA_CODE_INVALID', 409, 429],
});
