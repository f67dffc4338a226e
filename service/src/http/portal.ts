import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

const API_PREFIXES = ['/api/', '/ws', '/uploads/', '/docs', '/openapi.json', '/healthz', '/readyz'];

/** Serves the built portal; any other GET path gets index.html so the client router decides. */
export function portalRoutes(webDir: string) {
  const root = path.relative(process.cwd(), webDir) || '.';
  const indexFile = path.join(webDir, 'index.html');
  const app = new Hono();
  if (!existsSync(indexFile)) return app;
  const indexHtml = readFileSync(indexFile, 'utf8');
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
