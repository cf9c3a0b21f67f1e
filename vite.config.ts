import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One config for the dev server, the production build and the unit tests.
export default defineConfig({
  plugins: [react()],
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
      },
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'machines/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    pool: 'threads',
  },
});
