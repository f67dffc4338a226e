import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import type { ServerFrame } from './frames.js';
import { encodeFrame, FrameQueue, writeFrames } from './wire.js';

let server: WebSocketServer;
let url: string;
const accepted: WebSocket[] = [];
beforeAll(async () => {
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  server.on('connection', (socket) => accepted.push(socket));
  await new Promise((resolve) => server.once('listening', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function connect() {
  const before = accepted.length;
  const client = new WebSocket(url);
  const received: Array<{ text: string; binary: boolean }> = [];
  client.on('message', (data: Buffer, binary: boolean) => received.push({ text: data.toString(), binary }));
  await new Promise((resolve) => client.once('open', resolve));
  while (accepted.length === before) await new Promise((resolve) => setTimeout(resolve, 5));
  return { client, server: accepted[accepted.length - 1]!, received };
}

const stock = (lots: number): ServerFrame => ({
  type: 'stock:changed',
  itemCode: 'BI-00001',
  lotIds: Array.from({ length: lots }, (_, i) => `lot-${i}-٢٠٢٦`),
  reason: 'receipt',
});

it('frames of every length class (7-bit, 16-bit, 64-bit) written together arrive as the same text messages, in order', async () => {
  const { client, server: socket, received } = await connect();
  // 44 bytes, about 300, about 2,700 and about 110,000 (Arabic digits: more bytes than characters).
  const frames: ServerFrame[] = [{ type: 'ready', userId: 'u-1' }, stock(10), stock(150), stock(6000)];
  const encoded = frames.map(encodeFrame);
  expect(encoded.map((m) => m.wire.length - m.payload.length)).toEqual([2, 4, 4, 10]);
  writeFrames(socket, encoded);
  writeFrames(socket, [encoded[0]!]);
  while (received.length < 5) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(received.map((m) => m.binary)).toEqual([false, false, false, false, false]);
  expect(received.map((m) => JSON.parse(m.text))).toEqual([...frames, frames[0]]);
  client.close();
});

it('after the socket closed, writes nothing and does not throw', async () => {
  const { client, server: socket } = await connect();
  client.close();
  await new Promise((resolve) => socket.once('close', resolve));
  expect(() => writeFrames(socket, [encodeFrame({ type: 'ready', userId: 'u-2' })])).not.toThrow();
});

it('a turn’s frames reach each socket in the order queued, sockets queuing different frames included', async () => {
  const sockets = [await connect(), await connect(), await connect()];
  const [a, b, c] = [{ type: 'ready', userId: 'a' }, stock(2), { type: 'ready', userId: 'c' }].map((frame) =>
    encodeFrame(frame as ServerFrame),
  );
  const queue = new FrameQueue<{ socket: WebSocket }>();
  const [first, second, third] = sockets.map(({ server: socket }) => ({ socket }));
  // Two sockets queue the same frames (one joined buffer between them), one differs after the first.
  for (const [client, message] of [
    [first, a],
    [second, a],
    [third, a],
    [first, b],
    [second, b],
    [third, c],
  ] as const)
    queue.push(client!, message!);
  for (const { received } of sockets)
    while (received.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
  const texts = sockets.map(({ received }) =>
    received.map((m) => JSON.parse(m.text).type + (JSON.parse(m.text).userId ?? '')),
  );
  expect(texts).toEqual([
    ['readya', 'stock:changed'],
    ['readya', 'stock:changed'],
    ['readya', 'readyc'],
  ]);
  for (const { client } of sockets) client.close();
});
