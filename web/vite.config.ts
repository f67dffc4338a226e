import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.TAWREED_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': api,
      '/uploads': api,
      '/ws': { target: api, ws: true },
    },
  },
  build: { outDir: 'dist', sourcemap: false },
});
