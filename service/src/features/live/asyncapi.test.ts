import { readFileSync } from 'node:fs';
import { Parser } from '@asyncapi/parser';
import { expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { createInProcessBus } from '../../events/types.js';
import type { Deps } from '../../http/context.js';
import { createLogger } from '../../logger.js';
import { clientFrameSchema, serverFrameSchema } from './frames.js';

const committed = readFileSync(new URL('../../../../openapi/asyncapi.json', import.meta.url), 'utf8');

it('the committed AsyncAPI document parses with no errors or warnings and names every frame', async () => {
  const { document, diagnostics } = await new Parser().parse(committed);
  // Severity 0 is an error, 1 a warning; 2 and 3 are advice (such as "3.1.0 exists").
  const problems = diagnostics
    .filter((d) => d.severity <= 1)
    .map((d) => `${d.severity} ${d.code} ${d.path.join('/')}: ${d.message}`);
  expect(problems).toEqual([]);
  expect(document?.version()).toBe('3.0.0');
  const names = document!
    .messages()
    .all()
    .map((message) => message.name());
  const types = [...clientFrameSchema.options, ...serverFrameSchema.options].map((o) => o.shape.type.value);
  expect(names.sort()).toEqual(types.sort());
}, 30_000);

it('serves the committed document at /asyncapi.json', async () => {
  const app = createApp({
    config: testConfig(),
    logger: createLogger('silent'),
    events: createInProcessBus(),
  } as unknown as Deps);
  const response = await app.request('/asyncapi.json');
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual(JSON.parse(committed));
});
