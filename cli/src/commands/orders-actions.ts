import path from 'node:path';
import {
  APPEAL_COMMENT_MAX,
  APPEAL_COMMENT_MIN,
  APPEAL_DECISIONS,
  APPEAL_REJECTION_REASON_MAX,
  appealCommentSchema,
  MESSAGES,
  orderStatusLabel,
  overrideReasonField,
  REVIEW_COMMENT_MAX,
  REVIEW_COMMENT_MIN,
  reviewCommentSchema,
  submitAppeal,
  type TawreedClient,
  unwrap,
  uploadInvoice,
} from '@tawreed/sdk';
import { type Command, Option } from 'commander';
import { type ZodType, z } from 'zod';
import { EXIT, errorText, failure, usageError } from '../errors.js';
import { checkLocalFile, type LocalFile, readLocalFile } from '../files.js';
import { addFilterOptions, filterOptionsSchema, hasFilters, toQuery } from '../filters.js';
import { checkReference, listAllOrders, resolveOrderId } from '../lookup.js';
import { dateOption, intOption, parseOptions } from '../options.js';
import { count, green, type Io, print, printJson, red, shortId } from '../output.js';
import { mapWithConcurrency } from '../pool.js';
import { confirm } from '../prompt.js';
import { connect } from '../session.js';
import type { Act } from './types.js';

type Order = Awaited<ReturnType<typeof approve>>;
interface Target {
  id: string;
  version: number;
}

const approve = (client: TawreedClient, t: Target, overrideReason?: string) =>
  unwrap(
    client.POST('/api/orders/{id}/actions/approve', {
      params: { path: { id: t.id }, header: { 'if-match': String(t.version) } },
      ...(overrideReason && { body: { override: { reason: overrideReason } } }),
    }),
  );

const reviewComment = reviewCommentSchema;

/**
 * One workflow action (DESIGN §3): its options, their schema, what to prepare once (files),
 * and the call for one order. The If-Match header always carries the version the order had
 * when it was picked.
 */
interface ActionSpec<S extends ZodType = ZodType, P = unknown> {
  name: string;
  summary: string;
  options?: (command: Command) => Command;
  schema: S;
  prepare?: (options: z.infer<S>, io: Io) => Promise<P>;
  run: (client: TawreedClient, target: Target, options: z.infer<S>, prepared: P) => Promise<Order>;
}

const spec = <S extends ZodType, P = undefined>(s: ActionSpec<S, P>) => s as unknown as ActionSpec;
const none = z.object({});
const ifMatch = (t: Target) => ({ path: { id: t.id }, header: { 'if-match': String(t.version) } });
/** A request to the order `t` with its JSON body, sent with If-Match = the version it was picked at. */
const withBody = <B>(t: Target, body: B) => ({ params: ifMatch(t), body });

/** Files named on the command line must exist before anything is sent (exit 2 otherwise). */
async function readFiles(io: Io, files: string[], label: string): Promise<LocalFile[]> {
  const resolved = files.map((file) => path.resolve(io.cwd, file));
  for (const file of resolved) {
    const problem = await checkLocalFile(file);
    if (problem) throw usageError(`${label} ${problem}`);
  }
  return Promise.all(resolved.map(readLocalFile));
}

const REVIEW_LENGTH = `${REVIEW_COMMENT_MIN}-${REVIEW_COMMENT_MAX} characters`;

/** A reviewer's decision that needs a comment (reject, request-changes). */
const reviewAction = (name: 'reject' | 'request-changes', summary: string, commentHelp: string) =>
  spec({
    name,
    summary: `${summary} (${REVIEW_LENGTH})`,
    options: (c) => c.requiredOption('--comment <text>', `${commentHelp} (${REVIEW_LENGTH})`),
    schema: z.object({ comment: reviewComment }),
    run: (client, t, o) =>
      unwrap(client.POST(`/api/orders/{id}/actions/${name}`, withBody(t, { comment: o.comment }))),
  });

/** A workflow step with nothing to say but the order's version (resubmit, mark-ready). */
const stepAction = (name: 'resubmit' | 'mark-ready', summary: string) =>
  spec({
    name,
    summary,
    schema: none,
    run: (client, t) => unwrap(client.POST(`/api/orders/{id}/actions/${name}`, { params: ifMatch(t) })),
  });

