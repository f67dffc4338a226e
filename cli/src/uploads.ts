import { type TawreedClient, unwrap } from '@tawreed/sdk';
import { formData, type LocalFile } from './files.js';

/** The multipart calls of SPEC §7, typed through the generated paths. */

export function parseLinesFile(client: TawreedClient, file: LocalFile) {
  return unwrap(
    client.POST('/api/orders/parse-file', {
      body: { file: file.name },
      bodySerializer: () => formData({ file }),
    }),
  );
}

export function uploadAttachment(
  client: TawreedClient,
  orderId: string,
  file: LocalFile,
  attachmentType: 'purchase_order' | 'order_form',
) {
  return unwrap(
    client.POST('/api/orders/{id}/upload', {
      params: { path: { id: orderId } },
      body: { file: file.name, attachmentType },
      bodySerializer: () => formData({ file, attachmentType }),
    }),
  );
}

export function uploadInvoice(client: TawreedClient, file: LocalFile) {
  return unwrap(
    client.POST('/api/invoices/upload', {
      body: { invoice: file.name },
      bodySerializer: () => formData({ invoice: file }),
    }),
  );
}

export function submitAppeal(
  client: TawreedClient,
  orderId: string,
  version: number,
  comment: string,
  files: LocalFile[],
) {
  return unwrap(
    client.POST('/api/orders/{id}/appeals', {
      params: { path: { id: orderId }, header: { 'if-match': String(version) } },
      body: { comment, files: files.map((file) => file.name) },
      bodySerializer: () => formData({ comment, files }),
    }),
  );
}
