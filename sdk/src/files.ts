import type { TawreedClient } from './client.js';
import { unwrap } from './client.js';
import type { components, operations } from './generated/api.js';

/**
 * A file to upload, always with its name: the service decides what a file is by its extension
 * and its bytes, so a nameless Blob is refused (415). A browser `File` carries its name; any
 * other content (Blob, ArrayBuffer, Node Buffer or another typed array) comes with one.
 */
export type FileInput = File | NamedFile;

export interface NamedFile {
  /** The file name with its extension, e.g. "po.pdf", "lines.xlsx". */
  name: string;
  content: Blob | ArrayBuffer | ArrayBufferView;
  /** MIME type; optional (the service reads the bytes). */
  type?: string;
}

/** `namedFile(await readFile('po.pdf'), 'po.pdf')`: content with the name the service needs. */
export function namedFile(content: NamedFile['content'], name: string, type?: string): NamedFile {
  return type === undefined ? { name, content } : { name, content, type };
}

const isFile = (input: FileInput): input is File =>
  typeof File !== 'undefined' && input instanceof File && !('content' in input);

/** The File sent in a multipart part; throws before any request when the name is missing. */
export function toFile(input: FileInput): File {
  const name = input.name?.trim();
  if (!name) throw new TypeError('A file to upload needs a name with its extension (e.g. "po.pdf")');
  if (!/\.[a-z0-9]+$/i.test(name)) {
    throw new TypeError(`The file name "${name}" has no extension: the service needs one (e.g. "po.pdf")`);
  }
  if (isFile(input)) return input;
  const { content, type } = input;
  const part: BlobPart =
    content instanceof Blob || content instanceof ArrayBuffer
      ? content
      : new Uint8Array(content.buffer as ArrayBuffer, content.byteOffset, content.byteLength);
  return new File([part], name, type === undefined ? {} : { type });
}

type Multipart<Op extends keyof operations> = operations[Op] extends {
  requestBody: { content: { 'multipart/form-data': infer Body } };
}
  ? Body
  : never;

/**
 * openapi-fetch sends a FormData body as it is (with its boundary); the generated type only
 * describes the parts. This is the one place that bridges the two.
 */
function multipart<Op extends keyof operations>(
  parts: Record<string, string | File | File[] | undefined>,
): Multipart<Op> {
  const form = new FormData();
  for (const [key, value] of Object.entries(parts)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string') form.append(key, item);
      else form.append(key, item, item.name);
    }
  }
  return form as unknown as Multipart<Op>;
}

const keyHeader = (idempotencyKey: string | undefined) =>
  idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey };

export type ParsedLinesFile = components['schemas']['ParsedFile'];
export type Order = Awaited<ReturnType<typeof uploadOrderFile>>;
export type AttachmentType = 'purchase_order' | 'order_form' | 'other';
export type CreateOrderRequest = components['schemas']['CreateOrderRequest'];

/** POST /api/orders/parse-file: the order lines of a .xlsx/.csv sheet, with per-row errors. */
export function parseLinesFile(client: TawreedClient, file: FileInput) {
  const part = toFile(file);
  return unwrap(client.POST('/api/orders/parse-file', { body: multipart<'parseOrderFile'>({ file: part }) }));
}

export interface UploadOptions {
  /** Replace the order's lines with the uploaded lines sheet (SUBMITTED / NEEDS_CHANGES). */
  replaceLines?: boolean;
  idempotencyKey?: string;
}

/**
 * POST /api/orders/{id}/upload: attach the P.O (`purchase_order`), the order form
 * (`order_form`) or a supporting document (`other`). The order moves to PENDING_CREDIT once it has lines and both files.
 */
export function uploadOrderFile(
  client: TawreedClient,
  orderId: string,
  file: FileInput,
  attachmentType: AttachmentType,
  options: UploadOptions = {},
) {
  const part = toFile(file);
  return unwrap(
    client.POST('/api/orders/{id}/upload', {
      params: {
        path: { id: orderId },
        query:
          options.replaceLines === undefined ? {} : { replaceLines: options.replaceLines ? 'true' : 'false' },
        header: keyHeader(options.idempotencyKey),
      },
      body: multipart<'uploadToOrder'>({ file: part, attachmentType }),
    }),
  );
}

/** POST /api/invoices/upload: a delivery invoice (image or PDF); its `filename` goes to deliver. */
export function uploadInvoice(
  client: TawreedClient,
  file: FileInput,
  options: { idempotencyKey?: string } = {},
) {
  const part = toFile(file);
  return unwrap(
    client.POST('/api/invoices/upload', {
      params: { header: keyHeader(options.idempotencyKey) },
      body: multipart<'uploadInvoice'>({ invoice: part }),
    }),
  );
}

export interface AppealInput {
  comment: string;
  files?: FileInput[];
  /** The order version last seen (If-Match). */
  version?: number;
  idempotencyKey?: string;
}

