import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, testConfig } from './config.js';

describe('configuration', () => {
  it('waits for an administrator by default: REGISTRATION=approval; open and companies-only on request', () => {
    expect(loadConfig({}).REGISTRATION).toBe('approval');
    expect(loadConfig({ REGISTRATION: 'open' }).REGISTRATION).toBe('open');
    expect(loadConfig({ REGISTRATION: 'companies-only' }).REGISTRATION).toBe('companies-only');
    expect(() => loadConfig({ REGISTRATION: 'anyone' })).toThrow(ConfigError);
  });

  it('makes every staff role and administrators enrol a second factor by default; empty turns it off', () => {
    expect(loadConfig({}).MFA_REQUIRED_ROLES).toEqual([
      'CREDIT_TEAM',
      'HIGHER_AUTHORITY',
      'WAREHOUSE_MANAGER',
      'ADMIN',
    ]);
    expect(loadConfig({ MFA_REQUIRED_ROLES: '' }).MFA_REQUIRED_ROLES).toEqual([]);
    expect(loadConfig({ MFA_REQUIRED_ROLES: ' admin, HIGHER_AUTHORITY ' }).MFA_REQUIRED_ROLES).toEqual([
      'ADMIN',
      'HIGHER_AUTHORITY',
    ]);
    expect(() => loadConfig({ MFA_REQUIRED_ROLES: 'ADMIN,ROOT' })).toThrow(ConfigError);
    expect(testConfig().MFA_REQUIRED_ROLES).toEqual([]);
  });

  it('trusts no proxy by default, and reads TRUST_PROXY as addresses and CIDRs', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1 ,::1,2001:db8::/32' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      '2001:db8::/32',
    ]);
    for (const bad of ['true', '2', '10.0.0.0/33', 'proxy.example.sa', '10.0.0.1/8/1', '::1/129']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('keeps the credit check lenient by default: CREDIT_STRICT=false; true or false only', () => {
    expect(loadConfig({}).CREDIT_STRICT).toBe(false);
    expect(loadConfig({ CREDIT_STRICT: 'true' }).CREDIT_STRICT).toBe(true);
    expect(loadConfig({ CREDIT_STRICT: 'false' }).CREDIT_STRICT).toBe(false);
    expect(() => loadConfig({ CREDIT_STRICT: 'yes' })).toThrow(/CREDIT_STRICT: must be true or false/);
  });

  it('reads the standard VAT rate: 15 by default, a percentage with at most 2 decimals', () => {
    expect(loadConfig({}).VAT_RATE_PERCENT).toBe('15');
    expect(loadConfig({ VAT_RATE_PERCENT: '' }).VAT_RATE_PERCENT).toBe('15');
    expect(loadConfig({ VAT_RATE_PERCENT: '5' }).VAT_RATE_PERCENT).toBe('5');
    expect(loadConfig({ VAT_RATE_PERCENT: '12.5' }).VAT_RATE_PERCENT).toBe('12.5');
    for (const bad of ['-1', '101', '15%', '1.234', 'x']) {
      expect(() => loadConfig({ VAT_RATE_PERCENT: bad }), bad).toThrow(/VAT_RATE_PERCENT/);
    }
  });
});
