import { type components, unwrap } from '@tawreed/sdk';
import { api } from '../../../lib/api-client';

export type Order = components['schemas']['Order'];
export type UpdateOrderBody = components['schemas']['UpdateOrderRequest'];
export type AppealDecision = components['schemas']['AppealDecisionRequest']['decision'];

/** What every call needs to know about the order: which one, and the version the user saw. */
export interface OrderRef {
  id: string;
  version: number;
}

const target = (order: OrderRef) => ({
  path: { id: order.id },
  header: { 'if-match': String(order.version) },
});

// SPEC §7: the review and warehouse actions, each with the version the user saw (If-Match).

/** Approve; `overrideReason` passes the credit check's override findings (DESIGN §11). */
export const approveOrder = (order: OrderRef, overrideReason: string | null = null) =>
  unwrap(
    api.POST('/api/orders/{id}/actions/approve', {
      params: target(order),
      ...(overrideReason ? { body: { override: { reason: overrideReason } } } : {}),
    }),
  );

export const resubmitOrder = (order: OrderRef) =>
  unwrap(api.POST('/api/orders/{id}/actions/resubmit', { params: target(order) }));

export const markOrderReady = (order: OrderRef) =>
  unwrap(api.POST('/api/orders/{id}/actions/mark-ready', { params: target(order) }));

export const rejectOrder = (order: OrderRef, comment: string) =>
  unwrap(api.POST('/api/orders/{id}/actions/reject', { params: target(order), body: { comment } }));

export const requestOrderChanges = (order: OrderRef, comment: string) =>
  unwrap(api.POST('/api/orders/{id}/actions/request-changes', { params: target(order), body: { comment } }));

export const printOrder = (order: OrderRef, deliveryNoteNo: string | null) =>
  unwrap(api.POST('/api/orders/{id}/actions/print', { params: target(order), body: { deliveryNoteNo } }));

export const updateOrder = (order: OrderRef, body: UpdateOrderBody) =>
  unwrap(api.PUT('/api/orders/{id}', { params: target(order), body }));

/** DELETE: a SUBMITTED order is removed (204, nothing returned); a later one is withdrawn (200, the order). */
export async function deleteOrder(order: OrderRef): Promise<Order | null> {
  const { data, error, response } = await api.DELETE('/api/orders/{id}', { params: target(order) });
  if (!response.ok) return unwrap(Promise.resolve({ data, error, response })) as never;
  return response.status === 204 ? null : (data as Order);
}

// Delivery management (SPEC §4 steps 1-3): If-Match is optional there, sent anyway.

export const dispatchOrder = (order: OrderRef) =>
  unwrap(api.POST('/api/orders/{id}/dispatch', { params: target(order) }));

export const transportOrder = (order: OrderRef, expectedDeliveryDate: string) =>
  unwrap(api.POST('/api/orders/{id}/transport', { params: target(order), body: { expectedDeliveryDate } }));

export const deliverOrder = (order: OrderRef, deliveryInvoicePath: string | null) =>
  unwrap(
    api.POST('/api/orders/{id}/deliver', {
      params: target(order),
      body: deliveryInvoicePath ? { deliveryInvoicePath } : {},
    }),
  );

export const recordNotDelivered = (order: OrderRef, notDeliveredReason: string) =>
  unwrap(api.POST('/api/orders/{id}/not-delivered', { params: target(order), body: { notDeliveredReason } }));

/** POST /api/invoices/upload (multipart `invoice`): the stored file's name, for deliver. */
export function uploadInvoice(file: File) {
  const body = new FormData();
  body.append('invoice', file);
  return unwrap(
    api.POST('/api/invoices/upload', {
      // openapi-fetch sends FormData as it is; the type describes the fields.
      body: body as unknown as { invoice: string },
      bodySerializer: (value) => value as unknown as FormData,
    }),
  );
}

/** POST /api/orders/{id}/appeals (multipart comment + files). */
export function createAppeal(order: OrderRef, comment: string, files: readonly File[]) {
  const body = new FormData();
  body.append('comment', comment);
  for (const file of files) body.append('files', file);
  return unwrap(
    api.POST('/api/orders/{id}/appeals', {
      params: target(order),
      body: body as unknown as { comment: string; files?: string[] },
      bodySerializer: (value) => value as unknown as FormData,
    }),
  );
}

/** POST /api/orders/appeals/{appealId}/decision; accepting may carry a credit override reason. */
export const decideAppeal = (
  appealId: string,
  order: OrderRef,
  decision: AppealDecision,
  comment: string | null,
  overrideReason: string | null = null,
) =>
  unwrap(
    api.POST('/api/orders/appeals/{appealId}/decision', {
      params: { path: { appealId }, header: { 'if-match': String(order.version) } },
      body: { decision, comment, ...(overrideReason ? { override: { reason: overrideReason } } : {}) },
    }),
  );

/** POST /api/orders/{id}/upload with attachmentType=other: a supporting document. */
export function uploadSupportingDocument(orderId: string, file: File) {
  const body = new FormData();
  body.append('file', file);
  body.append('attachmentType', 'other');
  return unwrap(
    api.POST('/api/orders/{id}/upload', {
      params: { path: { id: orderId } },
      body: body as unknown as { file: string; attachmentType?: 'other' },
      bodySerializer: (value) => value as unknown as FormData,
    }),
  );
}
