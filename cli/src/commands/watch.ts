import {
  createRealtimeClient,
  orderStatusLabel,
  type RealtimeEvents,
  type RealtimeEventType,
  TawreedApiError,
  unwrap,
} from '@tawreed/sdk';
import type { Command } from 'commander';
import { z } from 'zod';
import { listOption, listValue } from '../choices.js';
import { EXIT } from '../errors.js';
import { intOption, parseOptions } from '../options.js';
import { dim, type Io, print, printErr, shortId, timeOfDay } from '../output.js';
import { connect } from '../session.js';
import type { Act } from './types.js';

/** The events a user sees (DESIGN §5); the handshake frames (ready, subscribed) are not printed. */
const EVENT_TYPES = [
  'order:created',
  'order:updated',
  'order:history:new',
  'order:attachment:new',
  'order:ready',
  'order:printed',
  'order:deleted',
  'notification',
  'error',
] as const satisfies readonly RealtimeEventType[];
type WatchedType = (typeof EVENT_TYPES)[number];

export function registerWatchCommand(program: Command, io: Io, act: Act) {
  program
    .command('watch')
    .description('print live events about the orders you can see (reconnects on its own; Ctrl-C to stop)')
    .option('--order <ids...>', 'also subscribe to these orders (history and attachment events)')
    .addOption(listOption('--events <types>', 'event types', EVENT_TYPES))
    .option('--count <n>', 'stop after this many events')
    .option('--json', 'one JSON object per line: {"type": ..., ...payload}')
    .action(act((options) => watch(io, options)));
}

const watchOptions = z.object({
  order: z.array(z.string().uuid('use full order ids')).default([]),
  events: listValue(EVENT_TYPES, 'event').optional(),
  count: intOption(1, 1_000_000).optional(),
  json: z.boolean().default(false),
});

/** One readable line per event. */
function describe(type: WatchedType, payload: RealtimeEvents[WatchedType]): string {
  const e = payload as Partial<RealtimeEvents['order:updated']> &
    Partial<RealtimeEvents['notification']> & { entry?: { action: string; comment: string | null } } & {
      attachment?: { attachmentType: string; fileName: string };
    };
  const order = e.orderId ? shortId(e.orderId) : '';
  switch (type) {
    case 'order:updated':
      return `${order}  now ${orderStatusLabel(e.status ?? '')} (version ${e.version})`;
    case 'order:history:new':
      return `${order}  ${e.entry?.action}${e.entry?.comment ? `: ${e.entry.comment}` : ''}`;
    case 'order:attachment:new':
      return `${order}  ${e.attachment?.attachmentType}: ${e.attachment?.fileName}`;
    case 'notification':
      return `${e.severity}: ${e.message}${order ? ` (${order})` : ''}`;
    case 'error':
      return `${(payload as RealtimeEvents['error']).message}`;
    default:
      return order;
  }
}

const wsUrl = (url: string) => `${url.replace(/^http/, 'ws')}/ws`;

async function watch(io: Io, raw: unknown) {
  const options = parseOptions(watchOptions, raw);
  const { client, url, token } = await connect(io.env);
  // Fail fast on a wrong URL or a revoked token: the socket itself would just keep retrying.
  const me = await unwrap(client.GET('/api/auth/me'));
  // Loaded here only: no other command needs a websocket.
  const { WebSocket } = await import('ws');
  const realtime = createRealtimeClient({
    url: wsUrl(url),
    token,
    WebSocket,
  });
  const types = options.events ?? EVENT_TYPES;
  let seen = 0;
  let stopped = false;

  return new Promise<typeof EXIT.ok>((resolve, reject) => {
    const stop = (error?: unknown) => {
      if (stopped) return;
      stopped = true;
      realtime.close();
      io.offInterrupt(interrupted);
      if (error) reject(error);
      else resolve(EXIT.ok);
    };
    // Signal handlers get the signal's name as an argument: not an error.
    const interrupted = () => stop();
    io.onInterrupt(interrupted);
    let connectedOnce = false;
    realtime.onStatus((status) => {
      if (status === 'connected') {
        if (!connectedOnce) printErr(io, dim(io, `Watching ${url} as ${me.email} (Ctrl-C to stop)`));
        else printErr(io, dim(io, 'Reconnected.'));
        connectedOnce = true;
      } else if (status === 'disconnected') {
        printErr(io, dim(io, 'Disconnected; reconnecting…'));
        // The socket retries forever; a revoked token would never get back in, so stop on a 401.
        unwrap(client.GET('/api/auth/me')).catch((err: unknown) => {
          if (err instanceof TawreedApiError && err.status === 401) stop(err);
        });
      }
    });
    for (const type of types) {
      realtime.on(type, (payload) => {
        if (stopped) return;
        if (options.json) print(io, JSON.stringify({ type, ...payload }));
        else print(io, `${timeOfDay(io, new Date())}  ${type.padEnd(20)} ${describe(type, payload)}`);
        seen += 1;
        if (options.count && seen >= options.count) stop();
      });
    }
    for (const orderId of options.order) realtime.subscribe(orderId);
    realtime.connect();
  });
}
