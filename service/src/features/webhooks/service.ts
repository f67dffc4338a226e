import { canManageWebhooks, canViewOrder, msg, type WebhookEventType } from '@tawreed/domain';
import { and, desc, eq, lt } from 'drizzle-orm';
import { toActor } from '../../auth-core/credentials.js';
import { insertOutboxEvents } from '../../db/outbox.js';
import { webhookAttempts, webhookDeliveries, webhookEvents, webhookSubscriptions } from '../../db/schema.js';
import type { Deps, SessionUser } from '../../http/context.js';
import { AppError, forbidden, notFound, validationFailed } from '../../http/errors.js';
import { generateSecret } from './signing.js';
import { refuseTarget } from './targets.js';

type SubscriptionRow = typeof webhookSubscriptions.$inferSelect;

export function toSubscriptionDto(row: SubscriptionRow) {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes as WebhookEventType[],
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function assertCanManage(caller: SessionUser) {
  if (!canManageWebhooks(toActor(caller))) throw forbidden(msg('webhooksForbidden'));
}

async function checkUrl(deps: Deps, url: string) {
  const refusal = await refuseTarget(url, deps.config.WEBHOOK_ALLOW_PRIVATE);
  if (refusal) throw validationFailed([{ path: 'url', message: refusal }]);
}

/** The caller's own subscription, or 404 (someone else's is never revealed). */
async function ownSubscription(deps: Deps, caller: SessionUser, id: string): Promise<SubscriptionRow> {
  assertCanManage(caller);
  const [row] = await deps.db
    .select()
    .from(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.id, id), eq(webhookSubscriptions.ownerId, caller.id)));
  if (!row) throw notFound('whatWebhook');
  return row;
}

const dedupe = <T>(values: T[]) => [...new Set(values)];

export async function createSubscription(
  deps: Deps,
  caller: SessionUser,
  input: { url: string; eventTypes: WebhookEventType[]; description?: string; enabled?: boolean },
) {
  assertCanManage(caller);
  await checkUrl(deps, input.url);
  const secret = generateSecret();
  const now = deps.now();
  // The cursor starts at the outbox's head: a new subscription receives what happens from now on.
  const row = await deps.db.transaction(async (tx) => {
    const [head] = await tx
      .select({ id: webhookEvents.id })
      .from(webhookEvents)
      .orderBy(desc(webhookEvents.id))
      .limit(1);
    const [created] = await tx
      .insert(webhookSubscriptions)
      .values({
        ownerId: caller.id,
        url: input.url,
        description: input.description ?? '',
        eventTypes: dedupe(input.eventTypes),
        secret,
        enabled: input.enabled ?? true,
        lastEventId: head?.id ?? 0,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new AppError('CONFLICT', msg('webhookNotStored'));
    return created;
  });
  return { ...toSubscriptionDto(row), secret };
}

export async function listSubscriptions(deps: Deps, caller: SessionUser) {
  assertCanManage(caller);
  const rows = await deps.db
    .select()
    .from(webhookSubscriptions)
    .where(eq(webhookSubscriptions.ownerId, caller.id))
    .orderBy(webhookSubscriptions.createdAt, webhookSubscriptions.id);
  return rows.map(toSubscriptionDto);
}

export async function getSubscription(deps: Deps, caller: SessionUser, id: string) {
  return toSubscriptionDto(await ownSubscription(deps, caller, id));
}

export async function updateSubscription(
  deps: Deps,
  caller: SessionUser,
  id: string,
  input: { url?: string; eventTypes?: WebhookEventType[]; description?: string; enabled?: boolean },
) {
  await ownSubscription(deps, caller, id);
  if (input.url !== undefined) await checkUrl(deps, input.url);
  const [row] = await deps.db
    .update(webhookSubscriptions)
    .set({
      ...(input.url !== undefined && { url: input.url }),
      ...(input.eventTypes !== undefined && { eventTypes: dedupe(input.eventTypes) }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.enabled !== undefined && { enabled: input.enabled }),
      ...(input.enabled === true && { disabledReason: null }),
      updatedAt: deps.now(),
    })
    .where(and(eq(webhookSubscriptions.id, id), eq(webhookSubscriptions.ownerId, caller.id)))
    .returning();
  if (!row) throw notFound('whatWebhook');
  return toSubscriptionDto(row);
}

export async function deleteSubscription(deps: Deps, caller: SessionUser, id: string) {
  await ownSubscription(deps, caller, id);
  await deps.db
    .delete(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.id, id), eq(webhookSubscriptions.ownerId, caller.id)));
}

