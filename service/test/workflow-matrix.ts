/**
 * The workflow matrix over HTTP: one app with a user per caller and one order per variant, each
 * cell of the table in workflow-matrix-table.ts called and compared with DESIGN §3.
 */
import { randomUUID } from 'node:crypto';
import {
  type Actor,
  decide,
  ORDER_ACTIONS,
  type OrderAction,
  type Role,
  type WorkflowOrder,
} from '@tawreed/domain';
import * as ordersRepo from '../src/features/orders/repository.js';
import type { Json } from './harness.js';
import {
  createTestApp,
  createUser,
  type SeedUser,
  seedOrder,
  signedIn,
  type TestApp,
  TestClient,
  uniqueEmail,
} from './harness.js';
import { mapLimit, markSalesRep, seedAppeal } from './workflow.js';

import {
  CALL,
  CALLERS,
  type Caller,
  type Endpoint,
  expectedStatus,
  SIGNED_IN,
  type SignedInCaller,
  type Target,
  VARIANT_NAMES,
  VARIANTS,
  type Variant,
  type VariantName,
} from './workflow-matrix-table.js';

const ERROR_CODES: Record<number, string> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'INVALID_TRANSITION',
};

/** One app with a user per caller and one order per variant that every refusal is tried on. */
export class WorkflowMatrix {
  t!: TestApp;
  users!: Record<SignedInCaller, SeedUser>;
  clients!: Record<Caller, TestClient>;
  readonly baseOrders = {} as Record<VariantName, Target>;
  /** The role of whoever rejected the order last: the one input of decide() no response carries. */
  private readonly rejecterRoles = new Map<string, Promise<Role | null>>();

  async setUp() {
    const salesRepEmail = uniqueEmail('sales-rep');
    this.t = await createTestApp({ SALES_REP_EMAILS: [salesRepEmail] });
    const t = this.t;
    const [
      owner,
      otherCompany,
      creditTeam,
      higherAuthority,
      warehouse,
      salesRep,
      salesRepAccount,
      administrator,
    ] = await Promise.all([
      createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Wasama' }),
      createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Actimed' }),
      createUser(t, { role: 'CREDIT_TEAM' }),
      createUser(t, { role: 'HIGHER_AUTHORITY' }),
      createUser(t, { role: 'WAREHOUSE_MANAGER' }),
      createUser(t, { role: 'CREDIT_TEAM', email: salesRepEmail }),
      createUser(t, { role: 'MEDICAL_COMPANY', companyName: 'Actimed' }),
      createUser(t, { role: 'ADMIN' }),
    ]);
    await markSalesRep(t, salesRepAccount!);
    this.users = {
      owner: owner!,
      otherCompany: otherCompany!,
      creditTeam: creditTeam!,
      higherAuthority: higherAuthority!,
      warehouse: warehouse!,
      salesRep: salesRep!,
      salesRepAccount: salesRepAccount!,
      administrator: administrator!,
    };
    const signed = await Promise.all(
      SIGNED_IN.map(async (caller) => [caller, await signedIn(t, this.users[caller])] as const),
    );
    this.clients = { ...Object.fromEntries(signed), anonymous: new TestClient(t) } as Record<
      Caller,
      TestClient
    >;
    for (const name of VARIANT_NAMES) this.baseOrders[name] = await this.seedVariant(name);
  }

  close() {
    return this.t.close();
  }

  async seedVariant(name: VariantName): Promise<Target> {
    const variant: Variant = VARIANTS[name];
    const order = await seedOrder(this.t, this.users.owner, {
      status: variant.status,
      withdrawn: variant.withdrawn,
      rejectedByRole: variant.rejectedByRole ?? null,
      appealStatus: variant.appeal ?? null,
      warehouse: variant.notDelivered ? { notDeliveredReason: 'Pharmacy closed on arrival' } : {},
    });
    const appeal = variant.appeal
      ? await seedAppeal(this.t, order, {
          status: variant.appeal,
          submittedBy:
            variant.rejectedByRole === 'HIGHER_AUTHORITY' ? this.users.salesRep : this.users.creditTeam,
          decidedBy: this.users.higherAuthority,
        })
      : null;
    return { id: order.id, version: order.version, appealId: appeal?.id ?? randomUUID() };
  }

