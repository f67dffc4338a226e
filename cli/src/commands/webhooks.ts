import { type components, type TawreedClient, unwrap, WEBHOOK_EVENT_TYPES } from '@tawreed/sdk';
import type { Command } from 'commander';
import { z } from 'zod';
import { EXIT } from '../errors.js';
import { byIdPrefix } from '../lookup.js';
import { intOption, jsonFlag, parseOptions } from '../options.js';
import { bold, dateTime, dim, green, type Io, print, printJson, red, table } from '../output.js';
import { connect, connectForJson } from '../session.js';
import type { Act } from './types.js';

type Subscription = components['schemas']['WebhookSubscription'];

const EVENTS_HELP = `event types (comma-separated, default all): ${WEBHOOK_EVENT_TYPES.join(', ')}`;

/** `tawreed webhooks add|list|test|deliveries|replay|remove` (DESIGN §10). */
export function registerWebhookCommands(program: Command, io: Io, act: Act) {
  const webhooks = program
    .command('webhooks')
    .description("push order events to a partner's URL (Standard Webhooks), see the delivery log, replay");

  webhooks
    .command('add')
    .description('subscribe a URL; prints the signing secret once')
    .argument('<url>', 'https URL that receives the events')
    .option('--events <types>', EVENTS_HELP)
    .option('--description <text>', 'a note for yourself (e.g. which system it feeds)')
    .option('--json', 'print the subscription (with its secret) as JSON')
    .action(act((url: string, options) => add(io, url, options)));

  webhooks
    .command('list')
    .description('your subscriptions')
    .option('--json', 'print them as JSON')
    .action(act((options) => list(io, options)));

  webhooks
    .command('test')
    .description('send a webhook.test event to a subscription')
    .argument('<id>', 'subscription id (or the start of it)')
    .option('--json', 'print the queued event as JSON')
    .action(act((id: string, options) => test(io, id, options)));

  webhooks
    .command('deliveries')
    .description('the delivery log of a subscription, newest attempt first')
    .argument('<id>', 'subscription id (or the start of it)')
    .option('--limit <n>', 'how many attempts (1-200)', '20')
    .option('--json', 'print the attempts as JSON')
    .action(act((id: string, options) => deliveries(io, id, options)));

  webhooks
    .command('replay')
    .description('send an event again (its webhook-id, e.g. msg_…, or a delivery number from the log)')
    .argument('<id>', 'subscription id (or the start of it)')
    .argument('<event>', 'event id (msg_…) or delivery number')
    .option('--json', 'print the queued delivery as JSON')
    .action(act((id: string, event: string, options) => replay(io, id, event, options)));

  webhooks
    .command('remove')
    .description('delete a subscription with its log')
    .argument('<id>', 'subscription id (or the start of it)')
    .option('--json', 'print the result as JSON')
    .action(act((id: string, options) => remove(io, id, options)));
}

const eventsOption = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return [...WEBHOOK_EVENT_TYPES];
    const types = value
      .split(',')
      .map((type) => type.trim())
      .filter(Boolean);
    const unknown = types.find((type) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(type));
    if (unknown || !types.length) {
      ctx.addIssue({
        code: 'custom',
        message: `unknown event type ${unknown ?? '(none)'}; use ${EVENTS_HELP}`,
      });
      return z.NEVER;
    }
    return types as (typeof WEBHOOK_EVENT_TYPES)[number][];
  });

/** A full id, or the unique subscription whose id starts with it. */
async function resolveSubscription(client: TawreedClient, given: string): Promise<Subscription> {
  const { subscriptions } = await unwrap(client.GET('/api/webhooks'));
  return byIdPrefix(subscriptions, given, 'subscription', 'subscriptions');
}

const state = (io: Io, s: Subscription) => (s.enabled ? green(io, 'enabled') : red(io, 'disabled'));

async function add(io: Io, url: string, raw: unknown) {
  const options = parseOptions(
    z.object({ events: eventsOption, description: z.string().max(500).optional(), json: jsonFlag }),
    raw,
  );
  const { client } = await connect(io.env);
  const created = await unwrap(
    client.POST('/api/webhooks', {
      body: {
        url,
        eventTypes: options.events,
        ...(options.description && { description: options.description }),
      },
    }),
  );
  if (options.json) printJson(io, created);
  else {
    print(io, `Subscribed ${created.url} (${created.id}) to ${created.eventTypes.join(', ')}.`);
    print(io, `Signing secret (shown only now, keep it safe): ${bold(io, created.secret)}`);
  }
  return EXIT.ok;
}

