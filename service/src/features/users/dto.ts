import { z } from '@hono/zod-openapi';
import {
  ACCOUNT_STATUSES,
  accountStatus,
  isLanguage,
  LANGUAGES,
  ROLES,
  SECOND_FACTOR_KINDS,
} from '@tawreed/domain';
import { toSessionUser, type UserRow } from '../../auth-core/credentials.js';

/** Who an account is and what it may see: the fields every shape of a user shares. */
const identityShape = {
  id: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  companyName: z.string().nullable(),
  isSalesRep: z.boolean().openapi({ description: "The sales representative's view of every order" }),
};

export const userSchema = z
  .object({
    ...identityShape,
    isOnline: z.boolean(),
    lastSeenAt: z.string().datetime().nullable(),
  })
  .openapi('User');

export type UserDto = z.infer<typeof userSchema>;

/** The signed-in person as it reads itself: a user plus its own preferences. */
export const sessionUserSchema = userSchema
  .extend({
    language: z.enum(LANGUAGES).nullable().openapi({
      description:
        'The language the product speaks to this person; null until chosen (messages then default to English)',
    }),
    mfaEnrolmentRequired: z.boolean().optional().openapi({
      description:
        'On the sign-in and /api/auth/me answers: MFA_REQUIRED_ROLES names this role and no second factor is enrolled, so everything but enrolment answers 403 MFA_ENROLMENT_REQUIRED (DESIGN §13)',
    }),
  })
  .openapi('SessionUser');

export type SessionUserDto = z.infer<typeof sessionUserSchema>;

/** An account as its owner sees it after registering, and as administrators manage it. */
export const accountSchema = z
  .object({
    ...identityShape,
    status: z.enum(ACCOUNT_STATUSES).openapi({
      description: 'pending: waits for an administrator; active: may sign in; disabled: may not',
    }),
    createdAt: z.string().datetime(),
    activatedAt: z.string().datetime().nullable(),
    disabledAt: z.string().datetime().nullable(),
    lastSeenAt: z.string().datetime().nullable(),
  })
  .openapi('Account');

export type AccountDto = z.infer<typeof accountSchema>;

/** An account as the administrator's list shows it: with its second factors (DESIGN §13). */
export const managedAccountSchema = accountSchema
  .extend({
    secondFactors: z
      .array(z.enum(SECOND_FACTOR_KINDS))
      .openapi({ description: 'The confirmed second factors (an administrator can reset them)' }),
  })
  .openapi('ManagedAccount');

export type ManagedAccountDto = z.infer<typeof managedAccountSchema>;

export function toManagedAccountDto(row: UserRow, factors: readonly string[]): ManagedAccountDto {
  return {
    ...toAccountDto(row),
    secondFactors: SECOND_FACTOR_KINDS.filter((kind) => factors.includes(kind)),
  };
}

export interface Presence {
  isOnline(userId: string): boolean;
}

export const NO_PRESENCE: Presence = { isOnline: () => false };

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function toUserDto(row: UserRow, presence: Presence = NO_PRESENCE): UserDto {
  return {
    ...toSessionUser(row),
    isOnline: presence.isOnline(row.id),
    lastSeenAt: iso(row.lastSeenAt),
  };
}

export function toSessionUserDto(row: UserRow): SessionUserDto {
  return { ...toUserDto(row), language: isLanguage(row.language) ? row.language : null };
}

export function toAccountDto(row: UserRow): AccountDto {
  return {
    ...toSessionUser(row),
    status: accountStatus(row),
    createdAt: row.createdAt.toISOString(),
    activatedAt: iso(row.activatedAt),
    disabledAt: iso(row.disabledAt),
    lastSeenAt: iso(row.lastSeenAt),
  };
}
