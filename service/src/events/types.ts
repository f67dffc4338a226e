import type { MessageParams, OrderHistoryAction, OrderStatus } from '@tawreed/domain';

/** A notification's content as its row stores it (the catalog key and parameters). */
export interface NotificationNotice {
  severity: 'success' | 'warning' | 'info';
  key: string;
  params: MessageParams;
  orderId: string | null;
}

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
      action: OrderHistoryAction;
      fromStatus: OrderStatus | null;
      actorId: string | null;
      /**
       * The order's client account number (trimmed; null: none), when the publisher knew it:
       * the live channel's client:credit after a step that moved the client's exposure then
       * goes out with this frame, without reading the order back. Absent: it is read.
       */
      accountNo?: string | null;
    }
  | { type: 'order:history:new'; orderId: string; medicalCompany: string; entryId: string }
  | { type: 'order:attachment:new'; orderId: string; medicalCompany: string; attachmentId: string }
  | { type: 'order:ready'; orderId: string; medicalCompany: string }
  | { type: 'order:printed'; orderId: string; medicalCompany: string }
  | { type: 'order:deleted'; orderId: string; medicalCompany: string }
  | {
      type: 'notification';
      userId: string;
      notificationId: string;
      /**
       * What the notification says, as stored, when its writer adds it: the live channel then
       * tells the user's sockets without reading the row back. Absent: it is read.
       */
      notice?: NotificationNotice;
    }
  | { type: 'session:revoked'; userId: string | null; credentialHash: string | null }
  /** An administrator changed the account's role or sales-representative mark. */
  | { type: 'account:changed'; userId: string }
  /** Stock of an item changed (DESIGN §8); only staff who may see stock hear it. */
  | { type: 'stock:changed'; itemCode: string; lotIds: string[]; reason: string }
  /** A client's credit figures changed (DESIGN §11); only users who may see credit hear it. */
  | { type: 'client:credit'; accountNo: string; timestamp: string };

export type ServiceEventListener = (event: ServiceEvent) => void;

/** Carries events to every service instance's listeners (in-process, or PostgreSQL NOTIFY). */
export interface EventBus {
  publish(events: ServiceEvent[]): Promise<void>;
  /**
   * PostgreSQL: the NOTIFYs that carry `events` to the other instances, for a transaction to
   * send with its last statement (the server delivers them at its commit, and never after a
   * rollback); once it has committed, `publishSent` does the rest of what `publish` does.
   */
  notifications?(events: ServiceEvent[]): { channel: string; from: string; payloads: string[] };
  /** `publish` for events whose `notifications` a committed transaction sent: this instance's listeners. */
  publishSent?(events: ServiceEvent[]): Promise<void>;
  /** Every instance's events, this one's included, as they arrive. */
  subscribe(listener: ServiceEventListener): () => void;
  /** This instance's own events, as `publish` is called and before they travel (caches that must not lag). */
  subscribeOwn(listener: (events: ServiceEvent[]) => void): () => void;
  /** Called when events may have been missed (the listening connection was lost). */
  onGap(listener: () => void): () => void;
  /** Whether events from other instances are being heard now. */
  listening(): boolean;
  close(): Promise<void>;
}

/** A set of listeners, each called in turn; one listener's failure does not stop the others. */
export function listenerSet<Args extends unknown[]>(onError: (err: Error) => void = () => undefined) {
  const listeners = new Set<(...args: Args) => void>();
  return {
    add(listener: (...args: Args) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    call(...args: Args) {
      for (const listener of listeners) {
        try {
          listener(...args);
        } catch (err) {
          onError(err as Error);
        }
      }
    },
    clear: () => listeners.clear(),
  };
}

/** One process: listeners are called directly (the embedded PGlite default, and tests). */
export function createInProcessBus(): EventBus {
  const listeners = listenerSet<[ServiceEvent]>();
  const own = listenerSet<[ServiceEvent[]]>();
  return {
    async publish(events) {
      own.call(events);
      for (const event of events) listeners.call(event);
    },
    subscribe: listeners.add,
    subscribeOwn: own.add,
    onGap: () => () => undefined,
    listening: () => true,
    async close() {
      listeners.clear();
      own.clear();
    },
  };
}
