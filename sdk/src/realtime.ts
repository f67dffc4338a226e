import { REALTIME_POLICY } from '@tawreed/domain';
import type { components } from './generated/realtime.js';

type Frames = components['schemas'];
/** A frame the service sends, generated from openapi/asyncapi.json (DESIGN §5). */
export type ServerFrame = Frames['ServerFrame'];
/** A frame a client sends. */
export type ClientFrame = Frames['ClientFrame'];

/** Server -> client frames by type, without the `type` field (what handlers receive). */
export type RealtimeEvents = { [F in ServerFrame as F['type']]: Omit<F, 'type'> };
export type RealtimeEventType = keyof RealtimeEvents;
export type RealtimeStatus = 'connecting' | 'connected' | 'disconnected' | 'closed';

/**
 * An event handler property as both WebSocket implementations declare it: checked as a method
 * (bivariantly), so the browser's `(ev: CloseEvent) => any` and the `ws` package's
 * `(event: WebSocket.CloseEvent) => void` both fit without a cast.
 */
type Handler<E> = { bivarianceHack(event: E): unknown }['bivarianceHack'];

/** The part of the WebSocket API the client uses: the browser's, or the `ws` package's in Node. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: Handler<unknown> | null;
  onclose: Handler<{ code: number; reason: string }> | null;
  onerror: Handler<unknown> | null;
  onmessage: Handler<{ data: unknown }> | null;
}

/**
 * A WebSocket class: the browser's global `WebSocket`, or `WebSocket` from the `ws` package in
 * Node (which, unlike the browser's, sends the token's Authorization header).
 */
export type WebSocketConstructor = new (
  url: string,
  protocols: string[],
  options: { headers: Record<string, string> },
) => WebSocketLike;

export type WebSocketFactory = (url: string, headers: Record<string, string>) => WebSocketLike;

export interface RealtimePolicy {
  timeoutMs: number;
  reconnectDelayMs: number;
  reconnectDelayMaxMs: number;
  randomization: number;
}

export interface RealtimeClientOptions {
  /** ws:// or wss:// URL of /ws; in the browser, defaults to the page's own host. */
  url?: string;
  /** API token (Node clients); browsers use the session cookie. */
  token?: string;
  /**
   * The WebSocket class to use; defaults to the global one (browsers). In Node pass the `ws`
   * package's: `import { WebSocket } from 'ws'` then `{ WebSocket }`.
   */
  WebSocket?: WebSocketConstructor;
  /** Full control over the socket (tests); takes precedence over `WebSocket`. */
  createSocket?: WebSocketFactory;
  policy?: Partial<RealtimePolicy>;
  /** Injected for tests; defaults to Math.random. */
  random?: () => number;
}

const OPEN = 1;

/** Delay before reconnect attempt n (0-based): exponential from the base to the cap, with jitter. */
export function reconnectDelay(attempt: number, policy: RealtimePolicy, random = Math.random): number {
  const base = Math.min(policy.reconnectDelayMs * 2 ** attempt, policy.reconnectDelayMaxMs);
  const jitter = base * policy.randomization;
  return Math.round(Math.min(base - jitter + random() * 2 * jitter, policy.reconnectDelayMaxMs));
}

function defaultUrl(): string {
  const location = (globalThis as { location?: { protocol: string; host: string } }).location;
  if (!location) throw new Error('Pass url: there is no page location outside a browser');
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

/**
 * The live connection (SPEC §7/§9, DESIGN §5): typed events, order subscriptions kept across
 * reconnects, and reconnection with SPEC §9's policy (unlimited attempts).
 */
export function createRealtimeClient(options: RealtimeClientOptions = {}) {
  const policy: RealtimePolicy = { ...REALTIME_POLICY, ...options.policy };
  const url = options.url ?? defaultUrl();
  const headers: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
  const Socket = options.WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
  if (!options.createSocket && !Socket) {
    throw new Error('There is no global WebSocket here: pass `WebSocket` (from the `ws` package in Node 20)');
  }
  const createSocket: WebSocketFactory =
    options.createSocket ??
    ((target, socketHeaders) => new (Socket as WebSocketConstructor)(target, [], { headers: socketHeaders }));
  const handlers = new Map<string, Set<(payload: never) => void>>();
  const statusHandlers = new Set<(status: RealtimeStatus) => void>();
  const subscriptions = new Set<string>();
  let socket: WebSocketLike | null = null;
  let status: RealtimeStatus = 'disconnected';
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let connectTimer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const setStatus = (next: RealtimeStatus) => {
    if (status === next) return;
    status = next;
    for (const handler of statusHandlers) handler(next);
  };

  const sendFrame = (frame: ClientFrame) => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(frame));
  };

  const scheduleReconnect = () => {
    if (stopped || retryTimer) return;
    const delay = reconnectDelay(attempt, policy, options.random);
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      open();
    }, delay);
  };

  function open() {
    if (stopped) return;
    setStatus('connecting');
    let current: WebSocketLike;
    try {
      current = createSocket(url, headers);
    } catch {
      setStatus('disconnected');
      scheduleReconnect();
      return;
    }
    socket = current;
    connectTimer = setTimeout(() => current.close(4000, 'Connection timed out'), policy.timeoutMs);
    current.onopen = () => {
      if (connectTimer) clearTimeout(connectTimer);
      attempt = 0;
      setStatus('connected');
      for (const orderId of subscriptions) sendFrame({ type: 'subscribe:order', orderId });
    };
    current.onmessage = (event) => {
      let frame: { type?: string };
      try {
        frame = JSON.parse(String(event.data));
      } catch {
        return;
      }
      const { type, ...payload } = frame;
      for (const handler of handlers.get(type ?? '') ?? []) (handler as (p: unknown) => void)(payload);
    };
    current.onerror = () => {
      // Errors are followed by close; reconnection happens there.
    };
    current.onclose = () => {
      if (connectTimer) clearTimeout(connectTimer);
      if (socket === current) socket = null;
      if (stopped) return;
      setStatus('disconnected');
      scheduleReconnect();
    };
  }

  return {
    connect() {
      stopped = false;
      if (!socket && !retryTimer) open();
    },
    get status() {
      return status;
    },
    on<T extends RealtimeEventType>(type: T, handler: (payload: RealtimeEvents[T]) => void): () => void {
      const set = handlers.get(type) ?? new Set();
      set.add(handler as (payload: never) => void);
      handlers.set(type, set);
      return () => set.delete(handler as (payload: never) => void);
    },
    onStatus(handler: (status: RealtimeStatus) => void): () => void {
      statusHandlers.add(handler);
      return () => statusHandlers.delete(handler);
    },
    subscribe(orderId: string) {
      subscriptions.add(orderId);
      sendFrame({ type: 'subscribe:order', orderId });
    },
    unsubscribe(orderId: string) {
      subscriptions.delete(orderId);
      sendFrame({ type: 'unsubscribe:order', orderId });
    },
    close() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      if (connectTimer) clearTimeout(connectTimer);
      retryTimer = null;
      socket?.close(1000, 'Client closed');
      socket = null;
      setStatus('closed');
    },
  };
}

export type RealtimeClient = ReturnType<typeof createRealtimeClient>;
