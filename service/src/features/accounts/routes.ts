import { z } from '@hono/zod-openapi';
import { ACCOUNT_STATUSES, msg, ROLES, zodMessage } from '@tawreed/domain';
import { jsonAnswer, jsonBody, jsonListAnswer, routesTagged } from '../../http/api-route.js';
import { accountSchema, managedAccountSchema } from '../users/dto.js';

/** Every accounts route is the administrator's: 401 signed out, 403 any other role. */
const route = routesTagged(['Accounts']);
const idParam = z.object({ id: z.string().uuid().openapi({ description: 'The account id' }) });

/**
 * `<method> /api/accounts/{id}/<action>`: an administrator's action on one account, answered
 * with the account (`answer` describes it) unless `schema` names another answer; `request` adds
 * a body where the action needs one.
 */
function accountAction<
  const M extends 'post' | 'put',
  const A extends string,
  const B extends { body?: ReturnType<typeof jsonBody> },
  S extends z.ZodType = typeof accountSchema,
>(
  method: M,
  action: A,
  docs: {
    operationId: string;
    description: string;
    summary: string;
    answer: string;
    schema?: S;
    errors?: number[];
  },
  request: B,
) {
  const { answer, schema, operationId, ...names } = docs;
  return route(method, `/api/accounts/{id}/${action}`, operationId, {
    ...names,
    request: { params: idParam, ...request },
    responses: { 200: jsonAnswer(answer, (schema ?? accountSchema) as S) },
  });
}

export const listAccounts = route('get', '/api/accounts', 'listAccounts', {
  description:
    'Administrators only: every account with its status, role, company and sales-representative mark, for approving registrations and managing access.',
  summary: 'Every account with its status (pending, active, disabled), role, company and sales-rep mark',
  request: { query: z.object({ status: z.enum(ACCOUNT_STATUSES).optional() }) },
  responses: {
    200: jsonListAnswer('Accounts: waiting ones first', 'accounts', managedAccountSchema, 'AccountList'),
  },
  errors: [403],
});

export const activateAccount = accountAction(
  'post',
  'activate',
  {
    operationId: 'activateAccount',
    description:
      'Administrators only: lets a pending or disabled account sign in. An email listed in SALES_REP_EMAILS also gets the sales representative view.',
    summary:
      'Let a pending or disabled account sign in (an email in SALES_REP_EMAILS gets the sales representative’s view)',
    answer: 'The account, active',
  },
  {},
);

export const deactivateAccount = accountAction(
  'post',
  'deactivate',
  {
    operationId: 'deactivateAccount',
    description:
      'Administrators only: disables an account and ends its sessions and API tokens. An administrator cannot disable itself or the last active administrator (409).',
    summary: 'Disable an account; its sessions and API tokens end',
    answer: 'The account, disabled',
    errors: [409],
  },
  {},
);

export const changeRoleBody = z
  .strictObject({
    role: z.enum(ROLES, { error: zodMessage(msg('requiredFields')) }),
    companyName: z
      .string()
      .nullish()
      .openapi({ description: 'Required for MEDICAL_COMPANY unless the account has one already' }),
  })
  .openapi('ChangeAccountRoleRequest');

export const changeRole = accountAction(
  'put',
  'role',
  {
    operationId: 'changeAccountRole',
    description:
      "Administrators only: changes an account's role; a medical company also names its company. The account's sessions see the new role on their next request.",
    summary: "Change an account's role (and a medical company's company)",
    answer: 'The account',
    errors: [409],
  },
  { body: jsonBody(changeRoleBody) },
);

export const setSalesRep = accountAction(
  'put',
  'sales-rep',
  {
    operationId: 'setAccountSalesRep',
    description:
      'Administrators only: grants (true) or revokes (false) the sales representative view, which lets a medical-company account see every order read-only.',
    summary: "Grant (true) or revoke (false) the sales representative's view of every order",
    answer: 'The account',
  },
  { body: jsonBody(z.strictObject({ isSalesRep: z.boolean() }).openapi('SetAccountSalesRepRequest')) },
);

export const resetPassword = accountAction(
  'post',
  'password',
  {
    operationId: 'resetAccountPassword',
    description:
      "Administrators only: sets a new password (same rules as registration) and ends the account's sessions and API tokens.",
    summary: 'Set a new password; the account’s sessions and API tokens end',
    answer: 'The account',
  },
  {
    body: jsonBody(
      z
        .strictObject({ password: z.string({ error: zodMessage(msg('passwordTooShort')) }) })
        .openapi('ResetAccountPasswordRequest'),
    ),
  },
);

export const endSessions = accountAction(
  'post',
  'end-sessions',
  {
    operationId: 'endAccountSessions',
    description:
      'Administrators only: signs an account out everywhere by ending every session and revoking every API token; the account stays active.',
    summary: 'Sign an account out everywhere: end every session and revoke every API token',
    answer: 'How many sessions and tokens ended',
    schema: z
      .object({ endedSessions: z.number().int(), revokedTokens: z.number().int() })
      .openapi('SessionsEnded'),
  },
  {},
);

export const resetSecondFactors = accountAction(
  'post',
  'second-factors/reset',
  {
    operationId: 'resetAccountSecondFactors',
    description:
      "Administrators only: removes the account's second factors (authenticator app) and recovery codes, for a person who lost them. Under MFA_REQUIRED_ROLES the person enrols again at the next request.",
    summary: "Reset an account's second factors; it enrols again",
    answer: 'The account, without second factors',
    schema: managedAccountSchema,
  },
  {},
);
