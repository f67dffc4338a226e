import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { bootScript } from './src/boot.ts';

const api = process.env.TAWREED_API ?? 'http://127.0.0.1:3000';

/** Each language's catalog module (src/i18n/index.ts loads the active one). */
const CATALOGS = { en: '/src/i18n/catalog-en.ts', ar: '/src/i18n/catalog-ar.ts' };

/**
 * Writes src/boot.ts out as assets/boot-[hash].js and loads it first thing in index.html (a
 * file, since the portal's CSP allows no inline script), with the URLs of each language's
 * catalog chunk and the chunks that one imports, so the boot script can preload the one the
 * visitor will read.
 */
function bootPlugin(): Plugin {
  let base = '/';
  return {
    name: 'tawreed-boot',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const initial = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
      const withImports = (fileName: string, seen = new Set<string>()): string[] => {
        if (seen.has(fileName) || initial.has(fileName)) return [];
        seen.add(fileName);
        const chunk = chunks.find((candidate) => candidate.fileName === fileName);
        return [fileName, ...(chunk?.imports ?? []).flatMap((file) => withImports(file, seen))];
      };
      const catalogs = Object.fromEntries(
        Object.entries(CATALOGS).map(([language, module]) => {
          const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(module)));
          if (!chunk) this.error(`no chunk for ${module}`);
          return [language, withImports(chunk.fileName).map((file) => `${base}${file}`)];
        }),
      );
      const boot = this.emitFile({
        type: 'asset',
        name: 'boot.js',
        source: bootScript(catalogs),
      });
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return this.error('index.html is not in the bundle');
      const tag = `<script src="${base}${this.getFileName(boot)}"></script>`;
      html.source = String(html.source).replace(/<meta charset="UTF-8" \/>/, (meta) => `${meta}\n    ${tag}`);
      if (!String(html.source).includes(tag)) this.error('the boot script found no place in index.html');
    },
  };
}

export default defineConfig({
  plugins: [react(), bootPlugin()],
  server: {
    proxy: {
      '/api': api,
      '/uploads': api,
      '/ws': { target: api, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first screen needs in one chunk (it compresses better than ten
          // shared pieces); the pages, dialogs and catalogs stay chunks of their own.
          groups: [
            { name: 'app', tags: ['$initial'] },
            // The English catalog in one chunk (print views share it: they are bilingual), apart
            // from the domain's English texts, which the Arabic catalog needs too.
            {
              name: 'domain-en',
              test: /[\\/]domain[\\/]src[\\/](messages\.ts|messages[\\/]en\.ts)$/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              name: 'catalog-en',
              test: /[\\/]web[\\/]src[\\/]i18n[\\/](catalog-en|en(-[a-z]+)?)\.ts$/,
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
