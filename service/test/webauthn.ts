/**
 * A software authenticator for tests (DESIGN §13): an ES256 key made with node:crypto, 'none'
 * attestation, a discoverable credential and a signature counter. It answers the options the
 * service hands out as a browser would pass an authenticator's answer on, from `origin`.
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

type Cbor = number | string | Buffer | Cbor[] | Map<Cbor, Cbor> | { [key: string]: Cbor };

/** The few CBOR shapes an attestation needs (RFC 8949): integers, text, bytes, arrays, maps. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
    if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
    const out = Buffer.alloc(5);
    out[0] = (major << 5) | 26;
    out.writeUInt32BE(length, 1);
    return out;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');
const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest();

/** User present, user verified, attested credential data included. */
const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
export interface RequestOptions {
  challenge: string;
  rpId?: string;
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private userHandle: string | null = null;
  /** The signature counter; each assertion moves it on. */
  counter = 0;

  constructor(private readonly origin = 'http://tawreed.test') {}

  get id() {
    return b64url(this.credentialId);
  }

  /** The COSE form of the public key (EC2, ES256, P-256). */
  private cosePublicKey(): Buffer {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    return cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  private clientData(type: string, challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The answer of navigator.credentials.create(options) (RegistrationResponseJSON). */
  register(options: CreationOptions, at: { origin?: string; rpId?: string } = {}) {
    const rpId = at.rpId ?? options.rp.id!;
    this.userHandle = options.user.id;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAG_UP | FLAG_UV | FLAG_AT]),
      counter,
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      this.cosePublicKey(),
    ]);
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, at.origin ?? this.origin);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(cbor({ fmt: 'none', attStmt: {}, authData })),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /**
   * The answer of navigator.credentials.get(options) (AuthenticationResponseJSON), signed
   * with the next counter unless `counter` says otherwise.
   */
  assert(
    options: RequestOptions,
    at: { origin?: string; rpId?: string; counter?: number; userVerified?: boolean } = {},
  ) {
    this.counter = at.counter ?? this.counter + 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const flags = FLAG_UP | (at.userVerified === false ? 0 : FLAG_UV);
    const authData = Buffer.concat([sha256(at.rpId ?? options.rpId!), Buffer.from([flags]), counter]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, at.origin ?? this.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
    };
  }
}

/** Minimal client shape the helpers need (TestClient). */
interface Client {
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
}

/** Registers a new software passkey for the signed-in client; answers it and the service's answer. */
export async function addPasskey(client: Client, name = 'Test key', authenticator = new SoftAuthenticator()) {
  const options = await client.post('/api/auth/mfa/passkeys/options');
  if (options.status !== 200) throw new Error(`options failed: ${options.status} ${await options.text()}`);
  const credential = authenticator.register((await options.json()) as CreationOptions);
  const res = await client.post('/api/auth/mfa/passkeys', { name, credential });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { passkey: { id: string; name: string }; recoveryCodes: string[] };
  return { authenticator, ...body };
}

/** Signs in (or completes a pending sign-in) with `authenticator`; answers the service's answer. */
export async function passkeySignIn(
  client: Client,
  authenticator: SoftAuthenticator,
  headers?: Record<string, string>,
) {
  const options = await client.post('/api/auth/login/passkey/options', undefined, headers);
  if (options.status !== 200) throw new Error(`options failed: ${options.status} ${await options.text()}`);
  const credential = authenticator.assert((await options.json()) as RequestOptions);
  return client.post('/api/auth/login/passkey', { credential }, headers);
}

/**
 * An answer of `authenticator` to a confirmation challenge handed to the signed-in client: the
 * `credential` that confirms removing one of its factors.
 */
export async function confirmationAnswer(
  client: Client,
  authenticator: SoftAuthenticator,
  at?: Parameters<SoftAuthenticator['assert']>[1],
) {
  const options = await client.post('/api/auth/mfa/confirm/passkey/options');
  if (options.status !== 200) throw new Error(`options failed: ${options.status} ${await options.text()}`);
  return authenticator.assert((await options.json()) as RequestOptions, at);
}
