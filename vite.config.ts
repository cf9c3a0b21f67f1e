import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precacheList } from './scripts/lib/precache';

// One config for the dev server, the production build and the unit tests.
export default defineConfig({
  plugins: [react(), precacheList(['icon.svg', 'manifest.webmanifest'])],
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      input: {
        main: 'index.html',
        renderStats: 'render-stats.html',
        // The offline service worker, at a fixed address (/sw.js) so a new build replaces it.
        sw: 'src/workers/offline.sw.ts',
      },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
        // Libraries the first page needs get chunks named vendor-*, so the size check can tell library bytes
        // from the app's own. three.js and r3f are not listed: they stay in the lazy chunks that use them.
        codeSplitting: {
          groups: [
            {
              name: 'vendor-react',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/,
              priority: 20,
            },
            { name: 'vendor-state', test: /node_modules[\\/](xstate|@xstate|zod)[\\/]/, priority: 15 },
          ],
        },
      },
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'machines/**/*.test.ts', 'scripts/**/*.test.ts', 'server/**/*.test.ts'],
    environment: 'node',
    pool: 'threads',
  },
});
