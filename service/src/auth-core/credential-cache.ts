/**
 * Live credentials remembered between requests, so that a signed-in request costs no database
 * round trip for its caller. What could make an entry wrong is announced on the event bus:
 * `session:revoked` (a session or token, or every credential of an account) and
 * `account:changed` (role, company, sales-representative mark, disabled). This instance's own
 * announcements are applied as they are published, before the response that follows them;
 * other instances' arrive through LISTEN/NOTIFY. An entry also lives at most
 * `CREDENTIAL_CACHE_SECONDS`, which bounds what nothing announces (a row changed by hand in
 * the database, a NOTIFY lost with the listener's connection); 0 turns the cache off.
 */
import type { EventBus, ServiceEvent } from '../events/types.js';
import type { SessionUser } from '../http/context.js';

export interface CachedCredential {
  user: SessionUser;
  /** The API token's id (null for a session): what a touch of "last used" updates. */
  tokenId: string | null;
  lastUsedAt: Date | null;
  /** Past it the credential answers as if unknown (a token without expiry: null). */
  expiresAt: Date | null;
  /** The second factors the account has confirmed (DESIGN §13): a factor change is an `account:changed`. */
  factors: string[];
  /** A session that passed its second factor (an API token: false; it is not a session). */
  secondFactorPassed: boolean;
}

interface Entry extends CachedCredential {
  storedAt: number;
}

/** More live credentials than this and the oldest is forgotten first. */
const MAX_ENTRIES = 10_000;

export interface CredentialCache {
  /** The credential behind this hash, if remembered, live at `now` and younger than the limit. */
  get(hash: string, now: Date): CachedCredential | undefined;
  /** A mark to take before reading a credential from the database and to hand to `remember`. */
  mark(): number;
  /**
   * Keeps what the database answered, unless anything was forgotten since `mark` (the answer
   * may predate a revocation whose announcement has already been applied).
   */
  remember(hash: string, credential: CachedCredential, mark: number): void;
}

export function createCredentialCache(events: EventBus, maxAgeSeconds: number): CredentialCache {
  const maxAgeMs = maxAgeSeconds * 1000;
  const entries = new Map<string, Entry>();
  let generation = 0;

  const forgetUser = (userId: string) => {
    for (const [hash, entry] of entries) if (entry.user.id === userId) entries.delete(hash);
  };
  const apply = (event: ServiceEvent) => {
    if (event.type === 'session:revoked') {
      if (event.credentialHash) entries.delete(event.credentialHash);
      if (event.userId) forgetUser(event.userId);
    } else if (event.type === 'account:changed') {
      forgetUser(event.userId);
    } else {
      return;
    }
    generation++;
  };
  if (maxAgeMs > 0) {
    events.subscribeOwn((published) => published.forEach(apply));
    events.subscribe(apply);
    events.onGap(() => {
      entries.clear();
      generation++;
    });
  }

  return {
    get(hash, now) {
      const entry = entries.get(hash);
      if (!entry) return undefined;
      const stale = performance.now() - entry.storedAt > maxAgeMs;
      if (stale || (entry.expiresAt && entry.expiresAt <= now)) {
        entries.delete(hash);
        return undefined;
      }
      return entry;
    },
    mark: () => generation,
    remember(hash, credential, mark) {
      if (maxAgeMs <= 0 || mark !== generation || !events.listening()) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(hash, { ...credential, storedAt: performance.now() });
    },
  };
}
