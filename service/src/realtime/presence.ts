import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { presence, users } from '../db/schema.js';

/** A heartbeat older than this means the instance holding the row is gone. */
export const PRESENCE_STALE_MS = 90_000;

/** Users with an open socket on any live instance. */
export async function onlineUserIds(db: Db, now: Date): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ userId: presence.userId })
    .from(presence)
    .where(
      and(gt(presence.connections, 0), gt(presence.heartbeatAt, new Date(now.getTime() - PRESENCE_STALE_MS))),
    );
  return new Set(rows.map((row) => row.userId));
}

/** This instance's share of presence: counts sockets per user and mirrors them into the table. */
export class PresenceTracker {
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly db: Db,
    readonly instanceId: string,
    private readonly now: () => Date,
  ) {}

  async connected(userId: string) {
    const count = (this.counts.get(userId) ?? 0) + 1;
    this.counts.set(userId, count);
    await this.write(userId, count);
  }

  async disconnected(userId: string) {
    const count = Math.max(0, (this.counts.get(userId) ?? 1) - 1);
    if (count === 0) this.counts.delete(userId);
    else this.counts.set(userId, count);
    await this.write(userId, count);
    await this.db.update(users).set({ lastSeenAt: this.now() }).where(eq(users.id, userId));
  }

  /** Keeps this instance's rows fresh and last-seen current for everyone connected here. */
  async heartbeat() {
    const ids = [...this.counts.keys()];
    const now = this.now();
    await this.db.update(presence).set({ heartbeatAt: now }).where(eq(presence.instanceId, this.instanceId));
    if (ids.length) await this.db.update(users).set({ lastSeenAt: now }).where(inArray(users.id, ids));
  }

  async close() {
    const ids = [...this.counts.keys()];
    this.counts.clear();
    await this.db.delete(presence).where(eq(presence.instanceId, this.instanceId));
    if (ids.length) await this.db.update(users).set({ lastSeenAt: this.now() }).where(inArray(users.id, ids));
  }

  private async write(userId: string, connections: number) {
    if (connections === 0) {
      await this.db
        .delete(presence)
        .where(and(eq(presence.instanceId, this.instanceId), eq(presence.userId, userId)));
      return;
    }
    await this.db
      .insert(presence)
      .values({ instanceId: this.instanceId, userId, connections, heartbeatAt: this.now() })
      .onConflictDoUpdate({
        target: [presence.instanceId, presence.userId],
        set: { connections, heartbeatAt: sql`excluded.heartbeat_at` },
      });
  }
}
