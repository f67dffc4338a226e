import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';

const require = createRequire(import.meta.url);
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Tawreed API reference</title>
<link rel="stylesheet" href="/docs/swagger-ui.css"></head>
<body><div id="docs"></div><script src="/docs/swagger-ui-bundle.js"></script>
<script>window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#docs', withCredentials: true });</script>
</body></html>`;

/** The interactive reference, served from the swagger-ui-dist package so it works offline. */
export function docsRoutes() {
  const dir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  return new Hono()
    .get('/docs', (c) => c.html(PAGE))
    .get('/docs/:asset', async (c) => {
      const asset = c.req.param('asset');
      const type = ASSETS[asset];
      if (!type) return c.notFound();
      const body = await readFile(path.join(dir, asset));
      return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' });
    });
}
