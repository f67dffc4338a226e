import { lookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { english, type Message, msg } from '@tawreed/domain';

/** Where a webhook may not go unless WEBHOOK_ALLOW_PRIVATE=true: private, loopback, link-local and the like. */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv6');
}

/** True for an address no webhook may reach by default (an IPv4-mapped IPv6 address is checked as IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = address.toLowerCase().match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family === 6) return PRIVATE.check(address, 'ipv6') || address.toLowerCase().startsWith('::ffff:');
  return true;
}

export class TargetRefused extends Error {}

function resolveAll(hostname: string): Promise<Array<{ address: string; family: number }>> {
  return new Promise((resolve, reject) =>
    lookup(hostname, { all: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))),
  );
}

/**
 * Why `raw` may not be a webhook URL, or null: https only (http too when private targets are
 * allowed), no credentials, and every address the host resolves to must be public.
 */
export async function refuseTarget(raw: string, allowPrivate: boolean): Promise<Message | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return msg('urlNotValid');
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) {
    return msg('urlMustHttps');
  }
  if (url.username || url.password) return msg('urlNoCredentials');
  if (allowPrivate) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: Array<{ address: string }>;
  try {
    addresses = await resolveAll(host);
  } catch {
    return msg('hostUnresolved', { host });
  }
  if (!addresses.length) return msg('hostUnresolved', { host });
  if (addresses.some((entry) => isPrivateAddress(entry.address))) {
    return msg('urlPrivate');
  }
  return null;
}

/** A lookup for the connection itself that refuses private addresses (no DNS rebinding between check and connect). */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { all: true, family: options.family }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const refused = !allowPrivate && addresses.find((entry) => isPrivateAddress(entry.address));
      if (refused || !addresses.length) {
        return callback(
          new TargetRefused('The host resolves to a private address') as NodeJS.ErrnoException,
          '',
          0,
        );
      }
      if (options.all)
        return (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

export interface SendResult {
  statusCode: number | null;
  /** The first 1 KB of the answer's body. */
  body: string | null;
  error: string | null;
  durationMs: number;
}

export const RESPONSE_KEPT_BYTES = 1024;

/**
 * One POST of a webhook: no redirects followed (a 3xx is a failure), the whole attempt within
 * `timeoutMs`, only the first 1 KB of the answer read. Never throws.
 */
export async function postWebhook(
  raw: string,
  headers: Record<string, string>,
  body: string,
  options: { timeoutMs: number; allowPrivate: boolean },
): Promise<SendResult> {
  const started = performance.now();
  const done = (result: Omit<SendResult, 'durationMs'>): SendResult => ({
    ...result,
    durationMs: Math.round(performance.now() - started),
  });
  // The address check counts against the attempt's time: a host whose DNS answers slowly must
  // not hold the delivery past its lease.
  let lookupTimer: NodeJS.Timeout | undefined;
  const refusal = await Promise.race([
    refuseTarget(raw, options.allowPrivate),
    new Promise<string>((resolve) => {
      lookupTimer = setTimeout(() => resolve(`Timed out after ${options.timeoutMs} ms`), options.timeoutMs);
    }),
  ]).finally(() => clearTimeout(lookupTimer));
  // A delivery's error is kept for the operator's log, in English.
  if (refusal)
    return done({
      statusCode: null,
      body: null,
      error: typeof refusal === 'string' ? refusal : english(refusal),
    });
  const remainingMs = Math.max(1, options.timeoutMs - (performance.now() - started));
  const url = new URL(raw);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(done(result));
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Tawreed-Webhooks/1',
        },
        lookup: guardedLookup(options.allowPrivate),
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        const answer = () => {
          const text = Buffer.concat(chunks)
            .subarray(0, RESPONSE_KEPT_BYTES)
            .toString('utf8')
            .replace(/\0/g, '');
          const status = response.statusCode ?? 0;
          const ok = status >= 200 && status < 300;
          finish({
            statusCode: status,
            body: text,
            error: ok
              ? null
              : status >= 300 && status < 400
                ? `Redirect (${status}) not followed`
                : `HTTP ${status}`,
          });
          response.destroy();
        };
        response.on('data', (chunk: Buffer) => {
          if (kept < RESPONSE_KEPT_BYTES) chunks.push(chunk);
          kept += chunk.length;
          if (kept >= RESPONSE_KEPT_BYTES) answer();
        });
        response.on('end', answer);
        response.on('error', (err) =>
          finish({ statusCode: response.statusCode ?? null, body: null, error: err.message }),
        );
      },
    );
    const timer = setTimeout(() => {
      request.destroy(new Error(`Timed out after ${options.timeoutMs} ms`));
    }, remainingMs);
    request.on('error', (err) =>
      finish({ statusCode: null, body: null, error: err.message || 'Connection failed' }),
    );
    request.end(body);
  });
}
