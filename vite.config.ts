import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.resolve(import.meta.dirname, 'src/web');

export default defineConfig({
  root,
  publicDir: path.join(root, 'public'),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    // The manifest lets `npm run size` and the tests see which chunks a screen loads.
    manifest: true,
    target: 'es2022',
    // Browsers without modulepreload still load every chunk; the polyfill is not worth its bytes.
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3001}` },
  },
});
