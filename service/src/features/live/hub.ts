import { randomUUID } from 'node:crypto';
import {
  type Actor,
  canViewCredit,
  canViewOrder,
  type Lang,
  msg,
  render,
  stepChangesExposure,
} from '@tawreed/domain';
import { eq } from 'drizzle-orm';
import { type WebSocket, WebSocketServer } from 'ws';
import { toActor, toSessionUser } from '../../auth-core/credentials.js';
import { orders } from '../../db/schema.js';
import type { ServiceEvent } from '../../events/types.js';
import type { Deps, SessionUser } from '../../http/context.js';
import { PresenceTracker } from '../../realtime/presence.js';
import * as authRepo from '../auth/repository.js';
import { orderAccountNo } from '../clients/repository.js';
import { noticeInLanguage, toNotificationDto } from '../notifications/index.js';
import * as notificationsRepo from '../notifications/repository.js';
import { toAttachmentDto, toHistoryDto } from '../orders/mapping.js';
import * as ordersRepo from '../orders/repository.js';
import { Audience } from './audience.js';
import { liveCredentials } from './credentials.js';
import { type ServerFrame, subscribeOrderFrame, unsubscribeOrderFrame } from './frames.js';
import { type Encoded, encodeFrame as encode, FrameQueue } from './wire.js';

export const WS_PATH = '/ws';
/** Client frames are tiny ({type, orderId}); anything bigger is refused by ws itself. */
const MAX_FRAME_BYTES = 4096;
const MAX_SUBSCRIPTIONS = 200;

/** Who opened a socket, as the session middleware resolved them (the HTTP sign-in path). */
export interface LiveCaller {
  user: SessionUser;
  credentialHash: string;
  via: 'cookie' | 'token';
  /** The upgrade request's language (DESIGN §9): notifications are rendered in it. */
  lang: Lang;
}

export interface LiveClient extends LiveCaller {
  socket: WebSocket;
  actor: Actor;
  subscriptions: Set<string>;
  missedPongs: number;
}

export interface RealtimeOptions {
  heartbeatMs?: number;
  instanceId?: string;
}

export interface Realtime {
  /** The websocket server @hono/node-server hands the upgrades of the `/ws` route to. */
  server: WebSocketServer;
  presence: PresenceTracker;
  connectionCount(): number;
  /** Registers a socket the `/ws` route accepted; answers what receive and disconnect take. */
  connect(socket: WebSocket, caller: LiveCaller): LiveClient;
  /** A frame the client sent: a string when it was text. */
  receive(client: LiveClient, data: unknown): void;
  disconnect(client: LiveClient): void;
  close(): Promise<void>;
}

/**
 * The live channel of DESIGN §5: each socket receives only events about orders its user can
 * see, and subscription-scoped events only for subscribed orders. Sign-in and the origin check
 * are the HTTP session middleware's (the `/ws` route in index.ts sits behind it).
 */
