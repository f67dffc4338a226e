/**
 * The requests of the contract fuzzing (contract-fuzz.test.ts): valid ones generated from an
 * operation's schemas in the served document, and hostile ones made from them. The real ids
 * they point at (orders, attachments, an account) are the test file's, passed in as `state`.
 */
import fc from 'fast-check';
import {
  arbitraryFor,
  FILES,
  hostileNumber,
  hostileString,
  type OpenApiDocument,
  type Operation,
  pathsOf,
  REMOVE,
  resolve,
  withValueAt,
  wrongType,
} from './schema-arbitrary.js';

export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export type CallerName =
  | 'companyA'
  | 'companyB'
  | 'credit'
  | 'higher'
  | 'warehouse'
  | 'admin'
  | 'anonymous'
  | 'badToken';

/** The administrator's routes (the accounts, the audit trail): mostly fuzzed as the administrator, who reaches them. */
const ADMIN_ROUTES = /^\/api\/(accounts|audit)(\/|$)/;

type FilePart = { file: (typeof FILES)[number] };
type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'multipart'; fields: Array<[string, string | FilePart]> }
  | { kind: 'raw'; contentType: string | null; text: string };

export interface FuzzRequest {
  attack: string;
  caller: CallerName;
  /** Path parameters, already URL-encoded. */
  params: Record<string, string>;
  query: Array<[string, string]>;
  headers: Record<string, string>;
  body?: Body;
  /** The company owning the order an id points at, when it points at a real one. */
  orderOwner?: 'companyA' | 'companyB';
}

export interface Target {
  method: (typeof METHODS)[number];
  path: string;
  op: Operation;
}

/** What the generators draw real ids from: the served document and the rows the test file seeded. */
export interface FuzzState {
  served: OpenApiDocument;
  orderIds: { companyA: string[]; companyB: string[] };
  attachmentIds: string[];
  /** An account the administrator's account routes act on (never one of the callers). */
  accountId: string;
}

export const targets = (doc: OpenApiDocument): Target[] =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    METHODS.filter((method) => ops[method]).map((method) => ({ method, path, op: ops[method]! })),
  );

const paramsOf = (op: Operation, where: 'path' | 'query' | 'header') =>
  (op.parameters ?? []).filter((p) => p.in === where);

function pathParam(state: FuzzState, path: string, name: string) {
  const isOrderId = name === 'id' && path.startsWith('/api/orders/');
  const isFileId = name === 'attachmentId' || (name === 'id' && path.startsWith('/api/attachments/'));
  if (isOrderId) {
    return fc.oneof(
      {
        weight: 3,
        arbitrary: fc
          .constantFrom(...state.orderIds.companyA)
          .map((id) => ({ id, owner: 'companyA' as const })),
      },
      {
        weight: 2,
        arbitrary: fc
          .constantFrom(...state.orderIds.companyB)
          .map((id) => ({ id, owner: 'companyB' as const })),
      },
      { weight: 1, arbitrary: fc.uuid().map((id) => ({ id, owner: undefined })) },
    );
  }
  if (name === 'id' && path.startsWith('/api/accounts/')) {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constant({ id: state.accountId, owner: undefined }) },
      { weight: 1, arbitrary: fc.uuid().map((id) => ({ id, owner: undefined })) },
    );
  }
  if (isFileId) {
    return fc.oneof(
      fc.constantFrom(...state.attachmentIds).map((id) => ({ id, owner: 'companyA' as const })),
      fc.uuid().map((id) => ({ id, owner: undefined })),
    );
  }
  return null;
}

