import { createRoute, z } from '@hono/zod-openapi';
import { ACCOUNT_STATUSES, MESSAGES, ROLES } from '@tawreed/domain';
import { errorResponses } from '../../http/errors.js';
import { accountSchema } from '../users/dto.js';

const tags = ['Accounts'];
const idParam = z.object({ id: z.string().uuid().openapi({ description: 'The account id' }) });
const json = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true,
});
const accountResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: accountSchema } },
});
/** Every accounts route is the administrator's: 401 signed out, 403 any other role. */
const ACCOUNT_ERRORS = [400, 401, 403, 404, 422] as const;

export const listAccounts = createRoute({
  method: 'get',
  path: '/api/accounts',
  operationId: 'listAccounts',
  description:
    'Administrators only: every account with its status, role, company and sales-representative mark, for approving registrations and managing access.',
  summary: 'Every account with its status (pending, active, disabled), role, company and sales-rep mark',
  tags,
  request: { query: z.object({ status: z.enum(ACCOUNT_STATUSES).optional() }) },
  responses: {
    200: {
      description: 'Accounts: waiting ones first',
      content: {
        'application/json': {
          schema: z.object({ accounts: z.array(accountSchema) }).openapi('AccountList'),
        },
      },
    },
    ...errorResponses(401, 403, 422),
  },
});

export const activateAccount = createRoute({
  method: 'post',
  path: '/api/accounts/{id}/activate',
  operationId: 'activateAccount',
  description:
    'Administrators only: lets a pending or disabled account sign in. An email listed in SALES_REP_EMAILS also gets the sales representative view.',
  summary:
    'Let a pending or disabled account sign in (an email in SALES_REP_EMAILS gets the sales representative’s view)',
  tags,
  request: { params: idParam },
  responses: { 200: accountResponse('The account, active'), ...errorResponses(...ACCOUNT_ERRORS) },
});

export const deactivateAccount = createRoute({
  method: 'post',
  path: '/api/accounts/{id}/deactivate',
  operationId: 'deactivateAccount',
  description:
    'Administrators only: disables an account and ends its sessions and API tokens. An administrator cannot disable itself or the last active administrator (409).',
  summary: 'Disable an account; its sessions and API tokens end',
  tags,
  request: { params: idParam },
  responses: {
    200: accountResponse('The account, disabled'),
    ...errorResponses(...ACCOUNT_ERRORS, 409),
  },
});

export const changeRoleBody = z
  .strictObject({
    role: z.enum(ROLES, { error: MESSAGES.requiredFields }),
    companyName: z
      .string()
      .nullish()
      .openapi({ description: 'Required for MEDICAL_COMPANY unless the account has one already' }),
  })
  .openapi('ChangeAccountRoleRequest');

export const changeRole = createRoute({
  method: 'put',
  path: '/api/accounts/{id}/role',
  operationId: 'changeAccountRole',
  description:
    "Administrators only: changes an account's role; a medical company also names its company. The account's sessions see the new role on their next request.",
  summary: "Change an account's role (and a medical company's company)",
  tags,
  request: { params: idParam, body: json(changeRoleBody) },
  responses: { 200: accountResponse('The account'), ...errorResponses(...ACCOUNT_ERRORS, 409) },
});

export const setSalesRep = createRoute({
  method: 'put',
  path: '/api/accounts/{id}/sales-rep',
  operationId: 'setAccountSalesRep',
  description:
    'Administrators only: grants (true) or revokes (false) the sales representative view, which lets a medical-company account see every order read-only.',
  summary: "Grant (true) or revoke (false) the sales representative's view of every order",
  tags,
  request: {
    params: idParam,
    body: json(z.strictObject({ isSalesRep: z.boolean() }).openapi('SetAccountSalesRepRequest')),
  },
  responses: { 200: accountResponse('The account'), ...errorResponses(...ACCOUNT_ERRORS) },
});

export const resetPassword = createRoute({
  method: 'post',
  path: '/api/accounts/{id}/password',
  operationId: 'resetAccountPassword',
  description:
    "Administrators only: sets a new password (same rules as registration) and ends the account's sessions and API tokens.",
  summary: 'Set a new password; the account’s sessions and API tokens end',
  tags,
  request: {
    params: idParam,
    body: json(
      z
        .strictObject({ password: z.string({ error: MESSAGES.passwordTooShort }) })
        .openapi('ResetAccountPasswordRequest'),
    ),
  },
  responses: { 200: accountResponse('The account'), ...errorResponses(...ACCOUNT_ERRORS) },
});

export const endSessions = createRoute({
  method: 'post',
  path: '/api/accounts/{id}/end-sessions',
  operationId: 'endAccountSessions',
  description:
    'Administrators only: signs an account out everywhere by ending every session and revoking every API token; the account stays active.',
  summary: 'Sign an account out everywhere: end every session and revoke every API token',
  tags,
  request: { params: idParam },
  responses: {
    200: {
      description: 'How many sessions and tokens ended',
      content: {
        'application/json': {
          schema: z
            .object({ endedSessions: z.number().int(), revokedTokens: z.number().int() })
            .openapi('SessionsEnded'),
        },
      },
    },
    ...errorResponses(...ACCOUNT_ERRORS),
  },
});
