import { z } from '@hono/zod-openapi';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { fromZodIssues, renderText, withoutQueryParams } from './errors.js';

describe('what an unexpected error leaves in the log', () => {
  it("a failed query's parameters (a webhook secret, a password hash) never reach the log", () => {
    const error = new DrizzleQueryError(
      'insert into "webhook_subscriptions" ("url", "secret") values ($1, $2)',
      ['https://erp.example.sa/hook', 'whsec_c2VjcmV0\nsecond line'],
      new Error('connection reset'),
    );
    for (const text of [error.message, error.stack ?? '']) {
      const logged = withoutQueryParams(text);
      expect(logged).toContain('insert into "webhook_subscriptions"');
      expect(logged).toContain('params: [redacted]');
      expect(logged).not.toContain('whsec_');
      expect(logged).not.toContain('second line');
    }
  });
});

describe("zod's own wording of a wrong type, in both languages", () => {
  it('names the type received from what was sent, not from the English sentence', () => {
    const schema = z.object({ lines: z.array(z.object({ quantity: z.string() })) });
    const sent = { lines: [{ quantity: 5 }] };
    const result = schema.safeParse(sent);
    expect(result.success).toBe(false);
    const [issue] = fromZodIssues(result.error!.issues, sent);
    expect(issue!.path).toBe('lines.0.quantity');
    expect(renderText('en', issue!.message)).toMatch(/received number$/);
    const arabic = renderText('ar', issue!.message);
    expect(arabic).toMatch(/[\u0600-\u06FF]/);
    // The Arabic names the number it was given, as zod's Arabic locale words it.
    const [without] = fromZodIssues(result.error!.issues);
    expect(arabic).not.toBe(renderText('ar', without!.message));
  });
});
