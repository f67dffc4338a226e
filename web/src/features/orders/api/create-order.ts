import type { AttachmentType } from '@tawreed/domain';
import { type components, unwrap } from '@tawreed/sdk';
import { t } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/errors';
import { multipart } from './order-files';

export type CreateOrderBody = components['schemas']['CreateOrderRequest'];
export type Order = components['schemas']['Order'];

export interface CreateOrderInput {
  body: CreateOrderBody;
  /** The confirmed spreadsheet import (parse-file's tempFileInfo.tempFileId); null when lines were not imported. */
  tempFileId: string | null;
  purchaseOrder: File;
  orderForm: File;
  /** One key per submission: a repeated click or a network retry creates one order. */
  idempotencyKey: string;
}

/** The create flow failed; the message is ready to show under 'Order Creation Failed'. */
export class OrderCreationError extends Error {
  override name = 'OrderCreationError';
  constructor(
    message: string,
    /** The parsed spreadsheet was used up (saved to the order that was then removed): import it again. */
    readonly sheetConsumed = false,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

function uploadAttachment(orderId: string, file: File, attachmentType: AttachmentType, key: string) {
  return unwrap(
    api.POST('/api/orders/{id}/upload', {
      params: { path: { id: orderId }, header: { 'idempotency-key': key } },
      body: { file: file.name, attachmentType },
      bodySerializer: () => multipart(file, { attachmentType }),
    }),
  );
}

/**
 * SPEC §7's create flow: create the order, save the parsed spreadsheet to it, then upload the
 * P.O and the Order Form. The service submits the order for review once it has its lines and
 * both files. If a later step fails, the just-created order is deleted so no half order stays.
 */
export async function createOrderWithAttachments(input: CreateOrderInput): Promise<Order> {
  let order: Order;
  try {
    order = await unwrap(
      api.POST('/api/orders', {
        params: { header: { 'idempotency-key': input.idempotencyKey } },
        body: input.body,
      }),
    );
  } catch (error) {
    throw new OrderCreationError(errorMessage(error, t('newOrder.failed')), false, { cause: error });
  }
  const orderId = order.id;
  const cleanUp = async () => {
    const { response } = await api
      .DELETE('/api/orders/{id}', { params: { path: { id: orderId } } })
      .catch((error: unknown) => ({ response: null, error }));
    if (!response?.ok) console.warn('Could not remove the incomplete order', orderId);
  };

  if (input.tempFileId) {
    try {
      order = await unwrap(
        api.POST('/api/orders/save-parsed-file', { body: { orderId, tempFileId: input.tempFileId } }),
      );
    } catch (error) {
      await cleanUp();
      throw new OrderCreationError(errorMessage(error, t('newOrder.failed')), false, { cause: error });
    }
  }

  const reasons: string[] = [];
  try {
    order = await uploadAttachment(
      orderId,
      input.purchaseOrder,
      'purchase_order',
      `${input.idempotencyKey}:po`,
    );
  } catch (error) {
    reasons.push(t('newOrder.poUploadFailed', { message: errorMessage(error, t('common.genericError')) }));
  }
  // Tried even when the P.O failed, so the message names every file that needs another go.
  try {
    order = await uploadAttachment(
      orderId,
      input.orderForm,
      'order_form',
      `${input.idempotencyKey}:order-form`,
    );
  } catch (error) {
    reasons.push(
      t('newOrder.orderFormUploadFailed', { message: errorMessage(error, t('common.genericError')) }),
    );
  }
  if (reasons.length) {
    await cleanUp();
    throw new OrderCreationError(
      t('newOrder.uploadsFailed', { reasons: reasons.join('; ') }),
      Boolean(input.tempFileId),
    );
  }
  return order;
}
