import type { ClientPathsWithMethod, MethodResponse } from 'openapi-fetch';
import type { TawreedClient } from './client.js';
import { unwrap } from './client.js';
import type { components, paths } from './generated/api.js';

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

type PostPath = ClientPathsWithMethod<TawreedClient, 'post'>;
type PostParams<P extends PostPath> = paths[P] extends { post: { parameters: infer Params } }
  ? Omit<Params, 'cookie'>
  : never;
type Parts = Record<string, string | FileInput | FileInput[] | undefined>;
type LooseClient = {
  POST(path: string, init: object): Promise<{ data?: unknown; error?: unknown; response: Response }>;
};

/**
 * POST `parts` as multipart/form-data and answer the data (or throw TawreedApiError). Each file
 * becomes a named File first (toFile), so a nameless one throws before anything is sent.
 * openapi-fetch sends a FormData body as it is (with its boundary); the generated type only
 * describes the parts. This is the one place that bridges the two.
 */
function postMultipart<P extends PostPath>(
  client: TawreedClient,
  path: P,
  parts: Parts,
  params?: PostParams<P>,
): Promise<MethodResponse<TawreedClient, 'post', P>> {
  const form = new FormData();
  for (const [key, value] of Object.entries(parts)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string') form.append(key, item);
      else {
        const file = toFile(item);
        form.append(key, file, file.name);
      }
    }
  }
  return unwrap((client as unknown as LooseClient).POST(path, { params, body: form })) as Promise<
    MethodResponse<TawreedClient, 'post', P>
  >;
}

/** A yes/no query parameter as the contract spells it (`dryRun`, `replaceLines`): 'true' or 'false'. */
const queryFlag = (value: boolean | undefined) => (value ? 'true' : 'false') as 'true' | 'false';

type SheetPath = '/api/clients/import' | '/api/receivables/import' | '/api/payments/import';
type SheetQuery<P extends SheetPath> = paths[P] extends { post: { parameters: { query?: infer Q } } }
  ? NonNullable<Q>
  : never;

/** A spreadsheet import: the sheet is part `file` (with any other `fields`), its options the query. */
const importSheet = <P extends SheetPath>(
  client: TawreedClient,
  path: P,
  file: FileInput,
  query: SheetQuery<P>,
  fields: Parts = {},
) => postMultipart(client, path, { file, ...fields }, { query } as unknown as PostParams<P>);

const keyHeader = (idempotencyKey: string | undefined) =>
  idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey };

export type ParsedLinesFile = components['schemas']['ParsedFile'];
export type Order = Awaited<ReturnType<typeof uploadOrderFile>>;
export type AttachmentType = 'purchase_order' | 'order_form' | 'other';
export type CreateOrderRequest = components['schemas']['CreateOrderRequest'];

/** POST /api/orders/parse-file: the order lines of a .xlsx/.csv sheet, with per-row errors. */
export function parseLinesFile(client: TawreedClient, file: FileInput) {
  return postMultipart(client, '/api/orders/parse-file', { file });
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
  return postMultipart(
    client,
    '/api/orders/{id}/upload',
    { file, attachmentType },
    {
      path: { id: orderId },
      query: options.replaceLines === undefined ? {} : { replaceLines: queryFlag(options.replaceLines) },
      header: keyHeader(options.idempotencyKey),
    },
  );
}

/** POST /api/invoices/upload: a delivery invoice (image or PDF); its `filename` goes to deliver. */
export function uploadInvoice(
  client: TawreedClient,
  file: FileInput,
  options: { idempotencyKey?: string } = {},
) {
  return postMultipart(
    client,
    '/api/invoices/upload',
    { invoice: file },
    { header: keyHeader(options.idempotencyKey) },
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
  return postMultipart(
    client,
    '/api/orders/{id}/appeals',
    { comment: appeal.comment, files: appeal.files ?? [] },
    {
      path: { id: orderId },
      header: {
        ...keyHeader(appeal.idempotencyKey),
        ...(appeal.version === undefined ? {} : { 'if-match': String(appeal.version) }),
      },
    },
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
  return postMultipart(client, '/api/inventory/imports', { file, warehouseId });
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
  return importSheet(
    client,
    '/api/clients/import',
    file,
    { dryRun: queryFlag(options.dryRun) },
    {
      reason: options.reason,
    },
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
  return importSheet(client, '/api/receivables/import', file, {
    dryRun: queryFlag(options.dryRun),
    mode: options.mode ?? 'merge',
  });
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
  return postMultipart(
    client,
    '/api/price-lists/{id}/import',
    { file },
    {
      path: { id: priceListId },
      query: { mode: options.mode ?? 'merge', dryRun: queryFlag(options.dryRun) },
    },
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
  return importSheet(client, '/api/payments/import', file, { dryRun: queryFlag(options.dryRun) });
}
