import { createHash } from 'node:crypto';
import path from 'node:path';
import {
  type components,
  english,
  parseLinesFile,
  TawreedApiError,
  type TawreedClient,
  unwrap,
  uploadOrderFile,
  validateOrderHeader,
} from '@tawreed/sdk';
import { errorText } from '../errors.js';
import { checkLocalFile, type LocalFile, readLocalFile } from '../files.js';
import { listAllOrders } from '../lookup.js';
import { count } from '../output.js';
import { MANIFEST_COLUMNS, type ManifestRow } from './manifest.js';

export type RowOutcome = 'created' | 'skipped' | 'failed' | 'validated';

export interface RowResult {
  row: number;
  externalRef: string;
  result: RowOutcome;
  orderId: string | null;
  message: string;
}

export interface ImportContext {
  client: TawreedClient;
  /** File paths in the manifest resolve against its directory. */
  manifestDir: string;
  /** The caller's company: what the service fills in when the row leaves medicalCompany empty. */
  companyName: string;
  dryRun: boolean;
  /** externalRef -> the first row that uses it. */
  firstRowOf: Map<string, number>;
}

/** A row that cannot be imported, with the reason the report shows. */
class RowFailure extends Error {}

/** A re-run walks key, key:2, key:3... past orders a failed upload deleted, always in the same order. */
const MAX_CREATE_ATTEMPTS = 10;

type Order = Awaited<ReturnType<typeof uploadOrderFile>>;
type Parsed = Awaited<ReturnType<typeof parseLinesFile>>;
type CreateOrderBody = components['schemas']['CreateOrderRequest'];

const FILE_LABELS = {
  linesFile: 'lines file',
  purchaseOrderFile: 'P.O file',
  orderFormFile: 'order form file',
} as const;

/**
 * One manifest row -> one order, through the portal's calls (SPEC §7 create flow): parse the
 * lines file, create (idempotent), save the parsed file, upload the P.O and the order form;
 * an upload that fails deletes the new order. Never throws: the row's outcome is the answer.
 */
export async function importRow(ctx: ImportContext, row: ManifestRow): Promise<RowResult> {
  const externalRef = row.fields.externalRef;
  const result = (outcome: RowOutcome, message: string, orderId: string | null = null): RowResult => ({
    row: row.row,
    externalRef,
    result: outcome,
    orderId,
    message,
  });
  try {
    const files = await checkRow(ctx, row);
    const existing = await findImported(ctx.client, externalRef);
    if (existing && (existing.status !== 'SUBMITTED' || existing.withdrawnAt)) {
      return result('skipped', `already imported: order is ${existing.status}`, existing.id);
    }
    const parsed = await parseLines(ctx.client, files.linesFile);
    if (ctx.dryRun) {
      return existing
        ? result('skipped', 'already imported but incomplete: a real run finishes its uploads', existing.id)
        : result('validated', `${count(parsed.lines.length, 'line')}, total ${parsed.totalValueSAR} SAR`);
    }
    const order = existing
      ? await getOrder(ctx.client, existing.id)
      : await createOrder(ctx.client, row, files, parsed);
    if (!order) throw new RowFailure('the order could not be created');
    if (order.status !== 'SUBMITTED' || order.withdrawnAt) {
      return result('skipped', `already imported: order is ${order.status}`, order.id);
    }
    const hadFiles = order.attachments.length > 0;
    const done = await completeOrder(ctx.client, order, files, parsed);
    return result(
      'created',
      `${done.status}, ${count(done.lines.length, 'line')}, total ${done.totalValueSAR} SAR${hadFiles || existing ? ' (finished an earlier partial import)' : ''}`,
      done.id,
    );
  } catch (err) {
    return result('failed', errorText(err));
  }
}

/** The row's own checks, before any call: required values (domain rules) and readable files. */
async function checkRow(ctx: ImportContext, row: ManifestRow) {
  const { fields } = row;
  const problems: string[] = [];
  if (!fields.externalRef) problems.push('externalRef is required (it identifies the order on a re-run)');
  else if (fields.externalRef.length > 100) problems.push('externalRef: at most 100 characters');
  else if (ctx.firstRowOf.get(fields.externalRef) !== row.row) {
    problems.push(
      `externalRef ${fields.externalRef} is also on row ${ctx.firstRowOf.get(fields.externalRef)}`,
    );
  }
  for (const issue of validateOrderHeader({
    ...fields,
    medicalCompany: fields.medicalCompany || ctx.companyName,
  })) {
    problems.push(`${issue.path}: ${english(issue.message)}`);
  }
  const paths = {} as Record<keyof typeof FILE_LABELS, string>;
  for (const column of ['linesFile', 'purchaseOrderFile', 'orderFormFile'] as const) {
    if (!fields[column]) {
      problems.push(`${column} is required`);
      continue;
    }
    paths[column] = path.resolve(ctx.manifestDir, fields[column]);
    const problem = await checkLocalFile(paths[column]);
    if (problem) problems.push(`${FILE_LABELS[column]} ${problem}`);
  }
  if (problems.length) throw new RowFailure(problems.join('; '));
  const [linesFile, purchaseOrderFile, orderFormFile] = await Promise.all([
    readLocalFile(paths.linesFile),
    readLocalFile(paths.purchaseOrderFile),
    readLocalFile(paths.orderFormFile),
  ]);
  return { linesFile, purchaseOrderFile, orderFormFile };
}

