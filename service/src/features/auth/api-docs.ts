import type { ApiDocs } from '../../http/api-route.js';

/**
 * The summary and description of each sign-in, session and token operation in the contract, by
 * operationId; the routes hold their wiring. An entry lists the two in the order the contract
 * does.
 */
export const AUTH_API_DOCS = {
  register: {
    description:
      'Self-registration with email, password, name, role and (for a medical company) the company. Depending on the REGISTRATION setting the account is active at once or stays pending until an administrator activates it; an email already in use answers 409.',
    summary:
      'Create an account (self-registration); under REGISTRATION=approval it stays pending until an administrator activates it',
  },
  login: {
    summary: 'Sign in; sets the session cookie (or a pending sign-in that waits for the second factor)',
    description:
      'Failures slow down the account from the same client address, and the client address, with growing delays (429 with Retry-After); never the account from elsewhere. A person with a second factor gets `{"mfaRequired": true, "methods": [...]}` and a pending sign-in that POST /api/auth/login/mfa completes.',
  },
  logout: {
    description:
      'Ends the server-side session the cookie names and clears the cookie. An API token is not affected (revoke it with revokeApiToken).',
    summary: 'Sign out; revokes the server-side session',
  },
  me: {
    description:
      'The user behind the session cookie or bearer token: id, name, email, role, company and sales-representative mark. Answers 401 when not signed in.',
    summary: 'The signed-in user',
  },
  updateMe: {
    description:
      "Changes the caller's own preferences; today the language ('en' or 'ar') the portal, notifications and messages use. Fields left out keep their value.",
    summary: "Update the signed-in user's preferences (language)",
  },
  createApiToken: {
    description:
      'Creates a bearer token for scripts and partner systems, acting as the caller, optionally expiring after a number of days (an expired token answers 401). The token text is in this answer only; the service keeps a hash of it. A person with a second factor creates tokens only from a session that passed it (403 otherwise).',
    summary: 'Create an API token for non-browser clients (shown once)',
  },
  listApiTokens: {
    description: "The caller's API tokens that are neither revoked nor expired, without their secret text.",
    summary: "The caller's live API tokens",
  },
  revokeApiToken: {
    description: "Revokes one of the caller's API tokens at once; another user's token answers 404.",
    summary: 'Revoke one of the caller’s API tokens',
  },
  changePassword: {
    summary: "Change the caller's password; ends every other session",
    description:
      'Needs the current password (a wrong one answers 422 on currentPassword and counts as a failed sign-in from this address, so repeated guesses answer 429 with Retry-After). The new password follows the registration rules. On success every other session of the account ends at once (its open websockets close); the session making the request stays signed in. API tokens are not affected (revoke them with revokeApiToken).',
  },
  listSessions: {
    summary: "The caller's signed-in sessions",
    description:
      "The caller's live browser sessions, most recently used first: when each started and was last used, its client and address, and which one is making this request.",
  },
  revokeSession: {
    summary: 'Sign out one of the caller’s sessions',
    description:
      "Ends one of the caller's sessions at once: its next request answers 401 and its websockets close. Another account's session, or one already ended, answers 404.",
  },
} as const satisfies ApiDocs;
