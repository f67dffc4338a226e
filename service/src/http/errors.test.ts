import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { withoutQueryParams } from './errors.js';

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
