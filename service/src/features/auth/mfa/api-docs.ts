import type { ApiDocs } from '../../../http/api-route.js';

/**
 * The summary and description of each second-factor and passkey operation in the contract, by
 * operationId; the routes hold their wiring. An entry lists the two in the order the contract
 * does.
 */
export const MFA_API_DOCS = {
  loginSecondFactor: {
    summary: 'Complete a sign-in with the second factor (TOTP or recovery code)',
    description:
      'Completes the pending sign-in that POST /api/auth/login started (its session cookie) with a code from the authenticator app or one of the recovery codes; answers the user and a full session. A wrong, stale or reused code answers 401 MFA_CODE_INVALID; attempts are throttled like passwords (429 with Retry-After). Without a pending sign-in: 401.',
  },
  secondFactorStatus: {
    summary: "The caller's second factors and whether it must enrol one",
    description:
      'The confirmed second factors of the caller (never their secrets), how many recovery codes are unused, and whether MFA_REQUIRED_ROLES makes enrolment the next step.',
  },
  startTotpEnrolment: {
    summary: 'Start enrolling an authenticator app (TOTP): a new secret',
    description:
      'Answers a new TOTP secret and its otpauth:// URL (for a QR code). Answered here only; the enrolment counts once POST /api/auth/mfa/totp/confirm receives a code. Starting again replaces an unconfirmed secret; an app already confirmed answers 409.',
  },
  confirmTotpEnrolment: {
    summary: 'Confirm the authenticator app with its first code; answers ten recovery codes (shown once)',
    description:
      'Checks a code of the secret from POST /api/auth/mfa/totp and answers ten single-use recovery codes, shown in this answer only (the service keeps their hashes). The session counts as having passed its second factor. A wrong or stale code answers 401 MFA_CODE_INVALID; no enrolment under way answers 409.',
  },
  removeTotp: {
    summary: "Remove the caller's authenticator app with a fresh second factor",
    description:
      'Removes the authenticator app (and the recovery codes with the last factor) once a fresh second factor is given: a code from the app, an unused recovery code, or `credential`, the answer of one of the caller’s passkeys to POST /api/auth/mfa/confirm/passkey/options. A wrong, reused or foreign one answers 401 MFA_CODE_INVALID; attempts are throttled like passwords (429 with Retry-After). Under MFA_REQUIRED_ROLES the person then enrols again before anything else.',
  },
  startPasskeyRegistration: {
    summary: 'Start registering a passkey: the options for navigator.credentials.create()',
    description:
      "Answers WebAuthn creation options for the caller (a discoverable credential; the caller's passkeys excluded) with a challenge kept by the service for five minutes, for one registration. The relying party is WEBAUTHN_RP_ID and WEBAUTHN_ORIGIN (by default the portal's origin and its host).",
  },
  registerPasskey: {
    summary: 'Register a passkey (the answer to the creation options), named by the person',
    description:
      "Checks the authenticator's answer against its challenge (once only), the origin and the relying party, and keeps the passkey. A person may register several; any one is a second factor and satisfies enrolment under MFA_REQUIRED_ROLES. The account's first factor brings ten recovery codes (in this answer only; otherwise the list is empty), and the session counts as having passed its second factor. A wrong, replayed or foreign answer: 401 MFA_CODE_INVALID; a passkey already registered: 409.",
  },
  listPasskeys: {
    summary: "The caller's passkeys",
    description:
      "The caller's passkeys, oldest first: name, when registered and when last used (never a key).",
  },
  renamePasskey: {
    summary: 'Rename one of the caller’s passkeys',
    description: "Gives one of the caller's passkeys a new name; another person's passkey answers 404.",
  },
  removePasskey: {
    summary: 'Revoke one of the caller’s passkeys with a fresh second factor',
    description:
      "Revokes one of the caller's passkeys once a fresh second factor is given: a code from the authenticator app, an unused recovery code, or `credential`, the answer of one of the caller's passkeys (this one included) to POST /api/auth/mfa/confirm/passkey/options. A wrong, reused or foreign one answers 401 MFA_CODE_INVALID; attempts are throttled like passwords (429 with Retry-After). The recovery codes go with the last factor. Another person's passkey answers 404.",
  },
  startPasskeyConfirmation: {
    summary:
      'Start confirming a change to the caller’s factors with a passkey: the options for navigator.credentials.get()',
    description:
      "Answers WebAuthn request options listing the caller's passkeys, with a challenge kept by the service for five minutes for one confirmation: its answer goes as `credential` in the body of POST /api/auth/mfa/totp/remove or POST /api/auth/mfa/passkeys/{id}/remove. It confirms nothing else (a sign-in's challenge confirms no change, and this one signs nobody in). A caller without a passkey: 404.",
  },
  startPasskeySignIn: {
    summary: 'Start signing in with a passkey: the options for navigator.credentials.get()',
    description:
      "Without a pending sign-in: options for any discoverable passkey of this site (the user must verify: a passkey alone signs in). With the pending sign-in that POST /api/auth/login started (its cookie): that person's passkeys, as the second factor (404 when the person has none). The challenge is kept by the service for five minutes, for one sign-in.",
  },
  signInWithPasskey: {
    summary: 'Sign in with a passkey (alone, or as the second factor of a pending sign-in)',
    description:
      "Checks the authenticator's answer against its challenge (once only), the origin, the relying party and the signature counter, and answers the user and a full session that has passed its second factor. With a pending sign-in, the passkey must be that person's. A wrong, replayed or foreign answer: 401 MFA_CODE_INVALID; attempts are throttled like passwords (429 with Retry-After).",
  },
} as const satisfies ApiDocs;
