import { EN_LABELS, keysOf } from './closed-sets.js';

/** Roles of SPEC §6, plus the administrator of DESIGN §7, with their labels. */
export const ROLE_LABELS = EN_LABELS.role;
export type Role = keyof typeof ROLE_LABELS;
export const ROLES = keysOf(ROLE_LABELS);

/**
 * The roles a person may choose at self-registration (SPEC §2): every role but the
 * administrator, whose accounts come from `pnpm admin create-user --role ADMIN`.
 */
export type SelfRegistrationRole = Exclude<Role, 'ADMIN'>;
export const SELF_REGISTRATION_ROLES: readonly SelfRegistrationRole[] = ROLES.filter(
  (role): role is SelfRegistrationRole => role !== 'ADMIN',
);

/** The sales representative's label, whatever role it registered with (it only watches; DESIGN §7). */
export const SALES_REP_LABEL = 'Sales Representative';

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export function isSelfRegistrationRole(value: string): value is SelfRegistrationRole {
  return (SELF_REGISTRATION_ROLES as readonly string[]).includes(value);
}

/** Who is acting: the role plus the sales-representative mark, which is per account. */
export interface Actor {
  id: string;
  role: Role;
  companyName: string | null;
  isSalesRep: boolean;
  /** The workflow's own automatic steps (SYSTEM_ACTOR); never a signed-in user. */
  isSystem?: boolean;
}

/**
 * The company whose orders and users `actor` is limited to, or null when it sees everything.
 * A medical-company user sees its own company only; staff, administrators and the sales
 * representative (whatever role it registered with) see all (DESIGN §3, §7).
 */
export function companyScope(
  actor: Pick<Actor, 'role' | 'companyName' | 'isSalesRep' | 'isSystem'>,
): string | null {
  if (actor.isSystem || actor.isSalesRep || actor.role !== 'MEDICAL_COMPANY') return null;
  // A company account without a company sees nothing rather than everything.
  return actor.companyName ?? '';
}

/** Who sees whom (DESIGN §7): within a company scope, staff and the company's own users only. */
export function canSeeUser(
  viewer: Pick<Actor, 'role' | 'companyName' | 'isSalesRep' | 'isSystem'>,
  user: { role: string; companyName: string | null },
): boolean {
  const scope = companyScope(viewer);
  return scope === null || user.role !== 'MEDICAL_COMPANY' || user.companyName === scope;
}
