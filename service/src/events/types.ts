import type { OrderStatus } from '@tawreed/domain';

/**
 * What the service announces after a commit. Payloads are small (ids, status, the company
 * for visibility); receivers load whatever else they need.
 */
export type ServiceEvent =
  | { type: 'order:created'; orderId: string; medicalCompany: string; status: OrderStatus; version: number }
  | {
      type: 'order:updated';
      orderId: string;
      medicalCompany: string;
      status: OrderStatus;
      version: number;
      timestamp: string;
      action: string;
      fromStatus: OrderStatus | null;
      actorId: string | null;
    }
  | { type: 'order:history:new'; orderId: string; medicalCompany: string; entryId: string }
  | { type: 'order:attachment:new'; orderId: string; medicalCompany: string; attachmentId: string }
  | { type: 'order:ready'; orderId: string; medicalCompany: string }
  | { type: 'order:printed'; orderId: string; medicalCompany: string }
  | { type: 'order:deleted'; orderId: string; medicalCompany: string }
  | { type: 'notification'; userId: string; notificationId: string }
  | { type: 'session:revoked'; userId: string | null; credentialHash: string | null }
  /** An administrator changed the account's role or sales-representative mark. */
  | { type: 'account:changed'; userId: string }
  /** Stock of an item changed (DESIGN §8); only staff who may see stock hear it. */
  | { type: 'stock:changed'; itemCode: string; lotIds: string[]; reason: string };

export type ServiceEventListener = (event: ServiceEvent) => void;

/** Carries events to every service instance's listeners (in-process, or PostgreSQL NOTIFY). */
export interface EventBus {
  publish(events: ServiceEvent[]): Promise<void>;
  subscribe(listener: ServiceEventListener): () => void;
  close(): Promise<void>;
}

/** One process: listeners are called directly (the embedded PGlite default, and tests). */
export function createInProcessBus(): EventBus {
  const listeners = new Set<ServiceEventListener>();
  return {
    async publish(events) {
      for (const event of events) {
        for (const listener of listeners) {
          try {
            listener(event);
          } catch {
            // one listener's failure must not stop delivery to the others
          }
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}