async function list(io: Io, raw: unknown) {
  const { json, client } = await connectForJson(io.env, raw);
  const { subscriptions } = await unwrap(client.GET('/api/webhooks'));
  if (json) printJson(io, subscriptions);
  else if (!subscriptions.length)
    print(io, 'No webhook subscriptions. Add one with `tawreed webhooks add <url>`.');
  else {
    print(
      io,
      table(
        ['ID', 'STATE', 'URL', 'EVENTS', 'DESCRIPTION'],
        subscriptions.map((s) => [
          s.id,
          state(io, s),
          s.url,
          s.eventTypes.length === WEBHOOK_EVENT_TYPES.length ? 'all' : s.eventTypes.join(','),
          s.description,
        ]),
      ),
    );
    for (const s of subscriptions.filter((one) => one.disabledReason)) {
      print(io, dim(io, `${s.id}: ${s.disabledReason}`));
    }
  }
  return EXIT.ok;
}

async function test(io: Io, id: string, raw: unknown) {
  const { json, client } = await connectForJson(io.env, raw);
  const subscription = await resolveSubscription(client, id);
  const queued = await unwrap(
    client.POST('/api/webhooks/{id}/test', { params: { path: { id: subscription.id } } }),
  );
  if (json) printJson(io, queued);
  else
    print(
      io,
      `Queued webhook.test ${queued.eventId} to ${subscription.url}; see \`tawreed webhooks deliveries ${subscription.id.slice(0, 8)}\`.`,
    );
  return EXIT.ok;
}

async function deliveries(io: Io, id: string, raw: unknown) {
  const options = parseOptions(z.object({ limit: intOption(1, 200), json: jsonFlag }), raw);
  const { client } = await connect(io.env);
  const subscription = await resolveSubscription(client, id);
  const page = await unwrap(
    client.GET('/api/webhooks/{id}/deliveries', {
      params: { path: { id: subscription.id }, query: { limit: options.limit } },
    }),
  );
  if (options.json) printJson(io, page.attempts);
  else if (!page.attempts.length) print(io, 'No attempts yet.');
  else {
    print(
      io,
      table(
        ['TIME', 'DELIVERY', 'EVENT', 'TYPE', 'TRY', 'STATUS', 'MS', 'RESULT'],
        page.attempts.map((a) => [
          dateTime(io, a.startedAt, false),
          String(a.deliveryId),
          a.eventId,
          a.eventType,
          `${a.attempt}${a.replay ? ' (replay)' : ''}`,
          a.statusCode === null ? '-' : String(a.statusCode),
          String(a.durationMs),
          a.succeeded ? green(io, 'ok') : red(io, (a.error ?? 'failed').slice(0, 60)),
        ]),
        { right: [1, 4, 6] },
      ),
    );
  }
  return EXIT.ok;
}

async function replay(io: Io, id: string, event: string, raw: unknown) {
  const { json, client } = await connectForJson(io.env, raw);
  const subscription = await resolveSubscription(client, id);
  const body = /^\d+$/.test(event) ? { deliveryId: Number(event) } : { eventId: event };
  const queued = await unwrap(
    client.POST('/api/webhooks/{id}/replay', { params: { path: { id: subscription.id } }, body }),
  );
  if (json) printJson(io, queued);
  else print(io, `Queued ${queued.eventId} again to ${subscription.url} (delivery ${queued.deliveryId}).`);
  return EXIT.ok;
}

async function remove(io: Io, id: string, raw: unknown) {
  const { json, client } = await connectForJson(io.env, raw);
  const subscription = await resolveSubscription(client, id);
  await unwrap(client.DELETE('/api/webhooks/{id}', { params: { path: { id: subscription.id } } }));
  if (json) printJson(io, { removed: subscription.id });
  else print(io, `Removed the subscription ${subscription.id} (${subscription.url}).`);
  return EXIT.ok;
}
