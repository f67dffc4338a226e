/**
 * The frames of the realtime channel (DESIGN §5), as zod schemas: the server validates what
 * clients send with them, types what it sends, and the AsyncAPI document (asyncapi.ts) and the
 * SDK's event types are generated from them.
 */
import { z } from '@hono/zod-openapi';
import { msg, ORDER_STATUSES, zodMessage } from '@tawreed/domain';
import { actorSchema, attachmentSchema, historyEntrySchema } from '../orders/dto.js';

const orderId = z.string().describe('The order id');
const orderFrame = <T extends string>(type: T, description: string) =>
  z.object({ type: z.literal(type), orderId }).describe(description);

// Client -> server.
export const subscribeOrderFrame = z
  .object({
    type: z.literal('subscribe:order'),
    orderId: z.string().regex(/^[0-9a-f-]{36}$/i, zodMessage(msg('orderIdFormat'))),
  })
  .describe('Receive order:history:new and order:attachment:new for this order (one it may see).');
export const unsubscribeOrderFrame = z
  .object({ type: z.literal('unsubscribe:order'), orderId: z.string() })
  .describe('Stop receiving the subscription-scoped events of this order.');
export const clientFrameSchema = z.discriminatedUnion('type', [subscribeOrderFrame, unsubscribeOrderFrame]);

// Server -> client.
export const readyFrame = z
  .object({ type: z.literal('ready'), userId: z.string() })
  .describe('The socket is authenticated and its user counts as online.');
export const subscribedFrame = z
  .object({ type: z.literal('subscribed'), orderId })
  .describe('A subscribe:order was accepted.');
export const errorFrame = z
  .object({
    type: z.literal('error'),
    message: z.string(),
    code: z.string().optional(),
    orderId: z.string().optional(),
  })
  .describe('A client frame was refused: malformed, unknown, or about an order the user may not see.');
export const orderCreatedFrame = orderFrame('order:created', 'A new order the user may see.');
export const orderUpdatedFrame = z
  .object({
    type: z.literal('order:updated'),
    orderId,
    status: z.enum(ORDER_STATUSES),
    version: z.number().int(),
    timestamp: z.string().datetime(),
  })
  .describe('An order the user may see changed: its status and version now.');
export const orderReadyFrame = orderFrame('order:ready', 'An order became READY_TO_PRINT.');
export const orderPrintedFrame = orderFrame('order:printed', 'An order was PRINTED.');
export const orderDeletedFrame = orderFrame('order:deleted', 'A SUBMITTED order was removed.');
export const orderHistoryNewFrame = z
  .object({ type: z.literal('order:history:new'), orderId, entry: historyEntrySchema })
  .describe('A history entry of a subscribed order.');
export const orderAttachmentNewFrame = z
  .object({ type: z.literal('order:attachment:new'), orderId, attachment: attachmentSchema })
  .describe('A new file of a subscribed order.');
export const notificationFrame = z
  .object({
    type: z.literal('notification'),
    id: z.string(),
    severity: z.enum(['success', 'warning', 'info']),
    message: z
      .string()
      .describe(
        "The text in the connection's language (the upgrade request's Accept-Language, or ?lang=ar).",
      ),
    key: z.string().nullable().describe('The message catalog key.'),
    params: z.record(z.string(), z.union([z.string(), z.number()])).describe("The key's parameters."),
    orderId: z.string().nullable(),
  })
  .describe("A new notification for the socket's user, in the connection's language.");
export const stockChangedFrame = z
  .object({
    type: z.literal('stock:changed'),
    itemCode: z.string(),
    lotIds: z.array(z.string()),
    reason: z.string().describe('receipt, reservation, release, shipment, adjustment, return or import'),
  })
  .describe('Stock of an item changed; sent only to users who may see stock (never a medical company).');
export const clientCreditFrame = z
  .object({
    type: z.literal('client:credit'),
    accountNo: z
      .string()
      .describe(
        "The client's account number as the client master stores it; compare with an order's clientAccountNo case-insensitively, surrounding spaces ignored.",
      ),
    timestamp: z.string().datetime().describe('When the change was announced'),
  })
  .describe(
    "A client's credit figures changed (a payment recorded or imported, receivables imported, the client's limit, terms or status changed, an order of the client approved, delivered, rejected after approval or withdrawn): re-read GET /api/orders/{id}/review of the client's open orders. Sent only to users who may see credit (never a medical company).",
  );

export const serverFrameSchema = z.discriminatedUnion('type', [
  readyFrame,
  subscribedFrame,
  errorFrame,
  orderCreatedFrame,
  orderUpdatedFrame,
  orderReadyFrame,
  orderPrintedFrame,
  orderDeletedFrame,
  orderHistoryNewFrame,
  orderAttachmentNewFrame,
  notificationFrame,
  stockChangedFrame,
  clientCreditFrame,
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;

/** The named schemas the AsyncAPI document publishes (shared DTOs by reference). */
export const FRAME_SCHEMAS = {
  SubscribeOrderFrame: subscribeOrderFrame,
  UnsubscribeOrderFrame: unsubscribeOrderFrame,
  ReadyFrame: readyFrame,
  SubscribedFrame: subscribedFrame,
  ErrorFrame: errorFrame,
  OrderCreatedFrame: orderCreatedFrame,
  OrderUpdatedFrame: orderUpdatedFrame,
  OrderReadyFrame: orderReadyFrame,
  OrderPrintedFrame: orderPrintedFrame,
  OrderDeletedFrame: orderDeletedFrame,
  OrderHistoryNewFrame: orderHistoryNewFrame,
  OrderAttachmentNewFrame: orderAttachmentNewFrame,
  NotificationFrame: notificationFrame,
  StockChangedFrame: stockChangedFrame,
  ClientCreditFrame: clientCreditFrame,
  ClientFrame: clientFrameSchema,
  ServerFrame: serverFrameSchema,
  HistoryEntry: historyEntrySchema,
  Attachment: attachmentSchema,
  Actor: actorSchema,
} as const;
