import { describe, expect, it } from 'vitest';
import { describeUserAgent, validatePasswordChange } from './account-settings.js';
import { inEnglish } from './messages/index.js';

describe('validatePasswordChange (the rules the portal, CLI and service share)', () => {
  const valid = {
    currentPassword: 'old-password',
    newPassword: 'new-password',
    confirmPassword: 'new-password',
  };
  it.each([
    [{}, null],
    [{ currentPassword: '' }, 'Current password is required'],
    [{ confirmPassword: 'other-password' }, 'Passwords do not match'],
    [{ newPassword: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters long'],
    [
      { newPassword: 'old-password', confirmPassword: 'old-password' },
      'The new password must differ from the current one',
    ],
  ])('%o -> %s', (overrides, message) => {
    expect(inEnglish(validatePasswordChange({ ...valid, ...overrides }))?.message ?? null).toBe(message);
  });
});

describe('describeUserAgent (the sessions list’s client column)', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      'Chrome on Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
      'Edge on macOS',
    ],
    ['tawreed-cli/0.1', 'tawreed CLI 0.1'],
    ['curl/8.5.0', 'curl'],
    [null, 'Unknown client'],
    ['SomethingElse/1.0', 'SomethingElse/1.0'],
  ])('%s -> %s', (ua, summary) => {
    expect(describeUserAgent(ua)).toBe(summary);
  });
});