export function validRequest(state: FuzzState, target: Target): fc.Arbitrary<FuzzRequest> {
  const { op, path } = target;
  const pathArbs: Record<string, fc.Arbitrary<{ id: string; owner?: 'companyA' | 'companyB' }>> = {};
  for (const p of paramsOf(op, 'path')) {
    pathArbs[p.name] =
      pathParam(state, path, p.name) ??
      arbitraryFor(resolve(state.served, p.schema)).map((v) => ({ id: String(v), owner: undefined }));
  }
  const queryArbs = paramsOf(op, 'query').map((p) => {
    const value = arbitraryFor(resolve(state.served, p.schema)).map(
      (v) => [p.name, String(v)] as [string, string],
    );
    return p.required ? value : fc.option(value, { nil: undefined, freq: 2 });
  });
  const headerArbs = paramsOf(op, 'header').map((p) =>
    fc.option(
      (p.name === 'if-match' ? fc.integer({ min: 1, max: 3 }).map(String) : fc.uuid()).map(
        (v) => [p.name, v] as [string, string],
      ),
      { nil: undefined },
    ),
  );
  const bodyArb: fc.Arbitrary<Body | undefined> = op.requestBody ? bodyOf(state, op) : fc.constant(undefined);
  const roles = ['companyA', 'companyB', 'credit', 'higher', 'warehouse', 'admin'] as const;
  const callerArb = ADMIN_ROUTES.test(path)
    ? fc.oneof(
        { weight: 6, arbitrary: fc.constant<CallerName>('admin') },
        { weight: 2, arbitrary: fc.constantFrom<CallerName>(...roles) },
        { weight: 1, arbitrary: fc.constantFrom<CallerName>('anonymous', 'badToken') },
      )
    : fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom<CallerName>(...roles) },
        { weight: 1, arbitrary: fc.constantFrom<CallerName>('anonymous', 'badToken') },
      );
  return fc
    .record({
      caller: callerArb,
      params: fc.record(pathArbs),
      query: fc.tuple(...queryArbs),
      headers: fc.tuple(...headerArbs),
      body: bodyArb,
    })
    .map(({ caller, params, query, headers, body }) => {
      const owner = Object.values(params).find((p) => p.owner)?.owner;
      return {
        attack: 'valid request from the schema',
        caller,
        params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, encodeURIComponent(v.id)])),
        query: query.filter((q): q is [string, string] => q !== undefined),
        headers: Object.fromEntries(headers.filter((h): h is [string, string] => h !== undefined)),
        body,
        orderOwner: owner,
      };
    });
}

function bodyOf(state: FuzzState, op: Operation): fc.Arbitrary<Body> {
  const content = op.requestBody!.content;
  const json = content['application/json'];
  if (json)
    return arbitraryFor(resolve(state.served, json.schema)).map((value) => ({
      kind: 'json' as const,
      value,
    }));
  const multipart = resolve(state.served, content['multipart/form-data']!.schema);
  const fields = Object.entries(multipart.properties ?? {}).map(([name, schema]) => {
    const isFile = schema.format === 'binary' || schema.items?.format === 'binary';
    const value: fc.Arbitrary<Array<[string, string | FilePart]>> = isFile
      ? fc
          .array(fc.constantFrom(...FILES), { minLength: 1, maxLength: schema.type === 'array' ? 3 : 1 })
          .map((files) => files.map((file) => [name, { file }] as [string, FilePart]))
      : arbitraryFor(schema).map((v) => [[name, String(v)] as [string, string]]);
    const required = multipart.required?.includes(name);
    return required ? value : fc.option(value, { nil: [] as Array<[string, string | FilePart]>, freq: 4 });
  });
  return fc.tuple(...fields).map((parts) => ({ kind: 'multipart' as const, fields: parts.flat() }));
}

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1}garbage',
  '\uFEFF{}',
  '',
  '{"a":1,}',
  "{'a':1}",
  '"\\u0000"',
];
const BAD_IDS = [
  'not-a-uuid',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '1',
  '-1',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  encodeURIComponent("1' or '1'='1"),
  'x'.repeat(3000),
  '%E2%80%AE',
];