  /**
   * Calls `endpoint` on an order of `variant` as every caller; a caller expected to succeed gets
   * a fresh order (a success changes it), the refusals share the variant's order. Answers each
   * caller's status beside the expected one, and any other problem seen on the way.
   */
  async runCell(endpoint: Endpoint, variant: VariantName) {
    const expected = Object.fromEntries(CALLERS.map((c) => [c, expectedStatus(endpoint, variant, c)]));
    const problems: string[] = [];
    const answers = await mapLimit(CALLERS, CALLERS.length, async (caller) => {
      const target = expected[caller]! < 300 ? await this.seedVariant(variant) : this.baseOrders[variant];
      const res = await CALL[endpoint](this.clients[caller], target);
      if (res.status >= 400) {
        const body = (await res.json()) as Json;
        const code = ERROR_CODES[res.status];
        if (code && body.error?.code !== code) problems.push(`${caller}: ${res.status} ${body.error?.code}`);
      } else if (res.status !== 204 && caller !== 'anonymous') {
        const order = (await res.json()) as Json;
        if (res.headers.get('etag') !== `"${order.version}"`) problems.push(`${caller}: ETag`);
        const allowed = await this.decidedActions(order, caller);
        if (JSON.stringify(order.allowedActions) !== JSON.stringify(allowed)) {
          problems.push(`${caller}: allowedActions ${order.allowedActions} != decide() ${allowed}`);
        }
      }
      return [caller, res.status] as const;
    });
    return { actual: Object.fromEntries(answers), expected, problems };
  }

  actorOf(caller: SignedInCaller): Actor {
    const user = this.users[caller];
    return {
      id: user.id,
      role: user.role,
      companyName: user.companyName,
      isSalesRep: caller === 'salesRep' || caller === 'salesRepAccount',
    };
  }

  private rejectedByRole(orderId: string, version: number) {
    const key = `${orderId}@${version}`;
    if (!this.rejecterRoles.has(key)) {
      this.rejecterRoles.set(
        key,
        ordersRepo.findOrder(this.t.deps.db, orderId).then((row) => row?.order.rejectedByRole ?? null),
      );
    }
    return this.rejecterRoles.get(key)!;
  }

  /** decide()'s view of an order, read from its detail response (plus the last rejecter's role). */
  async workflowOrderOf(order: Json): Promise<WorkflowOrder> {
    const kinds = new Set((order.attachments as Json[]).map((a) => a.attachmentType));
    const at = (value: string | null | undefined) => (value ? new Date(value) : null);
    return {
      status: order.status,
      companyId: order.companyId,
      medicalCompany: order.medicalCompany,
      withdrawnAt: at(order.withdrawnAt),
      dispatchedAt: at(order.warehouse?.dispatchedAt),
      transportedAt: at(order.warehouse?.transportedAt),
      notDeliveredReason: order.warehouse?.notDeliveredReason ?? null,
      appeal: order.appealStatus ? { status: order.appealStatus } : null,
      rejectedByRole: await this.rejectedByRole(order.id, order.version),
      lineCount: order.lines.length,
      hasPurchaseOrder: kinds.has('purchase_order'),
      hasOrderForm: kinds.has('order_form'),
    };
  }

  /** What allowedActions must be for `caller`: every action decide() allows (the automatic submit aside). */
  async decidedActions(order: Json, caller: SignedInCaller): Promise<OrderAction[]> {
    const workflowOrder = await this.workflowOrderOf(order);
    const actor = this.actorOf(caller);
    return ORDER_ACTIONS.filter(
      (action) => action !== 'submit' && decide(workflowOrder, action, actor, new Date()).ok,
    );
  }
}
