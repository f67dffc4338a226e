/** What a caller sends with a workflow action, typed per action by the domain's action schema. */
import type { Actor, Decision, OrderAction, OrderActionFields } from '@tawreed/domain';
import type { StoredFile } from '../../db/file-store.js';
import type { orders, warehouseRecords } from '../../db/schema.js';
import type { Upload } from '../../http/uploads.js';
import type { OrderRow, WarehouseRow } from '../orders/repository.js';

/** The version the caller saw (If-Match), or null when not sent. */
interface Versioned {
  ifMatch: number | null;
}

/** What a caller sends with `A`: the version it saw and A's own fields (OrderActionFields). */
export type ActionInput<A extends OrderAction = OrderAction> = Versioned & OrderActionFields<Upload>[A];

type Fields = OrderActionFields<Upload>;

/**
 * An action's input as the engine's steps read it: any action's fields (each step reads only
 * its own action's), plus what the engine adds before locking (the evidence's checked types).
 */
export type StepInput = Versioned &
  Partial<
    Fields['approve'] & Fields['appeal'] & Fields['accept-appeal'] & Fields['print'] & Fields['transport']
  > &
  Partial<Fields['deliver'] & Fields['not-delivered']> & {
    /** The evidence with its checked type (appealEvidence). */
    checkedEvidence?: Array<{ upload: Upload; type: { ext: string; mime: string } }>;
    /** The checked evidence as kept in the file store (runOrderAction), in the same order. */
    storedEvidence?: StoredFile[];
  };

/** Columns a step adds to the transition's order and warehouse updates. */
export type StepWrites =
  | { order?: Partial<typeof orders.$inferInsert>; warehouse?: Partial<typeof warehouseRecords.$inferInsert> }
  | undefined;

/** The step being taken, as an action's effect sees it. */
export interface WorkflowStep {
  orderId: string;
  actor: Actor;
  order: OrderRow;
  warehouse: WarehouseRow | null;
  decision: Decision;
  input: StepInput;
  now: Date;
}
