/**
 * Server frames as bytes on the wire: encoded once per event, however many sockets receive
 * them, and written to a socket several at a time.
 */
import { WebSocket } from 'ws';
import type { ServerFrame } from './frames.js';

/** A server frame encoded once, however many sockets receive it. */
export interface Encoded {
  /** The JSON text's bytes. */
  payload: Buffer;
  /** The same as one whole websocket text message (header and payload), as ws frames it. */
  wire: Buffer;
}

const TEXT = { binary: false } as const;

export function encodeFrame(frame: ServerFrame): Encoded {
  const payload = Buffer.from(JSON.stringify(frame));
  // RFC 6455 §5.2, as a server sends it: FIN and the text opcode, no mask, then the length in
  // 7 bits, or 126 and 16 bits, or 127 and 64 bits.
  const length = payload.length;
  const header = Buffer.alloc(length < 126 ? 2 : length < 65536 ? 4 : 10);
  header[0] = 0x81;
  if (length < 126) header[1] = length;
  else if (length < 65536) {
    header[1] = 126;
    header.writeUInt16BE(length, 2);
  } else {
    header[1] = 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  return { payload, wire: Buffer.concat([header, payload]) };
}

/**
 * What of ws's socket the fan-out reads: the connection and the sender's state and queue. ws
 * frames every message anew and writes its header and payload as a corked two-part write;
 * one buffer framed once per event saves each socket both.
 */
interface WsInternals {
  _socket?: { write(chunk: Buffer): boolean };
  _sender?: { _state?: number; _queue?: unknown[] };
}

/** The messages as one buffer: their whole frames, one after another. */
const joinWire = (messages: Encoded[]) =>
  messages.length === 1 ? messages[0]!.wire : Buffer.concat(messages.map((m) => m.wire));

/**
 * Writes `messages` to the socket in one write (`joined`: joinWire(messages), when the caller
 * has it already) when ws has nothing of its own waiting (it queues only while compressing,
 * which this server does not offer, or reading a Blob), else hands them to ws one by one.
 */
export function writeFrames(socket: WebSocket, messages: Encoded[], joined?: Buffer) {
  if (socket.readyState !== WebSocket.OPEN || !messages.length) return;
  const { _socket: stream, _sender: sender } = socket as unknown as WsInternals;
  if (stream && sender?._state === 0 && sender._queue?.length === 0)
    stream.write(joined ?? joinWire(messages));
  else for (const message of messages) socket.send(message.payload, TEXT);
}

/**
 * Frames waiting for the end of this turn, per socket. The events of one change arrive
 * together (an order's update, the credit and stock it moved, the notifications it sent):
 * each socket then gets all of them in one write, not one write (a system call) per frame.
 * Sockets queued the same frames in the same order (every socket of an audience, as a
 * broadcast reaches them one after another) share one joined buffer.
 */
export class FrameQueue<C extends { socket: WebSocket }> {
  private readonly pending = new Map<C, Encoded[]>();

  push(client: C, message: Encoded) {
    const queued = this.pending.get(client);
    if (queued) return void queued.push(message);
    if (!this.pending.size) queueMicrotask(this.flush);
    this.pending.set(client, [message]);
  }

  private readonly flush = () => {
    let last: Encoded[] = [];
    let joined: Buffer | undefined;
    try {
      for (const [client, messages] of this.pending) {
        if (!sameMessages(messages, last)) {
          last = messages;
          joined = joinWire(messages);
        }
        writeFrames(client.socket, messages, joined);
      }
    } finally {
      // Emptied whatever happened: a turn's queue left full would never be flushed again.
      this.pending.clear();
    }
  };

  clear() {
    this.pending.clear();
  }
}

function sameMessages(a: Encoded[], b: Encoded[]) {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