type RowFiles = Awaited<ReturnType<typeof checkRow>>;

/** An order of the caller's company with exactly this external reference, if one exists. */
async function findImported(client: TawreedClient, externalRef: string) {
  const candidates = await listAllOrders(client, { q: externalRef });
  return candidates.find((order) => order.externalRef === externalRef) ?? null;
}

async function parseLines(client: TawreedClient, file: LocalFile): Promise<Parsed> {
  const parsed = await parseLinesFile(client, file).catch((err: unknown) => {
    throw new RowFailure(`lines file ${file.name}: ${errorText(err)}`);
  });
  if (parsed.errors.length || parsed.lines.length === 0) {
    const errors = parsed.errors.length ? parsed.errors : ['no order lines'];
    const more = errors.length > 3 ? ` (and ${count(errors.length - 3, 'more error')})` : '';
    throw new RowFailure(`lines file ${file.name}: ${errors.slice(0, 3).join('; ')}${more}`);
  }
  return parsed;
}

async function getOrder(client: TawreedClient, id: string): Promise<Order | null> {
  try {
    return await unwrap(client.GET('/api/orders/{id}', { params: { path: { id } } }));
  } catch (err) {
    if (err instanceof TawreedApiError && err.status === 404) return null;
    throw err;
  }
}

/** The Idempotency-Key: the external ref and a hash of the row and of its files' content. */
function idempotencyKey(row: ManifestRow, files: RowFiles, attempt: number): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(MANIFEST_COLUMNS.map((column) => row.fields[column])));
  for (const file of [files.linesFile, files.purchaseOrderFile, files.orderFormFile])
    hash.update(file.content);
  const base = `tawreed-import:${row.fields.externalRef}:${hash.digest('hex').slice(0, 24)}`;
  return attempt === 1 ? base : `${base}:${attempt}`;
}

/**
 * Creates the order with an Idempotency-Key, so a re-run after a crash gets the same order back
 * (the service replays the first answer). A replayed order that is gone was deleted after a
 * failed upload: the next key in the chain creates it afresh.
 */
async function createOrder(client: TawreedClient, row: ManifestRow, files: RowFiles, parsed: Parsed) {
  const f = row.fields;
  // checkRow has validated region, area and company against domain/'s lists.
  const body: CreateOrderBody = {
    externalRef: f.externalRef,
    clientName: f.clientName,
    clientAccountNo: f.clientAccountNo || undefined,
    medicalCompany: (f.medicalCompany || undefined) as CreateOrderBody['medicalCompany'],
    region: f.region as CreateOrderBody['region'],
    area: f.area as CreateOrderBody['area'],
    salesManager: f.salesManager || undefined,
    medicalRep: f.medicalRep || undefined,
    orderDate: f.orderDate,
    notes: f.notes || undefined,
    // The preview's lines as they are: the service takes their VAT fields and computes VAT again (DESIGN §12).
    lines: parsed.lines,
    totalValueSAR: parsed.totalValueSAR,
  };
  for (let attempt = 1; attempt <= MAX_CREATE_ATTEMPTS; attempt++) {
    const call = client.POST('/api/orders', {
      body,
      params: { header: { 'idempotency-key': idempotencyKey(row, files, attempt) } },
    });
    const { response } = await call;
    const created = await unwrap(call);
    if (response.headers.get('idempotent-replayed') !== 'true') return created;
    const current = await getOrder(client, created.id);
    if (current) return current;
  }
  throw new RowFailure(`gave up after ${MAX_CREATE_ATTEMPTS} attempts: each created order was deleted`);
}

/**
 * The steps after create, each only when still missing (a re-run resumes a partial import):
 * save the parsed lines file, upload the P.O, upload the order form. When one fails the order
 * is deleted, as the portal does, so no incomplete order is left behind.
 */
async function completeOrder(client: TawreedClient, order: Order, files: RowFiles, parsed: Parsed) {
  let current = order;
  const has = (type: string) => current.attachments.some((a) => a.attachmentType === type);
  const steps: Array<{ type: string; what: string; run: () => Promise<Order> }> = [
    {
      type: 'lines_source',
      what: 'saving the parsed lines file',
      run: () =>
        unwrap(
          client.POST('/api/orders/save-parsed-file', {
            body: { orderId: order.id, tempFileId: parsed.tempFileInfo.tempFileId },
          }),
        ),
    },
    {
      type: 'purchase_order',
      what: 'P.O file upload',
      run: () => uploadOrderFile(client, order.id, files.purchaseOrderFile, 'purchase_order'),
    },
    {
      type: 'order_form',
      what: 'Order Form file upload',
      run: () => uploadOrderFile(client, order.id, files.orderFormFile, 'order_form'),
    },
  ];
  for (const step of steps) {
    if (has(step.type)) continue;
    try {
      current = await step.run();
    } catch (err) {
      const reason = `${step.what} failed: ${errorText(err)}`;
      throw new RowFailure(`${reason}; ${await deleteOrder(client, current)}`);
    }
  }
  return current;
}

async function deleteOrder(client: TawreedClient, order: Order): Promise<string> {
  try {
    await unwrap(
      client.DELETE('/api/orders/{id}', {
        params: { path: { id: order.id }, header: { 'if-match': String(order.version) } },
      }),
    );
    return 'the new order was deleted';
  } catch (err) {
    return `the order ${order.id} is left incomplete (delete failed: ${errorText(err)}); re-run to finish it`;
  }
}
