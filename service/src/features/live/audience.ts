/**
 * The open sockets of the live channel indexed by what decides who hears an event, kept as
 * sockets come, go and change account: by company scope (companyScope: null for everyone who
 * sees every order, else the one company), by user (notifications, revocations), whether they
 * may see stock or credit, and by subscribed order. An event then finds its audience with a
 * lookup or two, not a test per socket.
 */
import { type Actor, canViewCredit, canViewStock, companyScope } from '@tawreed/domain';

/** What the index reads of a socket: its user and what that user may see now. */
export interface Listener {
  user: { id: string };
  actor: Actor;
}

export class Audience<C extends Listener> {
  readonly byScope = new Map<string | null, Set<C>>();
  readonly byUser = new Map<string, Set<C>>();
  readonly stockViewers = new Set<C>();
  readonly creditViewers = new Set<C>();
  /** The sockets subscribed to each order (history and attachment frames go to them only). */
  readonly bySubscription = new Map<string, Set<C>>();

  /** Files the client under its user's current scope (call with the actor it is filed under). */
  add(client: C) {
    addTo(this.byScope, companyScope(client.actor), client);
    addTo(this.byUser, client.user.id, client);
    if (canViewStock(client.actor)) this.stockViewers.add(client);
    if (canViewCredit(client.actor)) this.creditViewers.add(client);
  }

  /** Takes the client out of every index but its subscriptions (see unsubscribe). */
  remove(client: C) {
    removeFrom(this.byScope, companyScope(client.actor), client);
    removeFrom(this.byUser, client.user.id, client);
    this.stockViewers.delete(client);
    this.creditViewers.delete(client);
  }

  subscribe(orderId: string, client: C) {
    addTo(this.bySubscription, orderId, client);
  }

  unsubscribe(orderId: string, client: C) {
    removeFrom(this.bySubscription, orderId, client);
  }

  /**
   * The sockets whose users may see an order of `company` (canViewOrder): those whose scope is
   * every company, and those whose scope is that company.
   */
  *visibleTo(company: string): Generator<C> {
    const everyone = this.byScope.get(null);
    if (everyone) yield* everyone;
    const own = this.byScope.get(company);
    if (own) yield* own;
  }

  /**
   * The sockets subscribed to the order that may (still) see it: its subscribers, each tested
   * against its current scope, not every socket of the company tested for a subscription.
   */
  subscribersOf(orderId: string, company: string): C[] {
    const subscribed = this.bySubscription.get(orderId);
    if (!subscribed) return [];
    return [...subscribed].filter((client) => {
      const scope = companyScope(client.actor);
      return scope === null || scope === company;
    });
  }

  clear() {
    this.byScope.clear();
    this.byUser.clear();
    this.stockViewers.clear();
    this.creditViewers.clear();
    this.bySubscription.clear();
  }
}

function addTo<K, C>(index: Map<K, Set<C>>, key: K, client: C) {
  const set = index.get(key);
  if (set) set.add(client);
  else index.set(key, new Set([client]));
}

function removeFrom<K, C>(index: Map<K, Set<C>>, key: K, client: C) {
  const set = index.get(key);
  if (set?.delete(client) && !set.size) index.delete(key);
}
