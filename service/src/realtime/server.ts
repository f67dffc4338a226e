import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type Actor, canViewOrder, canViewStock } from '@tawreed/domain';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { WebSocket, WebSocketServer } from 'ws';
import { apiTokens, orders, sessions } from '../db/schema.js';
import type { ServiceEvent } from '../events/types.js';
import * as authRepo from '../features/auth/repository.js';
import { hashSecret, SESSION_COOKIE } from '../features/auth/secrets.js';
import { toSessionUser } from '../features/auth/service.js';
import { toNotificationDto } from '../features/notifications/index.js';
import * as notificationsRepo from '../features/notifications/repository.js';
import { toActor, toAttachmentDto, toHistoryDto } from '../features/orders/mapping.js';
import * as ordersRepo from '../features/orders/repository.js';
import type { Deps, SessionUser } from '../http/context.js';
import { type ServerFrame, subscribeOrderFrame, unsubscribeOrderFrame } from './frames.js';
import { PresenceTracker } from './presence.js';

export const WS_PATH = '/ws';
/** Client frames are tiny ({type, orderId}); anything bigger is refused by ws itself. */
const MAX_FRAME_BYTES = 4096;
const MAX_SUBSCRIPTIONS = 200;

interface Client {
  socket: WebSocket;
  user: SessionUser;
  actor: Actor;
  credentialHash: string;
  via: 'cookie' | 'token';
  subscriptions: Set<string>;
  missedPongs: number;
}

export interface RealtimeOptions {
  heartbeatMs?: number;
  instanceId?: string;
}

export interface Realtime {
  presence: PresenceTracker;
  connectionCount(): number;
  close(): Promise<void>;
}

function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header?.split(';') ?? []) {
    const index = part.indexOf('=');
    if (index > 0) cookies.set(part.slice(0, index).trim(), decodeURIComponent(part.slice(index + 1).trim()));
  }
  return cookies;
}

