/**
 * The live channel's `client:credit` (DESIGN §11): announced after a commit that changed a
 * client's credit figures (a payment, a receivables import, a change of limit, terms or
 * status), so an open Credit panel re-reads GET /api/orders/{id}/review. The hub sends it only
 * to sockets whose users may see credit; an order's step is announced by the hub itself from
 * order:updated (live/hub.ts).
 */
import type { Deps } from '../../http/context.js';

export async function announceCredit(deps: Deps, accountNos: Iterable<string>) {
  const timestamp = deps.now().toISOString();
  const unique = [...new Set(accountNos)];
  if (!unique.length) return;
  await deps.events.publish(unique.map((accountNo) => ({ type: 'client:credit', accountNo, timestamp })));
}
