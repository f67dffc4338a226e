import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../src/app.js';
import { contractChecker, partnerValidator } from './contract.js';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('the contract check refuses an undocumented status and a body that breaks its schema', async () => {
  const check = contractChecker(t.app);
  const request = new Request('http://tawreed.test/api/auth/me');
  await expect(check(request, new Response('{}', { status: 418 }))).rejects.toThrow(/does not document/);
  const wrong = new Response(JSON.stringify({ id: 'not-a-uuid' }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
  await expect(check(request, wrong)).rejects.toThrow(/published schema/);
  const error = new Response(
    JSON.stringify({ error: { code: 'UNAUTHENTICATED', message: 'Not signed in' } }),
    {
      status: 401,
      headers: { 'content-type': 'application/json' },
    },
  );
  await expect(check(request, error)).resolves.toBeUndefined();
});

type Node = Record<string, unknown>;
function* schemasIn(value: unknown, path = '#'): Generator<[string, Node]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* schemasIn(item, `${path}/${index}`);
    return;
  }
  if (!value || typeof value !== 'object') return;
  yield [path, value as Node];
  for (const [key, item] of Object.entries(value)) yield* schemasIn(item, `${path}/${key}`);
}

describe('the published document, as a strict draft 2020-12 validator reads it', () => {
  const document = () =>
    openApiDocument(t.app) as unknown as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content?: Record<string, { schema: Node }> }> }>
      >;
      components: { schemas: Record<string, Node> };
    };

  it('every nullable enum lists null among its values, and no shared schema is nullable itself', () => {
    const wrong: string[] = [];
    for (const [path, node] of schemasIn(document())) {
      const types = Array.isArray(node.type) ? node.type : [node.type];
      if (types.includes('null') && Array.isArray(node.enum) && !node.enum.includes(null)) wrong.push(path);
      if (
        Array.isArray(node.allOf) &&
        node.allOf.some((s: Node) => Array.isArray(s.type) && s.type.includes('null'))
      ) {
        wrong.push(`${path} (null inside allOf)`);
      }
    }
    for (const [name, schema] of Object.entries(document().components.schemas)) {
      if (Array.isArray(schema.type) && schema.type.includes('null') && !schema.enum)
        wrong.push(`component ${name}`);
    }
    expect(wrong).toEqual([]);
  });

  it('every response schema of every operation compiles under ajv strict mode', () => {
    const doc = document();
    const validatorFor = partnerValidator(doc);
    let compiled = 0;
    for (const operations of Object.values(doc.paths)) {
      for (const operation of Object.values(operations)) {
        for (const response of Object.values(operation.responses)) {
          const schema = response.content?.['application/json']?.schema;
          if (schema) {
            expect(typeof validatorFor(schema)).toBe('function');
            compiled++;
          }
        }
      }
    }
    expect(compiled).toBeGreaterThan(300);
  });

  it('refuses null where a nullable status is not, and takes it where it is', () => {
    const doc = document();
    const validate = partnerValidator(doc)({ $ref: '#/components/schemas/HistoryEntry' });
    const entry = {
      id: '7ae51c15-2e42-4366-8eeb-8364a0797f15',
      action: 'CREATE',
      fromStatus: null,
      toStatus: 'SUBMITTED',
      actor: null,
      comment: null,
      createdAt: '2026-11-21T10:00:00.000Z',
    };
    expect(validate(entry)).toBe(true);
    expect(validate({ ...entry, fromStatus: 'NOT_A_STATUS' })).toBe(false);
    expect(validate({ ...entry, createdAt: 'yesterday' })).toBe(false);
  });
});
