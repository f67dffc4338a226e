import { describe, expect, it } from 'vitest';
import { inEnglish } from '../messages/index.js';
import { validateLogin as keyedLogin, validateRegistration as keyedRegistration } from './auth.js';

const validateLogin = (...args: Parameters<typeof keyedLogin>) => inEnglish(keyedLogin(...args));
const validateRegistration = (...args: Parameters<typeof keyedRegistration>) =>
  inEnglish(keyedRegistration(...args));

describe('validateRegistration', () => {
  const valid = { name: 'Sara', email: 'sara@example.sa', password: 'longenough', role: 'CREDIT_TEAM' };

  it('checks the password match first, then length, then required fields (SPEC §5 order)', () => {
    expect(
      validateRegistration({ ...valid, name: '', password: 'short', confirmPassword: 'other' })?.message,
    ).toBe('Passwords do not match');
    expect(validateRegistration({ ...valid, name: '', password: 'short' })?.message).toBe(
      'Password must be at least 8 characters long',
    );
    expect(validateRegistration({ ...valid, name: ' ' })?.message).toBe('Please fill in all required fields');
  });

  it('accepts a complete registration', () => {
    expect(validateRegistration({ ...valid, confirmPassword: valid.password })).toBeNull();
  });
});

describe('validateLogin', () => {
  it('names a bad email and a missing password with SPEC messages', () => {
    expect(validateLogin({ email: 'not-an-email', password: '' }).map((i) => i.message)).toEqual([
      'Please enter a valid email address',
      'Password is required',
    ]);
  });
});
