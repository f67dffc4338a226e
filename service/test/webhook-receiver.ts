import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  path: string;
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  payload: { type: string; timestamp: string; data: Record<string, unknown> };
  receivedAt: number;
}

/** What the receiver answers one request with (status, body, delay, or never). */
export type Responder = (
  request: Received,
  count: number,
) => { status: number; body?: string; headers?: Record<string, string>; delayMs?: number } | 'hang';

/** A real HTTP receiver on 127.0.0.1 that records every webhook it gets. */
export class WebhookReceiver {
  readonly received: Received[] = [];
  private readonly hanging = new Set<ServerResponse>();
  private server: Server;
  url = '';
  respond: Responder = () => ({ status: 200, body: 'ok' });

  private constructor() {
    this.server = createServer((req, res) => this.handle(req, res));
  }

  static async start(respond?: Responder) {
    const receiver = new WebhookReceiver();
    if (respond) receiver.respond = respond;
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    receiver.url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}`;
    return receiver;
  }

  private handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const entry: Received = {
        path: req.url ?? '/',
        id: String(req.headers['webhook-id'] ?? ''),
        timestamp: String(req.headers['webhook-timestamp'] ?? ''),
        signature: String(req.headers['webhook-signature'] ?? ''),
        body,
        payload: JSON.parse(body),
        receivedAt: Date.now(),
      };
      this.received.push(entry);
      const answer = this.respond(entry, this.received.length);
      if (answer === 'hang') {
        this.hanging.add(res);
        return;
      }
      const send = () => {
        res.writeHead(answer.status, { 'content-type': 'text/plain', ...answer.headers });
        res.end(answer.body ?? '');
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  }

  at(path: string) {
    return this.received.filter((entry) => entry.path === path);
  }

  /** Every request verified with the standardwebhooks library against the secret; throws on a bad one. */
  verified(secret: string, path?: string) {
    const webhook = new Webhook(secret);
    return (path ? this.at(path) : this.received).map((entry) => {
      webhook.verify(entry.body, {
        'webhook-id': entry.id,
        'webhook-timestamp': entry.timestamp,
        'webhook-signature': entry.signature,
      });
      return entry;
    });
  }

  async close() {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