export function createRealtime(deps: Deps, options: RealtimeOptions = {}): Realtime {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const clients = new Set<LiveClient>();
  const presence = new PresenceTracker(deps.db, options.instanceId ?? randomUUID(), deps.now);

  const audience = new Audience<LiveClient>();
  const { byUser, stockViewers, creditViewers } = audience;

  const queue = new FrameQueue<LiveClient>();
  const write = (client: LiveClient, message: Encoded) => queue.push(client, message);

  function send(client: LiveClient, frame: ServerFrame) {
    write(client, encode(frame));
  }

  /** One serialisation per event, however many sockets receive it. */
  function broadcast(targets: Iterable<LiveClient>, frame: ServerFrame) {
    let message: Encoded | undefined;
    for (const client of targets) {
      message ??= encode(frame);
      write(client, message);
    }
  }

  function connect(socket: WebSocket, caller: LiveCaller): LiveClient {
    const client: LiveClient = {
      ...caller,
      socket,
      actor: toActor(caller.user),
      subscriptions: new Set(),
      missedPongs: 0,
    };
    clients.add(client);
    audience.add(client);
    socket.on('pong', () => {
      client.missedPongs = 0;
    });
    // 'ready' once the socket counts as online, so whoever asks after it sees the user online
    // (on PostgreSQL the presence write and a later query may otherwise take different connections).
    void presence
      .connected(client.user.id)
      .catch(() => undefined)
      .then(() => send(client, { type: 'ready', userId: client.user.id }));
    return client;
  }

  function receive(client: LiveClient, data: unknown) {
    if (typeof data !== 'string')
      return send(client, { type: 'error', message: render(client.lang, msg('framesJsonText')) });
    void handleFrame(client, data).catch((err: Error) =>
      deps.logger.warn('websocket frame failed', { error: err.message }),
    );
  }

  function disconnect(client: LiveClient) {
    if (!clients.delete(client)) return;
    audience.remove(client);
    for (const orderId of client.subscriptions) audience.unsubscribe(orderId, client);
    void presence.disconnected(client.user.id).catch(() => undefined);
  }

  async function handleFrame(client: LiveClient, text: string) {
    let frame: { type?: unknown } | null;
    try {
      frame = JSON.parse(text);
    } catch {
      return send(client, { type: 'error', message: render(client.lang, msg('malformedFrame')) });
    }
    // The frames' schemas (frames.ts) decide; an unsubscribe without a usable id is a no-op.
    if (frame?.type === 'unsubscribe:order') {
      const unsubscribe = unsubscribeOrderFrame.safeParse(frame);
      if (unsubscribe.success && client.subscriptions.delete(unsubscribe.data.orderId))
        audience.unsubscribe(unsubscribe.data.orderId, client);
      return;
    }
    if (frame?.type !== 'subscribe:order')
      return send(client, { type: 'error', message: render(client.lang, msg('unknownFrameType')) });
    const subscribe = subscribeOrderFrame.safeParse(frame);
    if (!subscribe.success)
      return send(client, { type: 'error', message: render(client.lang, msg('orderIdFormat')) });
    const { orderId } = subscribe.data;
    if (client.subscriptions.size >= MAX_SUBSCRIPTIONS) {
      return send(client, { type: 'error', message: render(client.lang, msg('tooManySubscriptions')) });
    }
    const [order] = await deps.db
      .select({ medicalCompany: orders.medicalCompany })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!order || !canViewOrder(order, client.actor)) {
      return send(client, {
        type: 'error',
        code: 'NOT_FOUND',
        message: render(client.lang, msg('orderNotFound')),
        orderId,
      });
    }
    // Gone while the order was read: nothing to file.
    if (!clients.has(client)) return;
    client.subscriptions.add(orderId);
    audience.subscribe(orderId, client);
    send(client, { type: 'subscribed', orderId });
  }

  const visibleTo = (company: string) => audience.visibleTo(company);
  const subscribersOf = (orderId: string, company: string) => audience.subscribersOf(orderId, company);

  async function deliver(event: ServiceEvent) {
    switch (event.type) {
      case 'order:created':
        broadcast(visibleTo(event.medicalCompany), { type: event.type, orderId: event.orderId });
        return;
      case 'order:updated': {
        broadcast(visibleTo(event.medicalCompany), {
          type: event.type,
          orderId: event.orderId,
          status: event.status,
          version: event.version,
          timestamp: event.timestamp,
        });
        // Approved, delivered, rejected after approval, withdrawn: the client's exposure moved.
        if (
          !creditViewers.size ||
          !stepChangesExposure({ ...event, from: event.fromStatus, to: event.status })
        )
          return;
        const accountNo =
          event.accountNo === undefined ? await orderAccountNo(deps.db, event.orderId) : event.accountNo;
        if (accountNo)
          broadcast(creditViewers, { type: 'client:credit', accountNo, timestamp: event.timestamp });
        return;
      }
      case 'client:credit':
        broadcast(creditViewers, {
          type: event.type,
          accountNo: event.accountNo,
          timestamp: event.timestamp,
        });
        return;
      case 'order:ready':
      case 'order:printed':
      case 'order:deleted':
        broadcast(visibleTo(event.medicalCompany), { type: event.type, orderId: event.orderId });
        return;
      case 'order:history:new': {
        const targets = subscribersOf(event.orderId, event.medicalCompany);
        if (!targets.length) return;
        const entry = (await ordersRepo.findHistory(deps.db, event.orderId)).find(
          (row) => row.entry.id === event.entryId,
        );
        if (!entry) return;
        // A credit override in the entry is for staff only (DESIGN §11): one frame per kind of viewer.
        for (const seesCredit of [true, false]) {
          const group = targets.filter((client) => canViewCredit(client.actor) === seesCredit);
          const [first] = group;
          if (first)
            broadcast(group, {
              type: event.type,
              orderId: event.orderId,
              entry: toHistoryDto(entry, first.actor),
            });
        }
        return;
      }
      case 'order:attachment:new': {
        const targets = subscribersOf(event.orderId, event.medicalCompany);
        if (!targets.length) return;
        const file = (await ordersRepo.findOrderFiles(deps.db, event.orderId)).find(
          (row) => row.id === event.attachmentId,
        );
        if (!file) return;
        broadcast(targets, { type: event.type, orderId: event.orderId, attachment: toAttachmentDto(file) });
        return;
      }
      case 'notification': {
        if (!byUser.has(event.userId)) return;
        // Told from the event when it says what the notification says (no read, so it goes out
        // in the same write as the change's other frames), else from its row.
        const row = event.notice
          ? null
          : await notificationsRepo.findForUser(deps.db, event.userId, event.notificationId);
        const targets = byUser.get(event.userId);
        if ((!event.notice && !row) || !targets) return;
        // Rendered and encoded once per language among the user's sockets.
        const rendered = new Map<Lang, Encoded>();
        for (const client of targets) {
          let message = rendered.get(client.lang);
          if (!message) {
            const {
              id,
              severity,
              message: text,
              key,
              params,
              orderId,
            } = row
              ? toNotificationDto(row, client.lang)
              : noticeInLanguage(event.notificationId, event.notice!, client.lang);
            message = encode({ type: 'notification', id, severity, message: text, key, params, orderId });
            rendered.set(client.lang, message);
          }
          write(client, message);
        }
        return;
      }
      case 'stock:changed':
        broadcast(stockViewers, {
          type: event.type,
          itemCode: event.itemCode,
          lotIds: event.lotIds,
          reason: event.reason,
        });
        return;
      case 'session:revoked':
        for (const client of clients) {
          if (
            client.credentialHash === event.credentialHash ||
            (event.userId && client.user.id === event.userId)
          ) {
            client.socket.close(4001, 'Session ended');
          }
        }
        return;
      case 'account:changed': {
        // A new role or sales-rep mark changes what the account's open sockets may hear, at once.
        if (!byUser.has(event.userId)) return;
        const row = await authRepo.findUserById(deps.db, event.userId);
        for (const client of [...(byUser.get(event.userId) ?? [])]) {
          if (!row?.activatedAt || row.disabledAt) {
            client.socket.close(4001, 'Session ended');
            continue;
          }
          audience.remove(client);
          client.user = toSessionUser(row);
          client.actor = toActor(client.user);
          audience.add(client);
        }
        return;
      }
    }
  }

  const unsubscribe = deps.events.subscribe((event) => {
    void deliver(event).catch((err: Error) =>
      deps.logger.warn('event delivery failed', { error: err.message }),
    );
  });

  /** Closes sockets whose session or token was revoked elsewhere (admin, another instance). */
  async function revalidate() {
    const live = await liveCredentials(deps.db, clients, deps.now());
    for (const client of clients)
      if (!live.has(client.credentialHash)) client.socket.close(4001, 'Session ended');
  }

  const heartbeat = setInterval(() => {
    for (const client of clients) {
      // Two missed pongs in a row: the peer is gone (one may just be a busy moment).
      if (client.missedPongs >= 2) {
        client.socket.terminate();
        continue;
      }
      client.missedPongs += 1;
      client.socket.ping();
    }
    void presence.heartbeat().catch(() => undefined);
    void revalidate().catch(() => undefined);
  }, options.heartbeatMs ?? 30_000);
  heartbeat.unref();

  return {
    server: wss,
    presence,
    connect,
    receive,
    disconnect,
    connectionCount: () => clients.size,
    async close() {
      clearInterval(heartbeat);
      unsubscribe();
      for (const client of clients) client.socket.terminate();
      clients.clear();
      queue.clear();
      audience.clear();
      wss.close();
      await presence.close().catch(() => undefined);
    },
  };
}