const ACTIONS: ActionSpec[] = [
  spec({
    name: 'approve',
    summary: 'approve (credit team on PENDING_CREDIT/RESUBMITTED, credit review on PENDING_HIGHER)',
    options: (c) =>
      c.option(
        '--override <reason>',
        'approve over the credit check’s override findings (over the limit, overdue, on hold): 10-500 characters, kept in the history',
      ),
    schema: z.object({ override: overrideReasonField.optional() }),
    run: (client, t, o) => approve(client, t, o.override),
  }),
  reviewAction('reject', 'reject with a comment', 'why'),
  reviewAction('request-changes', 'send back to the company with a comment', 'what to change'),
  stepAction('resubmit', 'resubmit after changes (owner company, NEEDS_CHANGES)'),
  stepAction('mark-ready', 'warehouse: ready to print (PENDING_WAREHOUSE)'),
  spec({
    name: 'print',
    summary: 'warehouse: print (READY_TO_PRINT), with an optional delivery note number',
    options: (c) => c.option('--delivery-note-no <no>', 'delivery note number (generated when absent)'),
    schema: z.object({ deliveryNoteNo: z.string().trim().min(1).max(50).optional() }),
    run: (client, t, o) =>
      unwrap(
        client.POST('/api/orders/{id}/actions/print', withBody(t, { deliveryNoteNo: o.deliveryNoteNo })),
      ),
  }),
  spec({
    name: 'dispatch',
    summary: 'delivery step 1: dispatch a printed order',
    schema: none,
    run: (client, t) => unwrap(client.POST('/api/orders/{id}/dispatch', { params: ifMatch(t) })),
  }),
  spec({
    name: 'transport',
    summary: 'delivery step 2: in transit with an expected delivery date (also reschedules)',
    options: (c) =>
      c.requiredOption('--expected-date <date>', 'expected delivery date, YYYY-MM-DD, not before today'),
    schema: z.object({ expectedDate: dateOption }),
    run: (client, t, o) =>
      unwrap(
        client.POST(
          '/api/orders/{id}/transport',
          withBody(t, { expectedDeliveryDate: `${o.expectedDate}T00:00:00.000Z` }),
        ),
      ),
  }),
  spec({
    name: 'deliver',
    summary: 'delivery step 3: delivered, with an optional invoice (image or PDF)',
    options: (c) => c.option('--invoice <file>', 'delivery invoice, uploaded for each order'),
    schema: z.object({ invoice: z.string().min(1).optional() }),
    prepare: async (o, io) => (o.invoice ? (await readFiles(io, [o.invoice], 'invoice'))[0] : undefined),
    run: async (client, t, _o, invoice: LocalFile | undefined) => {
      const deliveryInvoicePath = invoice ? (await uploadInvoice(client, invoice)).filename : undefined;
      return unwrap(
        client.POST(
          '/api/orders/{id}/deliver',
          withBody(t, { deliveryInvoicePath, actualDeliveryDate: new Date().toISOString() }),
        ),
      );
    },
  }),
  spec({
    name: 'not-delivered',
    summary: 'delivery step 3: not delivered, with a reason',
    options: (c) => c.requiredOption('--reason <text>', 'why it was not delivered'),
    schema: z.object({
      reason: z.string().trim().min(1, MESSAGES.notDeliveredReasonRequired).max(500),
    }),
    run: (client, t, o) =>
      unwrap(client.POST('/api/orders/{id}/not-delivered', withBody(t, { notDeliveredReason: o.reason }))),
  }),
  spec({
    name: 'appeal',
    summary: 'object to a rejection, with a comment and optional evidence files',
    options: (c) =>
      c
        .requiredOption('--comment <text>', `why (${APPEAL_COMMENT_MIN}-${APPEAL_COMMENT_MAX} characters)`)
        .option('--evidence <files...>', 'evidence: .pdf .png .jpg .xls .xlsx, 10 MB each'),
    schema: z.object({
      comment: appealCommentSchema,
      evidence: z.array(z.string()).default([]),
    }),
    prepare: (o, io) => readFiles(io, o.evidence, 'evidence'),
    run: (client, t, o, files: LocalFile[]) =>
      submitAppeal(client, t.id, { comment: o.comment, version: t.version, files }),
  }),
  spec({
    name: 'decide-appeal',
    summary: "credit review: accept or reject the order's pending appeal",
    options: (c) =>
      c
        .addOption(
          new Option('--decision <decision>', 'the decision').choices(APPEAL_DECISIONS).makeOptionMandatory(),
        )
        .option('--comment <text>', `reason, at most ${APPEAL_REJECTION_REASON_MAX} characters`)
        .option(
          '--override <reason>',
          'ACCEPT over the credit check’s override findings (10-500 characters)',
        ),
    schema: z.object({
      override: overrideReasonField.optional(),
      decision: z.enum(APPEAL_DECISIONS),
      comment: z
        .string()
        .trim()
        .max(APPEAL_REJECTION_REASON_MAX, MESSAGES.appealRejectionReasonMax)
        .optional(),
    }),
    run: async (client, t, o) => {
      const { appeals } = await unwrap(
        client.GET('/api/orders/{id}/appeals', { params: { path: { id: t.id } } }),
      );
      const pending = appeals.find((appeal) => appeal.status === 'PENDING');
      if (!pending) throw failure('no pending appeal on this order');
      return unwrap(
        client.POST('/api/orders/appeals/{appealId}/decision', {
          params: { path: { appealId: pending.id }, header: { 'if-match': String(t.version) } },
          body: {
            decision: o.decision,
            comment: o.comment,
            ...(o.override && { override: { reason: o.override } }),
          },
        }),
      );
    },
  }),
];

