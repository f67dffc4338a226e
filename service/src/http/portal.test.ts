import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_CSP, portalRoutes } from './portal.js';

let webDir: string;

beforeAll(() => {
  webDir = mkdtempSync(path.join(tmpdir(), 'tawreed-portal-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log(1)');
});

afterAll(() => rmSync(webDir, { recursive: true, force: true }));

describe('portal pages against framing, injected scripts and leaks', () => {
  it('every page carries the CSP (own scripts only, never framed), Referrer-Policy and nosniff', async () => {
    const portal = portalRoutes(webDir);
    for (const url of ['/', '/orders/123', '/assets/app.js']) {
      const res = await portal.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toBe(PORTAL_CSP);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
    expect(PORTAL_CSP).toContain("frame-ancestors 'none'");
    expect(PORTAL_CSP).toContain("script-src 'self'");
    expect(PORTAL_CSP).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('behind HTTPS the browser is told to keep to HTTPS (HSTS)', async () => {
    const viaProxy = await portalRoutes(webDir).request('/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(viaProxy.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    const configured = await portalRoutes(webDir, 'https://tawreed.example.sa').request('/');
    expect(configured.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
  });
});
