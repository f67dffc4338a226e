import { ROLES, type Role } from './roles.js';

/**
 * Two factors (DESIGN §13). The factors a person enrols (recovery codes come with the first
 * one); any passkey counts as 'passkey'.
 */
export const SECOND_FACTOR_KINDS = ['totp', 'passkey'] as const;
export type SecondFactorKind = (typeof SECOND_FACTOR_KINDS)[number];

/**
 * The ways a pending sign-in can be completed, `methods` of the 200
 * `{"mfaRequired": true, "methods": [...]}` answer: any enrolled factor, or a recovery code.
 */
export const MFA_METHODS = [...SECOND_FACTOR_KINDS, 'recovery'] as const;
export type MfaMethod = (typeof MFA_METHODS)[number];

/** How many single-use recovery codes an enrolment hands out. */
export const RECOVERY_CODE_COUNT = 10;

/** TOTP parameters (RFC 6238 defaults, as every authenticator app reads them). */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_ISSUER = 'Tawreed';

/** `MFA_REQUIRED_ROLES`' default for `pnpm start`: every staff role and administrators. */
export const DEFAULT_MFA_REQUIRED_ROLES: readonly Role[] = ROLES.filter((role) => role !== 'MEDICAL_COMPANY');

/** Whether a person of `role` with `factors` must enrol before anything else. */
export function mustEnrolSecondFactor(
  role: Role,
  factors: readonly string[],
  requiredRoles: readonly Role[],
): boolean {
  return factors.length === 0 && requiredRoles.includes(role);
}

/** The ways a person with `factors` can complete a sign-in (recovery codes with any factor). */
export function mfaMethodsFor(factors: readonly string[]): MfaMethod[] {
  if (factors.length === 0) return [];
  return MFA_METHODS.filter((method) => method === 'recovery' || factors.includes(method));
}

/** A TOTP code as typed: six digits, spaces ignored. */
export function totpCodeOf(input: string): string | null {
  const code = input.replace(/\s+/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}

/** A recovery code as typed: letters and digits, case, spaces and dashes ignored. */
export function recoveryCodeOf(input: string): string | null {
  const code = input.replace(/[\s-]+/g, '').toUpperCase();
  return /^[A-Z2-7]{10}$/.test(code) ? code : null;
}

/** A recovery code as shown: two groups of five (XXXXX-XXXXX). */
export function formatRecoveryCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** How long a passkey's name may be (the person names each one: "Work laptop"). */
export const PASSKEY_NAME_MAX = 100;
