import { lookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { english, type Message, msg } from '@tawreed/domain';
import { ipv6Groups } from '../../http/ipv6.js';

/**
 * Where a webhook may go unless WEBHOOK_ALLOW_PRIVATE=true: global unicast addresses only
 * (issue 27). IPv4: everything but the blocks of IANA's IPv4 Special-Purpose Address Registry
 * that are not globally reachable, the deprecated 6to4 relay anycast block, multicast and the
 * reserved 240/4 (broadcast included). IPv6: only the global unicast space 2000::/3 less the
 * special-purpose blocks inside it (IETF protocol assignments 2001::/23, documentation
 * 2001:db8::/32 and 3fff::/20, SRv6 SIDs 5f00::/16); everything outside it (loopback,
 * unspecified, IPv4-compatible ::/96, NAT64 local-use 64:ff9b:1::/48, discard-only 100::/64,
 * unique-local fc00::/7, site-local fec0::/10, link-local fe80::/10, multicast ff00::/8) is
 * refused. An IPv4 address carried in an IPv6 one is judged as that IPv4 address: mapped
 * ::ffff:0:0/96, NAT64 64:ff9b::/96, 6to4 2002::/16 (bits 16-47) and Teredo 2001::/32 (the
 * server in bits 32-63 and the client, XOR'd, in the last 32 bits: both must be global).
 */
const NOT_GLOBAL_V4 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (CGN)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, limited broadcast included
] as const) {
  NOT_GLOBAL_V4.addSubnet(net, prefix, 'ipv4');
}
const GLOBAL_UNICAST_V6 = new BlockList();
GLOBAL_UNICAST_V6.addSubnet('2000::', 3, 'ipv6');
const NOT_GLOBAL_V6 = new BlockList();
for (const [net, prefix] of [
  ['2001::', 23], // IETF protocol assignments (Teredo 2001::/32 is unwrapped before)
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['5f00::', 16], // segment routing (SRv6) SIDs
] as const) {
  NOT_GLOBAL_V6.addSubnet(net, prefix, 'ipv6');
}

/** The 16 bytes of an IPv6 address (a zone "%eth0" ignored), or null when it is not one. */
function ipv6Bytes(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, '');
  if (isIP(text) !== 6) return null;
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const groups = ipv6Groups(text);
  if (groups.length !== 8) return null;
  return groups.flatMap((group) => {
    const value = Number.parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

const v4 = (bytes: number[]) => bytes.join('.');
const startsWith = (bytes: number[], prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);
const isGlobalV4 = (address: string) => !NOT_GLOBAL_V4.check(address, 'ipv4');

/** True when `address` (IPv4 or IPv6) is a global unicast address a webhook may reach. */
export function isGlobalAddress(address: string): boolean {
  if (isIP(address) === 4) return isGlobalV4(address);
  const bytes = ipv6Bytes(address);
  if (!bytes) return false;
  const last32 = bytes.slice(12);
  // IPv4-mapped ::ffff:a.b.c.d and NAT64's well-known prefix 64:ff9b::/96.
  if (startsWith(bytes, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff])) return isGlobalV4(v4(last32));
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0])) return isGlobalV4(v4(last32));
  // 6to4: 2002:AABB:CCDD::/48 carries A.B.C.D.
  if (startsWith(bytes, [0x20, 0x02])) return isGlobalV4(v4(bytes.slice(2, 6)));
  // Teredo 2001:0::/32: the server's IPv4, then the client's, XOR'd with ones.
  if (startsWith(bytes, [0x20, 0x01, 0, 0])) {
    return isGlobalV4(v4(bytes.slice(4, 8))) && isGlobalV4(v4(last32.map((byte) => byte ^ 0xff)));
  }
  const canonical = address.replace(/%.*$/, '');
  return GLOBAL_UNICAST_V6.check(canonical, 'ipv6') && !NOT_GLOBAL_V6.check(canonical, 'ipv6');
}

/** True for an address no webhook may reach by default: anything but global unicast. */
export function isPrivateAddress(address: string): boolean {
  return !isGlobalAddress(address);
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
    return msg('webhookUrlInvalid');
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) {
    return msg('webhookHttpsOnly');
  }
  if (url.username || url.password) return msg('webhookNoCredentials');
  if (allowPrivate) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: Array<{ address: string }>;
  try {
    addresses = await resolveAll(host);
  } catch {
    return msg('webhookHostUnresolved', { host });
  }
  if (!addresses.length) return msg('webhookHostUnresolved', { host });
  if (addresses.some((entry) => isPrivateAddress(entry.address))) {
    return msg('webhookNotGlobal');
  }
  return null;
}

/** A lookup for the connection itself that refuses private addresses (no DNS rebinding between check and connect). */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { all: true, family: options.family }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const refused = !allowPrivate && addresses.find((entry) => isPrivateAddress(entry.address));
      if (refused || !addresses.length) {
        return callback(new TargetRefused(english(msg('webhookNotGlobal'))) as NodeJS.ErrnoException, '', 0);
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
