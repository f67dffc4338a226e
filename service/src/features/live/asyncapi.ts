/**
 * The realtime channel (DESIGN §5) as an AsyncAPI 3.0 document, generated from the frames' zod
 * schemas (frames.ts). Served at /asyncapi.json; committed as openapi/asyncapi.json by
 * `pnpm generate` (and checked by `pnpm generate:check`).
 */
import { z } from '@hono/zod-openapi';
import { SESSION_COOKIE } from '../../auth-core/secrets.js';
import { OPENAPI_INFO } from '../../http/openapi-info.js';
import { FRAME_SCHEMAS } from './frames.js';
import { WS_PATH } from './hub.js';

type Json = Record<string, unknown>;
type Name = keyof typeof FRAME_SCHEMAS;

const SEND: Name[] = ['SubscribeOrderFrame', 'UnsubscribeOrderFrame'];
const RECEIVE: Name[] = [
  'ReadyFrame',
  'SubscribedFrame',
  'ErrorFrame',
  'OrderCreatedFrame',
  'OrderUpdatedFrame',
  'OrderReadyFrame',
  'OrderPrintedFrame',
  'OrderDeletedFrame',
  'OrderHistoryNewFrame',
  'OrderAttachmentNewFrame',
  'NotificationFrame',
  'StockChangedFrame',
  'ClientCreditFrame',
];

/** JSON Schema (draft-07, which AsyncAPI schemas extend) of every named frame and shared DTO. */
function schemas(): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(FRAME_SCHEMAS)) registry.add(schema, { id });
  const out = z.toJSONSchema(registry, {
    target: 'draft-7',
    io: 'input',
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, Json> };
  const result: Record<string, Json> = {};
  for (const [id, schema] of Object.entries(out.schemas)) {
    const { $schema: _schema, $id: _id, ...rest } = schema;
    result[id] = rest;
  }
  return result;
}

const frameType = (name: Name) =>
  (FRAME_SCHEMAS[name] as unknown as { shape: { type: { value: string } } }).shape.type.value;
const messageId = (name: Name) => name.replace(/Frame$/, '').replace(/^./, (c) => c.toLowerCase());

export function asyncApiDocument() {
  const all = schemas();
  const messages: Record<string, Json> = {};
  for (const name of [...SEND, ...RECEIVE]) {
    const type = frameType(name);
    messages[messageId(name)] = {
      name: type,
      title: type,
      summary: FRAME_SCHEMAS[name].description ?? type,
      contentType: 'application/json',
      payload: { $ref: `#/components/schemas/${name}` },
    };
  }
  const refs = (names: Name[]) =>
    Object.fromEntries(
      names.map((name) => [messageId(name), { $ref: `#/components/messages/${messageId(name)}` }]),
    );
  const channelRefs = (names: Name[]) =>
    names.map((name) => ({ $ref: `#/channels/realtime/messages/${messageId(name)}` }));
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Tawreed realtime channel',
      version: OPENAPI_INFO.info.version,
      description:
        'Live order events over a websocket. Authenticate with the session cookie (from the portal origin) ' +
        'or `Authorization: Bearer <api token>`; frames are JSON text `{"type": ..., ...}`. A socket only ' +
        'receives events about orders its user may see; order:history:new and order:attachment:new only for ' +
        'orders it subscribed to; stock:changed and client:credit only when its user may see stock or credit ' +
        '(never a medical company). Closed with code 4001 when the session or token ends.',
    },
    defaultContentType: 'application/json',
    servers: {
      tawreed: {
        host: 'localhost:3000',
        protocol: 'ws',
        description: 'The service itself: the websocket shares its host and port (wss behind TLS).',
        security: [
          { $ref: '#/components/securitySchemes/bearer' },
          { $ref: '#/components/securitySchemes/session' },
        ],
      },
    },
    channels: {
      realtime: {
        address: WS_PATH,
        title: 'Realtime',
        description: 'The one websocket of the service.',
        servers: [{ $ref: '#/servers/tawreed' }],
        messages: refs([...SEND, ...RECEIVE]),
      },
    },
    operations: {
      sendClientFrame: {
        action: 'send',
        title: 'Client frames',
        summary: 'Subscribe to or unsubscribe from one order.',
        channel: { $ref: '#/channels/realtime' },
        messages: channelRefs(SEND),
      },
      receiveServerFrame: {
        action: 'receive',
        title: 'Server frames',
        summary: 'Events and answers the service sends.',
        channel: { $ref: '#/channels/realtime' },
        messages: channelRefs(RECEIVE),
      },
    },
    components: {
      schemas: all,
      messages,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'An API token (POST /api/auth/tokens).' },
        session: {
          type: 'httpApiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The portal session cookie; the Origin header must be the portal origin.',
        },
      },
    },
  };
}
