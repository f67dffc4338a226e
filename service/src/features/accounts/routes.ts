import { z } from '@hono/zod-openapi';
import { ACCOUNT_STATUSES, msg, ROLES, zodMessage } from '@tawreed/domain';
import { jsonAnswer, jsonBody, jsonListAnswer, routesTagged } from '../../http/api-route.js';
import { accountSchema, managedAccountSchema } from '../users/dto.js';
import { ACCOUNTS_API_DOCS } from './api-docs.js';

/** Every accounts route is the administrator's: 401 signed out, 403 any other role. */
const route = routesTagged(['Accounts'], ACCOUNTS_API_DOCS);
const idParam = z.object({ id: z.string().uuid().openapi({ description: 'The account id' }) });

/**
 * `<method> /api/accounts/{id}/<action>`: an administrator's action on one account, answered
 * with the account (`answer` describes it) unless `schema` names another answer; `body`, where
 * the action takes one.
 */
function accountAction<
  const M extends 'post' | 'put',
  const A extends string,
  const W extends {
    answer: string;
    schema?: z.ZodType;
    errors?: number[];
    body?: ReturnType<typeof jsonBody>;
  },
>(method: M, action: A, operationId: keyof typeof ACCOUNTS_API_DOCS, wiring: W) {
  const { answer, schema = accountSchema, errors, ...request } = wiring;
  return route(method, `/api/accounts/{id}/${action}`, operationId, {
    request: { params: idParam, ...(request as Omit<W, 'answer' | 'schema' | 'errors'>) },
    responses: {
      200: jsonAnswer(answer, schema as W['schema'] extends z.ZodType ? W['schema'] : typeof accountSchema),
    },
    errors,
  });
}

export const listAccounts = route('get', '/api/accounts', 'listAccounts', {
  request: { query: z.object({ status: z.enum(ACCOUNT_STATUSES).optional() }) },
  responses: {
    200: jsonListAnswer('Accounts: waiting ones first', 'accounts', managedAccountSchema, 'AccountList'),
  },
  errors: [403],
});

export const activateAccount = accountAction('post', 'activate', 'activateAccount', {
  answer: 'The account, active',
});

export const deactivateAccount = accountAction('post', 'deactivate', 'deactivateAccount', {
  answer: 'The account, disabled',
  errors: [409],
});

export const changeRoleBody = z
  .strictObject({
    role: z.enum(ROLES, { error: zodMessage(msg('requiredFields')) }),
    companyName: z
      .string()
      .nullish()
      .openapi({ description: 'Required for MEDICAL_COMPANY unless the account has one already' }),
  })
  .openapi('ChangeAccountRoleRequest');

export const changeRole = accountAction('put', 'role', 'changeAccountRole', {
  answer: 'The account',
  errors: [409],
  body: jsonBody(changeRoleBody),
});

export const setSalesRep = accountAction('put', 'sales-rep', 'setAccountSalesRep', {
  answer: 'The account',
  body: jsonBody(z.strictObject({ isSalesRep: z.boolean() }).openapi('SetAccountSalesRepRequest')),
});

export const resetPassword = accountAction('post', 'password', 'resetAccountPassword', {
  answer: 'The account',
  body: jsonBody(
    z
      .strictObject({ password: z.string({ error: zodMessage(msg('passwordTooShort')) }) })
      .openapi('ResetAccountPasswordRequest'),
  ),
});

export const endSessions = accountAction('post', 'end-sessions', 'endAccountSessions', {
  answer: 'How many sessions and tokens ended',
  schema: z
    .object({ endedSessions: z.number().int(), revokedTokens: z.number().int() })
    .openapi('SessionsEnded'),
});

export const resetSecondFactors = accountAction('post', 'second-factors/reset', 'resetAccountSecondFactors', {
  answer: 'The account, without second factors',
  schema: managedAccountSchema,
});
