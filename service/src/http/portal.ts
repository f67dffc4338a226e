import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { withResponseHeaders } from './response-headers.js';
import { isSecureRequest } from './session.js';

const API_PREFIXES = ['/api/', '/ws', '/uploads/', '/docs', '/openapi.json', '/healthz', '/readyz'];

/**
 * The portal's own scripts, styles and fonts only; the API and the websocket on the same origin;
 * never framed (clickjacking), no plugins, forms and <base> kept to this origin.
 */
export const PORTAL_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
const HSTS = 'max-age=31536000; includeSubDomains';

/** Serves the built portal; any other GET path gets index.html so the client router decides. */
export function portalRoutes(webDir: string, publicOrigin?: string) {
  const root = path.relative(process.cwd(), webDir) || '.';
  const indexFile = path.join(webDir, 'index.html');
  const app = new Hono();
  if (!existsSync(indexFile)) return app;
  const indexHtml = readFileSync(indexFile, 'utf8');
  app.use('*', function portalSecurityHeaders(c, next) {
    return withResponseHeaders(c, next, {
      'Content-Security-Policy': PORTAL_CSP,
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
      // Only where the browser reached us over HTTPS: on plain http the header would be ignored.
      ...(isSecureRequest(c, publicOrigin) ? { 'Strict-Transport-Security': HSTS } : {}),
    });
  });
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    if (API_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) return c.notFound();
    return c.html(indexHtml);
  });
  return app;
}
