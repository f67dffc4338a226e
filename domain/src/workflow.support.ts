import { inEnglish } from './messages/index.js';
import type { Actor } from './roles.js';
import { decide, SYSTEM_ACTOR, type WorkflowOrder } from './workflow.js';

// The orders, actors and clock shared by workflow-design.test.ts and workflow-cases.test.ts.

/** decide() with its refusal's message in English (SPEC's copy). */
export const decideEn = (...args: Parameters<typeof decide>) => inEnglish(decide(...args));

export const NOW = new Date('2026-11-22T09:00:00Z');
export const EARLIER = new Date('2026-11-20T09:00:00Z');

export function anOrder(overrides: Partial<WorkflowOrder> = {}): WorkflowOrder {
  return {
    status: 'SUBMITTED',
    companyId: 'u-wasama-creator',
    medicalCompany: 'Wasama',
    withdrawnAt: null,
    dispatchedAt: null,
    transportedAt: null,
    notDeliveredReason: null,
    appeal: null,
    rejectedByRole: null,
    lineCount: 2,
    hasPurchaseOrder: true,
    hasOrderForm: true,
    ...overrides,
  };
}

export const ACTORS = {
  // A colleague of the order's creator: the owner company is the company, not the user.
  owner: { id: 'u-wasama-colleague', role: 'MEDICAL_COMPANY', companyName: 'Wasama', isSalesRep: false },
  creditTeam: { id: 'u-credit', role: 'CREDIT_TEAM', companyName: null, isSalesRep: false },
  higherAuthority: { id: 'u-higher', role: 'HIGHER_AUTHORITY', companyName: null, isSalesRep: false },
  warehouse: { id: 'u-warehouse', role: 'WAREHOUSE_MANAGER', companyName: null, isSalesRep: false },
  // The sales representative's registered role grants nothing.
  salesRep: { id: 'u-rep', role: 'CREDIT_TEAM', companyName: null, isSalesRep: true },
  salesRepOfACompany: { id: 'u-rep-2', role: 'MEDICAL_COMPANY', companyName: 'Actimed', isSalesRep: true },
  otherCompany: { id: 'u-actimed', role: 'MEDICAL_COMPANY', companyName: 'Actimed', isSalesRep: false },
  // Sees every order and acts on none (DESIGN §7), even if someone also marked it sales representative.
  administrator: { id: 'u-admin', role: 'ADMIN', companyName: null, isSalesRep: false },
  administratorMarkedSalesRep: { id: 'u-admin-2', role: 'ADMIN', companyName: null, isSalesRep: true },
  system: SYSTEM_ACTOR,
} satisfies Record<string, Actor>;
export type ActorKind = keyof typeof ACTORS;
export const ACTOR_KINDS = Object.keys(ACTORS) as ActorKind[];
