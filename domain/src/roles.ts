/** Roles of SPEC §6; all are selectable at self-registration. */
export const ROLES = ['MEDICAL_COMPANY', 'CREDIT_TEAM', 'HIGHER_AUTHORITY', 'WAREHOUSE_MANAGER'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  MEDICAL_COMPANY: 'Medical Company',
  CREDIT_TEAM: 'Sales & Collection Review',
  HIGHER_AUTHORITY: 'Credit Review',
  WAREHOUSE_MANAGER: 'Warehouse Manager',
};

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
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