const disabledConflict = () => new AppError('CONFLICT', msg('subscriptionDisabled'));

/** Queues a `webhook.test` event for this subscription only. */
export async function sendTest(deps: Deps, caller: SessionUser, id: string) {
  const subscription = await ownSubscription(deps, caller, id);
  if (!subscription.enabled) throw disabledConflict();
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [event] = await insertOutboxEvents(
      tx,
      [
        {
          type: 'webhook.test',
          orderId: null,
          medicalCompany: null,
          data: { subscriptionId: id, message: 'A test event from Tawreed' },
        },
      ],
      now,
      id,
    );
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({ subscriptionId: id, eventId: event!.id, orderId: null, nextAttemptAt: now })
      .returning({ id: webhookDeliveries.id });
    return { eventId: event!.msgId, deliveryId: delivery!.id };
  });
}

/** Queues any event the subscription may receive once more (same webhook-id, so receivers can dedupe). */
export async function replay(
  deps: Deps,
  caller: SessionUser,
  id: string,
  input: { eventId?: string; deliveryId?: number },
) {
  const subscription = await ownSubscription(deps, caller, id);
  let eventRowId: number | undefined;
  if (input.deliveryId !== undefined) {
    const [delivery] = await deps.db
      .select({ eventId: webhookDeliveries.eventId })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, input.deliveryId), eq(webhookDeliveries.subscriptionId, id)));
    eventRowId = delivery?.eventId;
  }
  const [event] = await deps.db
    .select()
    .from(webhookEvents)
    .where(
      eventRowId !== undefined
        ? eq(webhookEvents.id, eventRowId)
        : eq(webhookEvents.msgId, input.eventId ?? ''),
    );
  const mayReceive =
    event &&
    (event.subscriptionId !== null
      ? event.subscriptionId === id
      : event.medicalCompany !== null &&
        canViewOrder({ medicalCompany: event.medicalCompany }, toActor(caller)));
  if (!event || !mayReceive) throw notFound('whatEvent');
  if (!subscription.enabled) throw disabledConflict();
  const [delivery] = await deps.db
    .insert(webhookDeliveries)
    .values({
      subscriptionId: id,
      eventId: event.id,
      orderId: event.orderId,
      nextAttemptAt: deps.now(),
      replay: true,
    })
    .returning({ id: webhookDeliveries.id });
  return { eventId: event.msgId, deliveryId: delivery!.id };
}

/** The delivery log, newest attempt first. */
export async function listAttempts(
  deps: Deps,
  caller: SessionUser,
  id: string,
  query: { limit: number; before?: number },
) {
  await ownSubscription(deps, caller, id);
  const rows = await deps.db
    .select({
      attempt: webhookAttempts,
      msgId: webhookEvents.msgId,
      type: webhookEvents.type,
      replay: webhookDeliveries.replay,
    })
    .from(webhookAttempts)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookAttempts.eventId))
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
    .where(
      and(
        eq(webhookAttempts.subscriptionId, id),
        query.before !== undefined ? lt(webhookAttempts.id, query.before) : undefined,
      ),
    )
    .orderBy(desc(webhookAttempts.id))
    .limit(query.limit);
  return {
    attempts: rows.map(({ attempt, msgId, type, replay: replayed }) => ({
      id: attempt.id,
      deliveryId: attempt.deliveryId,
      eventId: msgId,
      eventType: type,
      attempt: attempt.attempt,
      startedAt: attempt.startedAt.toISOString(),
      durationMs: attempt.durationMs,
      statusCode: attempt.statusCode,
      responseBody: attempt.responseBody,
      error: attempt.error,
      succeeded: attempt.succeeded,
      replay: replayed,
    })),
    nextBefore: rows.length === query.limit ? (rows.at(-1)?.attempt.id ?? null) : null,
  };
}