export function hostileRequest(state: FuzzState, target: Target): fc.Arbitrary<FuzzRequest> {
  const { op } = target;
  const attacks: Array<fc.Arbitrary<(r: FuzzRequest) => FuzzRequest>> = [];
  const set = (attack: string, change: (r: FuzzRequest) => Partial<FuzzRequest>) => (r: FuzzRequest) => ({
    ...r,
    ...change(r),
    attack,
  });
  attacks.push(
    fc
      .constantFrom<CallerName>('anonymous', 'badToken')
      .map((caller) => set(`caller ${caller}`, () => ({ caller }))),
  );
  for (const p of paramsOf(op, 'path')) {
    attacks.push(
      fc.constantFrom(...BAD_IDS).map((id) =>
        set(`path ${p.name}=${id.slice(0, 40)}`, (r) => ({
          params: { ...r.params, [p.name]: id },
          orderOwner: undefined,
        })),
      ),
    );
  }
  for (const p of paramsOf(op, 'query')) {
    attacks.push(
      fc
        .oneof(
          hostileString,
          hostileNumber.map(String),
          fc.constantFrom('2020-13-45', '9999-99-99', 'NOPE', '-1', '0', '1e3'),
        )
        .map((v) =>
          set(`query ${p.name}=${JSON.stringify(v.slice(0, 30))}`, (r) => ({
            query: [...r.query, [p.name, v]],
          })),
        ),
    );
  }
  attacks.push(
    fc
      .tuple(fc.constantFrom('unknown', '__proto__', 'constructor', 'page[]'), hostileString)
      .map(([k, v]) => set(`extra query ${k}`, (r) => ({ query: [...r.query, [k, v]] }))),
  );
  for (const p of paramsOf(op, 'header')) {
    attacks.push(
      fc
        .constantFrom('abc', '"1', '-1', '99999999999999999999', 'W/"1"', '*', '', 'x'.repeat(5000), '1.5')
        .map((v) =>
          set(`header ${p.name}=${v.slice(0, 30)}`, (r) => ({ headers: { ...r.headers, [p.name]: v } })),
        ),
    );
  }
  if (op.requestBody) {
    const isJson = Boolean(op.requestBody.content['application/json']);
    attacks.push(
      fc.constantFrom(...MALFORMED_JSON).map((text) =>
        set(`malformed JSON ${JSON.stringify(text)}`, () => ({
          body: { kind: 'raw', contentType: 'application/json', text },
        })),
      ),
      fc
        .constantFrom<[string | null, string]>(
          ['text/plain', '{"a":1}'],
          [
            'application/xml',
            '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
          ],
          ['application/x-www-form-urlencoded', 'a=b&comment=%00'],
          [
            'multipart/form-data; boundary=x',
            '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
          ],
          ['multipart/form-data', 'no boundary'],
          ['application/json; charset=utf-16', '{}'],
          [null, '{"a":1}'],
          ['text/html', '<script>alert(1)</script>'],
        )
        .map(([contentType, text]) =>
          set(`Content-Type ${contentType}`, () => ({ body: { kind: 'raw', contentType, text } })),
        ),
    );
    if (isJson) {
      attacks.push(
        wrongType.map((value) =>
          set(`body is ${JSON.stringify(value)?.slice(0, 30)}`, () => ({ body: { kind: 'json', value } })),
        ),
        fc
          .tuple(fc.nat(), wrongType)
          .map(([i, value]) =>
            set('a field of the wrong type', (r) => changeField(r, i, value, 'wrong type')),
          ),
        fc
          .tuple(fc.nat(), hostileString)
          .map(([i, value]) =>
            set('a field holding NUL, controls, bidi or 100 KB', (r) =>
              changeField(r, i, value, 'hostile string'),
            ),
          ),
        fc
          .tuple(fc.nat(), hostileNumber)
          .map(([i, value]) =>
            set('a field holding an extreme number', (r) => changeField(r, i, value, 'extreme number')),
          ),
        fc.nat().map((i) => set('a field removed', (r) => changeField(r, i, REMOVE, 'removed'))),
        fc
          .tuple(
            fc.constantFrom('status', 'version', 'companyId', 'isAdmin', '__proto__', 'role', 'withdrawnAt'),
            wrongType,
          )
          .map(([k, v]) =>
            set(`extra field ${k}`, (r) => ({
              body: {
                kind: 'raw',
                contentType: 'application/json',
                text: JSON.stringify(
                  r.body?.kind === 'json' && isObject(r.body.value) ? r.body.value : {},
                ).replace(
                  /^\{/,
                  `{${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}${r.body?.kind === 'json' && isObject(r.body.value) && Object.keys(r.body.value).length ? ',' : ''}`,
                ),
              },
            })),
          ),
      );
    } else {
      attacks.push(
        fc
          .tuple(
            fc.constantFrom('comment', 'attachmentType', 'file', 'files', 'invoice', 'extra'),
            hostileString,
          )
          .map(([name, value]) =>
            set(`multipart field ${name} holds ${JSON.stringify(value.slice(0, 20))}`, (r) => ({
              body: {
                kind: 'multipart',
                fields: [...(r.body?.kind === 'multipart' ? r.body.fields : []), [name, value]],
              },
            })),
          ),
        fc.constant(
          set('multipart without its file', () => ({
            body: { kind: 'multipart', fields: [['comment', 'a fair comment']] },
          })),
        ),
        fc.constantFrom(...FILES).map((file) =>
          set(`eleven files named ${JSON.stringify(file.name)}`, () => ({
            body: {
              kind: 'multipart',
              fields: [
                ...Array.from({ length: 11 }, () => ['files', { file }] as [string, FilePart]),
                ['comment', 'a fair comment'],
                ['file', { file }],
                ['invoice', { file }],
              ],
            },
          })),
        ),
      );
    }
  }
  return fc
    .tuple(validRequest(state, target), fc.oneof(...attacks))
    .map(([request, attack]) => attack(request));
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  Boolean(v) && typeof v === 'object' && !Array.isArray(v);

function changeField(r: FuzzRequest, index: number, value: unknown, what: string): Partial<FuzzRequest> {
  if (r.body?.kind !== 'json') return { body: { kind: 'json', value } };
  const paths = pathsOf(r.body.value);
  if (paths.length === 0) return { body: { kind: 'json', value: { [what]: value } } };
  const path = paths[index % paths.length]!;
  return {
    attack: `${what} at ${path.join('.')}`,
    body: { kind: 'json', value: withValueAt(r.body.value, path, value) },
  };
}
