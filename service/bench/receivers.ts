/**
 * The realtime bench's receiving sockets in a process of their own, as thin as a socket can be
 * (bench/realtime.ts forks it). Real clients are other machines: each reads its frame as it
 * comes. The bench's own ws sockets, in its own process, read, decode and parse 1,000 sockets'
 * frames one after another, so the later sockets' arrival times include the reading of the
 * earlier ones; here a socket's arrival time is taken when its bytes are read, before anything
 * else is done with them, and the frames are decoded only once every socket has its frame.
 *
 * A plain TCP connection speaking RFC 6455 (the upgrade, then unmasked server frames; pings are
 * answered) with the caller's bearer token. Messages from the parent:
 *   { type: 'open', url, token, count }  -> { type: 'opened', count }
 *   { type: 'expect', orderId }          -> { type: 'armed' }, then { type: 'received', latencies }
 *   { type: 'close' }                    -> the sockets end, and so does the process
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';

type Command =
  | { type: 'open'; url: string; token: string; count: number }
  | { type: 'expect'; orderId: string }
  | { type: 'close' };

interface Receiver {
  socket: net.Socket;
  /** Bytes read and not yet decoded. */
  chunks: Buffer[];
  /** When the bytes holding the awaited frame were read (0: not yet). */
  arrived: number;
}

const receivers: Receiver[] = [];
/** The order whose `order:updated` frame every socket awaits now, as its bytes on the wire. */
let awaited: Buffer | null = null;
let awaitedId = '';
let pending = 0;

const reply = (message: unknown) => process.send?.(message);

/** The upgrade, as a server reading it must see it; answers the socket once it is open. */
function open(url: URL, token: string): Promise<Receiver> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname);
    socket.setNoDelay(true);
    let head = Buffer.alloc(0);
    const onHead = (chunk: Buffer) => {
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      socket.off('data', onHead);
      if (!/^HTTP\/1\.1 101/.test(head.subarray(0, end).toString('latin1'))) {
        socket.destroy();
        return reject(new Error(`upgrade refused: ${head.subarray(0, end).toString('latin1')}`));
      }
      const receiver: Receiver = { socket, chunks: [], arrived: 0 };
      const rest = head.subarray(end + 4);
      if (rest.length) receiver.chunks.push(rest);
      socket.on('data', (data: Buffer) => {
        const now = Date.now();
        receiver.chunks.push(data);
        if (data[0] === 0x89) answerPings(receiver.socket, data);
        if (!awaited || receiver.arrived) return;
        // The frame split across two reads (rare): found in the bytes read since `expect`.
        if (
          data.includes(awaited) ||
          (receiver.chunks.length > 1 && Buffer.concat(receiver.chunks).includes(awaited))
        ) {
          receiver.arrived = now;
          if (--pending === 0) done();
        }
      });
      resolve(receiver);
    };
    socket.on('data', onHead);
    socket.once('error', reject);
    socket.once('connect', () => {
      socket.write(
        `GET ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n` +
          `Authorization: Bearer ${token}\r\n\r\n`,
      );
    });
  });
}

/** The whole frames in `bytes` (a partial frame at the end is left out). */
function frames(chunks: Buffer[]): Array<{ opcode: number; payload: Buffer }> {
  let bytes = Buffer.concat(chunks);
  const out: Array<{ opcode: number; payload: Buffer }> = [];
  for (;;) {
    if (bytes.length < 2) break;
    let length = bytes[1]! & 0x7f;
    let offset = 2;
    if (length === 126) {
      if (bytes.length < 4) break;
      length = bytes.readUInt16BE(2);
      offset = 4;
    } else if (length === 127) {
      if (bytes.length < 10) break;
      length = Number(bytes.readBigUInt64BE(2));
      offset = 10;
    }
    if (bytes.length < offset + length) break;
    out.push({ opcode: bytes[0]! & 0x0f, payload: bytes.subarray(offset, offset + length) });
    bytes = bytes.subarray(offset + length);
  }
  return out;
}

/** A pong for each ping of a read (masked, as a client's frames must be): the service's heartbeat. */
function answerPings(socket: net.Socket, data: Buffer) {
  for (const frame of frames([data])) {
    if (frame.opcode !== 0x9) continue;
    const mask = randomBytes(4);
    const masked = Buffer.from(frame.payload.map((byte, i) => byte ^ mask[i % 4]!));
    socket.write(Buffer.concat([Buffer.from([0x8a, 0x80 | masked.length]), mask, masked]));
  }
}

/** Every socket has its frame: now decode them, and answer each socket's latency. */
function done() {
  const latencies: number[] = [];
  for (const receiver of receivers) {
    const frame = frames(receiver.chunks)
      .filter(({ opcode }) => opcode === 0x1)
      .map(
        ({ payload }) =>
          JSON.parse(payload.toString('utf8')) as { type: string; orderId?: string; timestamp?: string },
      )
      .find((parsed) => parsed.type === 'order:updated' && parsed.orderId === awaitedId);
    if (!frame?.timestamp) throw new Error(`a socket read ${awaitedId} but not its order:updated frame`);
    latencies.push(receiver.arrived - Date.parse(frame.timestamp));
    receiver.arrived = 0;
    receiver.chunks = [];
  }
  awaited = null;
  reply({ type: 'received', latencies });
}

process.on('message', async (command: Command) => {
  if (command.type === 'open') {
    const url = new URL('/ws', command.url.replace(/^http/, 'ws'));
    for (let i = 0; i < command.count; i += 50) {
      const batch = Array.from({ length: Math.min(50, command.count - i) }, () => open(url, command.token));
      receivers.push(...(await Promise.all(batch)));
    }
    reply({ type: 'opened', count: receivers.length });
  } else if (command.type === 'expect') {
    // Whatever the sockets read before (their 'ready', earlier changes) is dropped unread.
    for (const receiver of receivers) receiver.chunks = [];
    awaitedId = command.orderId;
    // The frame as the service writes it (hub.ts): its type, then its order.
    awaited = Buffer.from(`{"type":"order:updated","orderId":"${command.orderId}"`);
    pending = receivers.length;
    reply({ type: 'armed' });
  } else if (command.type === 'close') {
    for (const receiver of receivers) receiver.socket.destroy();
    process.disconnect?.();
  }
});
