import { WebSocket } from 'ws';
import type { RunningServer } from '../src/server.js';

export interface Frame {
  type: string;
  [key: string]: unknown;
}

/** A websocket that records every frame, for asserting what a user did or did not receive. */
export class LiveSocket {
  readonly frames: Frame[] = [];
  readonly socket: WebSocket;
  readonly opened: Promise<void>;
  closeCode: number | null = null;

  constructor(url: string, headers: Record<string, string>) {
    this.socket = new WebSocket(url, { headers });
    this.socket.on('message', (data) => this.frames.push(JSON.parse(data.toString()) as Frame));
    this.socket.on('close', (code) => {
      this.closeCode = code;
    });
    this.opened = new Promise((resolve, reject) => {
      this.socket.once('open', () => resolve());
      this.socket.once('unexpected-response', (_req, res) =>
        reject(new Error(`upgrade refused: ${res.statusCode}`)),
      );
      this.socket.once('error', reject);
    });
  }

  send(frame: Frame) {
    this.socket.send(JSON.stringify(frame));
  }

  of(type: string) {
    return this.frames.filter((frame) => frame.type === type);
  }

  /** Resolves with the first frame matching, or rejects after `ms`. */
  async waitFor(predicate: (frame: Frame) => boolean, ms = 10_000): Promise<Frame> {
    const started = Date.now();
    while (Date.now() - started < ms) {
      const found = this.frames.find(predicate);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(
      `no matching frame within ${ms} ms; got ${JSON.stringify(this.frames.map((f) => f.type))}`,
    );
  }

  close() {
    this.socket.close();
  }
}

export function wsUrl(server: RunningServer) {
  return `ws://127.0.0.1:${server.port}/ws`;
}

/** Signs in over real HTTP and answers the session cookie. */
export async function sessionCookie(server: RunningServer, email: string, password: string) {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`login failed ${res.status}`);
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}

export async function apiToken(server: RunningServer, email: string, password: string) {
  const cookie = await sessionCookie(server, email, password);
  const res = await fetch(`${server.url}/api/auth/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: server.url },
    body: JSON.stringify({ name: 'live test' }),
  });
  return ((await res.json()) as { token: string }).token;
}

export async function api(
  server: RunningServer,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return fetch(`${server.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
}