export function registerActionCommands(orders: Command, io: Io, act: Act) {
  for (const action of ACTIONS) {
    let command = orders
      .command(action.name)
      .summary(action.summary)
      .description(
        `${action.summary}.\nActs on the given ids, or on every order matching the filters (asks first; --yes in scripts).\nEach order is sent with If-Match = its current version (ID@VERSION pins one), and gets its own result line.`,
      )
      .argument(
        '[refs...]',
        'order ids (or their first characters) or external refs; ID@VERSION to act only on that version',
      );
    command = action.options ? action.options(command) : command;
    addFilterOptions(command)
      .option('-y, --yes', 'act on every order matching the filters without asking')
      .option('--concurrency <n>', 'orders handled at the same time', '4')
      .option('--json', 'print the per-order results as JSON')
      .action(act((ids: string[], options) => runAction(io, action, ids, options)));
  }
}

const batchOptions = filterOptionsSchema.extend({
  yes: z.boolean().default(false),
  concurrency: intOption(1, 16),
  json: z.boolean().default(false),
});

const REFERENCE = /^([^@\s]+)(?:@(\d{1,9}))?$/;

interface ActionResult {
  id: string;
  ok: boolean;
  status?: string;
  version?: number;
  message: string;
}

async function runAction(io: Io, action: ActionSpec, references: string[], raw: unknown) {
  const options = parseOptions(batchOptions, raw);
  const actionOptions = parseOptions(action.schema, raw);
  const filtered = hasFilters(options);
  if (references.length && filtered) throw usageError('Give order ids or filters, not both');
  if (!references.length && !filtered) {
    throw usageError(`Give order ids, or filters (e.g. --status PENDING_CREDIT) with --yes`);
  }
  const parsedRefs = references.map((reference) => {
    // The same check as `show`: a malformed reference stops the batch before anything is sent.
    checkReference(reference);
    const match = REFERENCE.exec(reference.trim());
    if (!match) throw usageError(`Not an order reference: ${reference} (ID, ID@VERSION or external ref)`);
    // The same check as `show`: a malformed reference stops the batch before anything is sent.
    return {
      reference: checkReference(match[1]!),
      version: match[2] === undefined ? undefined : Number(match[2]),
    };
  });
  const prepared = action.prepare ? await action.prepare(actionOptions, io) : undefined;
  const { client } = await connect(io.env);

  // Every order matching the filters, each at the version the list showed.
  let picked: Array<{ reference: string; version?: number }> = parsedRefs;
  if (filtered) {
    const matching = await listAllOrders(client, toQuery(options));
    if (matching.length === 0) {
      if (options.json) printJson(io, { action: action.name, total: 0, done: 0, failed: 0, results: [] });
      else print(io, 'No orders match the filters.');
      return EXIT.ok;
    }
    if (!options.yes) {
      const question = `${action.name} ${count(matching.length, 'order')} matching the filters?`;
      const missing = `Refusing to ${action.name} ${count(matching.length, 'order')} matching the filters without --yes (stdin is not a terminal)`;
      if (!(await confirm(io, question, missing))) {
        print(io, 'Nothing done.');
        return EXIT.ok;
      }
    }
    picked = matching.map((order) => ({ reference: order.id, version: order.version }));
  }

  const results = await mapWithConcurrency(picked, options.concurrency, async (item) => {
    let id = item.reference;
    try {
      id = await resolveOrderId(client, item.reference);
      const version =
        item.version ?? (await unwrap(client.GET('/api/orders/{id}', { params: { path: { id } } }))).version;
      const order = await action.run(client, { id, version }, actionOptions, prepared);
      const result: ActionResult = {
        id,
        ok: true,
        status: order.status,
        version: order.version,
        message: `${action.name}: now ${orderStatusLabel(order.status)}`,
      };
      if (!options.json)
        print(io, `${green(io, 'ok  ')} ${shortId(id)}  ${result.message} (version ${order.version})`);
      return result;
    } catch (err) {
      const result: ActionResult = { id, ok: false, message: errorText(err) };
      if (!options.json) print(io, `${red(io, 'FAIL')} ${shortId(id)}  ${result.message}`);
      return result;
    }
  });

  const failed = results.filter((r) => !r.ok).length;
  if (options.json) {
    printJson(io, {
      action: action.name,
      total: results.length,
      done: results.length - failed,
      failed,
      results,
    });
  } else {
    print(
      io,
      `${action.name}: ${results.length - failed} of ${results.length} orders done${failed ? `, ${failed} failed` : ''}`,
    );
  }
  return failed ? EXIT.failed : EXIT.ok;
}
