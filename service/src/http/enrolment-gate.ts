/**
 * What a person who must enrol a second factor (MFA_REQUIRED_ROLES, DESIGN §13) may still
 * call: who they are, signing out, and the enrolment itself. Everything else answers 403
 * MFA_ENROLMENT_REQUIRED, the websocket included; the contract declares that code from this
 * list too (common-responses.ts).
 */
const BEFORE_ENROLMENT = new Set([
  'get /api/auth/me',
  'patch /api/auth/me',
  'post /api/auth/logout',
  'post /api/auth/login',
  'post /api/auth/login/mfa',
  'post /api/auth/login/passkey/options',
  'post /api/auth/login/passkey',
  'post /api/auth/register',
  'get /api/auth/mfa',
  'post /api/auth/mfa/totp',
  'post /api/auth/mfa/totp/confirm',
  'get /api/auth/mfa/passkeys',
  'post /api/auth/mfa/passkeys/options',
  'post /api/auth/mfa/passkeys',
]);

export function allowedBeforeEnrolment(method: string, path: string): boolean {
  return BEFORE_ENROLMENT.has(`${method.toLowerCase()} ${path}`);
}