function refuse(socket: Duplex, status: 401 | 403 | 404, text: string) {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * The live channel of DESIGN §5 on the service's own port: authenticated by the session
 * cookie (from the portal's origin only) or a bearer token; each socket receives only events
 * about orders its user can see, and subscription-scoped events only for subscribed orders.
 */
export function attachRealtime(server: Server, deps: Deps, options: RealtimeOptions = {}): Realtime {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const clients = new Set<Client>();
  const presence = new PresenceTracker(deps.db, options.instanceId ?? randomUUID(), deps.now);

  async function authenticate(
    request: IncomingMessage,
  ): Promise<Omit<Client, 'socket' | 'subscriptions' | 'missedPongs'> | 401 | 403> {
    const bearer = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (bearer) {
      const found = await authRepo.findLiveTokenUser(deps.db, hashSecret(bearer));
      if (!found) return 401;
      const user = toSessionUser(found.user);
      return { user, actor: toActor(user), credentialHash: hashSecret(bearer), via: 'token' };
    }
    const cookie = parseCookies(request.headers.cookie).get(SESSION_COOKIE);
    if (!cookie) return 401;
    const host = request.headers.host ?? '';
    const proto = (request.headers['x-forwarded-proto'] as string | undefined) ?? 'http';
    const expected = deps.config.PUBLIC_ORIGIN ?? `${proto}://${host}`;
    if (request.headers.origin !== expected) return 403;
    const row = await authRepo.findLiveSessionUser(deps.db, hashSecret(cookie), deps.now());
    if (!row) return 401;
    const user = toSessionUser(row);
    return { user, actor: toActor(user), credentialHash: hashSecret(cookie), via: 'cookie' };
  }

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path !== WS_PATH) {
      refuse(socket, 404, 'Not Found');
      return;
    }
    authenticate(request)
      .then((result) => {
        if (result === 401) return refuse(socket, 401, 'Unauthorized');
        if (result === 403) return refuse(socket, 403, 'Forbidden');
        wss.handleUpgrade(request, socket, head, (ws) => {
          const client: Client = { ...result, socket: ws, subscriptions: new Set(), missedPongs: 0 };
          register(client);
        });
      })
      .catch((err: Error) => {
        deps.logger.error('websocket upgrade failed', { error: err.message });
        refuse(socket, 401, 'Unauthorized');
      });
  }

  function send(client: Client, frame: ServerFrame) {
    if (client.socket.readyState === WebSocket.OPEN) client.socket.send(JSON.stringify(frame));
  }

  /** One serialisation per event, however many sockets receive it. */
  function broadcast(targets: Client[], frame: ServerFrame) {
    const text = JSON.stringify(frame);
    for (const client of targets) if (client.socket.readyState === WebSocket.OPEN) client.socket.send(text);
  }

  function register(client: Client) {
    clients.add(client);
    client.socket.on('pong', () => {
      client.missedPongs = 0;
    });
    client.socket.on('message', (data, isBinary) => {
      if (isBinary) return send(client, { type: 'error', message: 'Frames are JSON text' });
      void handleFrame(client, data.toString()).catch((err: Error) =>
        deps.logger.warn('websocket frame failed', { error: err.message }),
      );
    });
    client.socket.on('close', () => {
      clients.delete(client);
      void presence.disconnected(client.user.id).catch(() => undefined);
    });
    client.socket.on('error', () => client.socket.terminate());
    // 'ready' once the socket counts as online, so whoever asks after it sees the user online
    // (on PostgreSQL the presence write and a later query may otherwise take different connections).
    void presence
      .connected(client.user.id)
      .catch(() => undefined)
      .then(() => send(client, { type: 'ready', userId: client.user.id }));
  }

  async function handleFrame(client: Client, text: string) {
    let frame: { type?: unknown } | null;
    try {
      frame = JSON.parse(text);
    } catch {
      return send(client, { type: 'error', message: 'Malformed frame' });
    }
    // The frames' schemas (frames.ts) decide; an unsubscribe without a usable id is a no-op.
    if (frame?.type === 'unsubscribe:order') {
      const unsubscribe = unsubscribeOrderFrame.safeParse(frame);
      if (unsubscribe.success) client.subscriptions.delete(unsubscribe.data.orderId);
      return;
    }
    if (frame?.type !== 'subscribe:order')
      return send(client, { type: 'error', message: 'Unknown frame type' });
    const subscribe = subscribeOrderFrame.safeParse(frame);
    if (!subscribe.success) return send(client, { type: 'error', message: 'orderId must be an order id' });
    const { orderId } = subscribe.data;
    if (client.subscriptions.size >= MAX_SUBSCRIPTIONS) {
      return send(client, { type: 'error', message: 'Too many subscriptions' });
    }
    const [order] = await deps.db
      .select({ medicalCompany: orders.medicalCompany })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!order || !canViewOrder(order, client.actor)) {
      return send(client, { type: 'error', code: 'NOT_FOUND', message: 'Order not found', orderId });
    }
    client.subscriptions.add(orderId);
    send(client, { type: 'subscribed', orderId });
  }

  const visibleTo = (company: string) =>
    [...clients].filter((client) => canViewOrder({ medicalCompany: company }, client.actor));
  const subscribersOf = (orderId: string, company: string) =>
    visibleTo(company).filter((client) => client.subscriptions.has(orderId));

  async function deliver(event: ServiceEvent) {
    switch (event.type) {
      case 'order:created':
        broadcast(visibleTo(event.medicalCompany), { type: event.type, orderId: event.orderId });
        return;
      case 'order:updated':
        broadcast(visibleTo(event.medicalCompany), {
          type: event.type,
          orderId: event.orderId,
          status: event.status,
          version: event.version,
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
        for (const client of targets)
          send(client, { type: event.type, orderId: event.orderId, entry: toHistoryDto(entry) });
        return;
      }
      case 'order:attachment:new': {
        const targets = subscribersOf(event.orderId, event.medicalCompany);
        if (!targets.length) return;
        const file = (await ordersRepo.findOrderFiles(deps.db, event.orderId)).find(
          (row) => row.id === event.attachmentId,
        );
        if (!file) return;
        for (const client of targets) {
          send(client, { type: event.type, orderId: event.orderId, attachment: toAttachmentDto(file) });
        }
        return;
      }
      case 'notification': {
        const targets = [...clients].filter((client) => client.user.id === event.userId);
        if (!targets.length) return;
        const row = await notificationsRepo.findForUser(deps.db, event.userId, event.notificationId);
        if (!row) return;
        const dto = toNotificationDto(row);
        for (const client of targets) {
          send(client, {
            type: 'notification',
            id: dto.id,
            severity: dto.severity,
            message: dto.message,
            orderId: dto.orderId,
          });
        }
        return;
      }
      case 'stock:changed':
        broadcast(
          [...clients].filter((client) => canViewStock(client.actor)),
          { type: event.type, itemCode: event.itemCode, lotIds: event.lotIds, reason: event.reason },
        );
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
        const targets = [...clients].filter((client) => client.user.id === event.userId);
        if (!targets.length) return;
        const row = await authRepo.findUserById(deps.db, event.userId);
        for (const client of targets) {
          if (!row?.activatedAt || row.disabledAt) {
            client.socket.close(4001, 'Session ended');
            continue;
          }
          client.user = toSessionUser(row);
          client.actor = toActor(client.user);
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
    const cookieHashes = [...clients].filter((c) => c.via === 'cookie').map((c) => c.credentialHash);
    const tokenHashes = [...clients].filter((c) => c.via === 'token').map((c) => c.credentialHash);
    const live = new Set<string>();
    if (cookieHashes.length) {
      const rows = await deps.db
        .select({ hash: sessions.tokenHash })
        .from(sessions)
        .where(
          and(
            inArray(sessions.tokenHash, cookieHashes),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, deps.now()),
          ),
        );
      for (const row of rows) live.add(row.hash);
    }
    if (tokenHashes.length) {
      const rows = await deps.db
        .select({ hash: apiTokens.tokenHash })
        .from(apiTokens)
        .where(and(inArray(apiTokens.tokenHash, tokenHashes), isNull(apiTokens.revokedAt)));
      for (const row of rows) live.add(row.hash);
    }
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

  server.on('upgrade', onUpgrade);

  return {
    presence,
    connectionCount: () => clients.size,
    async close() {
      clearInterval(heartbeat);
      unsubscribe();
      server.off('upgrade', onUpgrade);
      for (const client of clients) client.socket.terminate();
      clients.clear();
      wss.close();
      await presence.close().catch(() => undefined);
    },
  };
}