/** POST /api/orders/{id}/appeals: object to a rejection, with optional evidence files. */
export function submitAppeal(client: TawreedClient, orderId: string, appeal: AppealInput) {
  const files = (appeal.files ?? []).map(toFile);
  return unwrap(
    client.POST('/api/orders/{id}/appeals', {
      params: {
        path: { id: orderId },
        header: {
          ...keyHeader(appeal.idempotencyKey),
          ...(appeal.version === undefined ? {} : { 'if-match': String(appeal.version) }),
        },
      },
      body: multipart<'createAppeal'>({ comment: appeal.comment, files }),
    }),
  );
}

export interface OrderWithFiles {
  /** The order with its lines (SPEC §7 create body). */
  order: CreateOrderRequest;
  purchaseOrder: FileInput;
  orderForm: FileInput;
  /** Retry-safe: the same key and order within 24 h answers the first order instead of a second. */
  idempotencyKey?: string;
}

/**
 * The portal's create flow in one call: create the order, upload the P.O and the order form.
 * Both files are checked before anything is sent, and when an upload is refused the new order
 * is deleted (as the portal does), so a failure never leaves an incomplete SUBMITTED order.
 * Resolves with the order, PENDING_CREDIT.
 */
export async function createOrderWithFiles(client: TawreedClient, input: OrderWithFiles): Promise<Order> {
  const purchaseOrder = toFile(input.purchaseOrder);
  const orderForm = toFile(input.orderForm);
  const created = await unwrap(
    client.POST('/api/orders', { params: { header: keyHeader(input.idempotencyKey) }, body: input.order }),
  );
  let current: Order = created;
  try {
    current = await uploadOrderFile(client, created.id, purchaseOrder, 'purchase_order');
    return await uploadOrderFile(client, created.id, orderForm, 'order_form');
  } catch (err) {
    await client
      .DELETE('/api/orders/{id}', {
        params: { path: { id: created.id }, header: { 'if-match': String(current.version) } },
      })
      .catch(() => undefined);
    throw err;
  }
}

/** POST /api/inventory/imports: receive a stock spreadsheet (all rows or none, errors per row). */
export function importStockFile(client: TawreedClient, file: FileInput, warehouseId?: string) {
  const part = toFile(file);
  return unwrap(
    client.POST('/api/inventory/imports', { body: multipart<'importStock'>({ file: part, warehouseId }) }),
  );
}

/**
 * POST /api/clients/import: upsert clients from a spreadsheet by account number (all rows or
 * none, errors per row). `reason` is kept in the history of each credit change it makes.
 */
export function importClientsFile(
  client: TawreedClient,
  file: FileInput,
  options: { reason?: string; dryRun?: boolean } = {},
) {
  const part = toFile(file);
  return unwrap(
    client.POST('/api/clients/import', {
      params: { query: { dryRun: options.dryRun ? 'true' : 'false' } },
      body: multipart<'importClients'>({ file: part, reason: options.reason }),
    }),
  );
}

/**
 * POST /api/receivables/import with a spreadsheet (.xlsx or .csv): invoices and credit notes by
 * document number, a re-import replacing (all rows or none, errors per row).
 */
export function importReceivablesFile(
  client: TawreedClient,
  file: FileInput,
  options: { dryRun?: boolean; mode?: 'merge' | 'snapshot' } = {},
) {
  const part = toFile(file);
  return unwrap(
    client.POST('/api/receivables/import', {
      params: { query: { dryRun: options.dryRun ? 'true' : 'false', mode: options.mode ?? 'merge' } },
      body: multipart<'importReceivables'>({ file: part }) as never,
    }),
  );
}

/**
 * POST /api/price-lists/{id}/import: a price list's items from a spreadsheet (all rows or none,
 * errors per row); `mode: 'replace'` makes the file the whole list.
 */
export function importPriceListFile(
  client: TawreedClient,
  priceListId: string,
  file: FileInput,
  options: { mode?: 'merge' | 'replace'; dryRun?: boolean } = {},
) {
  const part = toFile(file);
  return unwrap(
    client.POST('/api/price-lists/{id}/import', {
      params: {
        path: { id: priceListId },
        query: { mode: options.mode ?? 'merge', dryRun: options.dryRun ? 'true' : 'false' },
      },
      body: multipart<'importPriceListItems'>({ file: part }),
    }),
  );
}

/**
 * POST /api/payments/import with a spreadsheet (.xlsx or .csv): the ERP's payments, known by
 * account number and reference (a repeat changes nothing), all rows or none, errors per row.
 */
export function importPaymentsFile(
  client: TawreedClient,
  file: FileInput,
  options: { dryRun?: boolean } = {},
) {
  const part = toFile(file);
  return unwrap(
    client.POST('/api/payments/import', {
      params: { query: { dryRun: options.dryRun ? 'true' : 'false' } },
      body: multipart<'importPayments'>({ file: part }) as never,
    }),
  );
}
