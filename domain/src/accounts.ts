import { msg } from './messages/core.js';

/** Account life cycle (DESIGN §7): pending until an administrator activates it, then active or disabled. */
export const ACCOUNT_STATUSES = ['pending', 'active', 'disabled'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export function isAccountStatus(value: string): value is AccountStatus {
  return (ACCOUNT_STATUSES as readonly string[]).includes(value);
}

/** An account's status from its two timestamps: disabling wins, then activation. */
export function accountStatus(account: { activatedAt: Date | null; disabledAt: Date | null }): AccountStatus {
  if (account.disabledAt) return 'disabled';
  return account.activatedAt ? 'active' : 'pending';
}

/** Self-registration (DESIGN §7): `approval` waits for an administrator; `companies-only` admits medical companies only. */
export const REGISTRATION_MODES = ['approval', 'open', 'companies-only'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

/** Sign-in with the right password on an account no administrator has activated yet (403 ACCOUNT_PENDING). */
export const ACCOUNT_PENDING_MESSAGE = msg('accountPending');
