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

/**
 * This instance's share of presence: counts sockets per user and mirrors them into the table.
 * The mirror is written in batches: whatever sockets came and went while a write was under way
 * go out in the next one, one statement per kind of row, so that a thousand sockets opening (or
 * closing) at once cost a few statements, not a thousand queries queued before everyone else's.
 */
export class PresenceTracker {
  private readonly counts = new Map<string, number>();
  /** Users whose count changed since the last write took its batch. */
  private readonly changed = new Set<string>();
  /** Users who closed a socket since then: their last-seen time moves. */
  private readonly left = new Set<string>();
  /** The write that will take the changes made now (null: none is waiting). */
  private next: Promise<void> | null = null;
  /** The last write started or waiting; settled when every write before it is. */
  private last: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    readonly instanceId: string,
    private readonly now: () => Date,
  ) {}

  /** Settles once the user's new count is written (the socket counts as online everywhere). */
  connected(userId: string) {
    this.counts.set(userId, (this.counts.get(userId) ?? 0) + 1);
    return this.write(userId);
  }

  disconnected(userId: string) {
    const count = Math.max(0, (this.counts.get(userId) ?? 1) - 1);
    if (count === 0) this.counts.delete(userId);
    else this.counts.set(userId, count);
    this.left.add(userId);
    return this.write(userId);
  }

  /** Keeps this instance's rows fresh and last-seen current for everyone connected here. */
  async heartbeat() {
    const ids = [...this.counts.keys()];
    const now = this.now();
    await this.db.update(presence).set({ heartbeatAt: now }).where(eq(presence.instanceId, this.instanceId));
    if (ids.length) await this.db.update(users).set({ lastSeenAt: now }).where(inArray(users.id, ids));
  }

  async close() {
    const ids = [...this.counts.keys(), ...this.left];
    this.counts.clear();
    this.changed.clear();
    this.left.clear();
    // After the writes under way, so that none of them puts a row back.
    await this.last.catch(() => undefined);
    await this.db.delete(presence).where(eq(presence.instanceId, this.instanceId));
    if (ids.length) await this.db.update(users).set({ lastSeenAt: this.now() }).where(inArray(users.id, ids));
  }

  /** Queues the user's row for the next write: it starts when the one under way has settled. */
  private write(userId: string): Promise<void> {
    this.changed.add(userId);
    if (this.next) return this.next;
    const next = this.last
      .catch(() => undefined)
      .then(() => {
        this.next = null;
        return this.writeChanged();
      });
    this.next = next;
    this.last = next;
    return next;
  }

  /** The rows of the users changed since the last write, as their counts are now. */
  private async writeChanged() {
    const userIds = [...this.changed];
    const left = [...this.left];
    this.changed.clear();
    this.left.clear();
    const now = this.now();
    // Last seen before the row goes: whoever sees the user offline sees when they left.
    if (left.length) await this.db.update(users).set({ lastSeenAt: now }).where(inArray(users.id, left));
    const online = userIds.filter((id) => this.counts.has(id));
    const offline = userIds.filter((id) => !this.counts.has(id));
    if (online.length) {
      await this.db
        .insert(presence)
        .values(
          online.map((userId) => ({
            instanceId: this.instanceId,
            userId,
            connections: this.counts.get(userId)!,
            heartbeatAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: [presence.instanceId, presence.userId],
          set: { connections: sql`excluded.connections`, heartbeatAt: sql`excluded.heartbeat_at` },
        });
    }
    if (offline.length) {
      await this.db
        .delete(presence)
        .where(and(eq(presence.instanceId, this.instanceId), inArray(presence.userId, offline)));
    }
  }
}
