import type { ApiDocs } from '../../http/api-route.js';

/**
 * The summary and description of each account-management operation in the contract, by
 * operationId; the routes hold their wiring. An entry lists the two in the order the contract
 * does.
 */
export const ACCOUNTS_API_DOCS = {
  listAccounts: {
    description:
      'Administrators only: every account with its status, role, company and sales-representative mark, for approving registrations and managing access.',
    summary: 'Every account with its status (pending, active, disabled), role, company and sales-rep mark',
  },
  activateAccount: {
    description:
      'Administrators only: lets a pending or disabled account sign in. An email listed in SALES_REP_EMAILS also gets the sales representative view.',
    summary:
      'Let a pending or disabled account sign in (an email in SALES_REP_EMAILS gets the sales representative’s view)',
  },
  deactivateAccount: {
    description:
      'Administrators only: disables an account and ends its sessions and API tokens. An administrator cannot disable itself or the last active administrator (409).',
    summary: 'Disable an account; its sessions and API tokens end',
  },
  changeAccountRole: {
    description:
      "Administrators only: changes an account's role; a medical company also names its company. The account's sessions see the new role on their next request.",
    summary: "Change an account's role (and a medical company's company)",
  },
  setAccountSalesRep: {
    description:
      'Administrators only: grants (true) or revokes (false) the sales representative view, which lets a medical-company account see every order read-only.',
    summary: "Grant (true) or revoke (false) the sales representative's view of every order",
  },
  resetAccountPassword: {
    description:
      "Administrators only: sets a new password (same rules as registration) and ends the account's sessions and API tokens.",
    summary: 'Set a new password; the account’s sessions and API tokens end',
  },
  endAccountSessions: {
    description:
      'Administrators only: signs an account out everywhere by ending every session and revoking every API token; the account stays active.',
    summary: 'Sign an account out everywhere: end every session and revoke every API token',
  },
  resetAccountSecondFactors: {
    description:
      "Administrators only: removes the account's second factors (authenticator app) and recovery codes, for a person who lost them. Under MFA_REQUIRED_ROLES the person enrols again at the next request.",
    summary: "Reset an account's second factors; it enrols again",
  },
} as const satisfies ApiDocs;
