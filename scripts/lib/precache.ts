import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * A build step that writes `precache.json`: every file the app needs to run offline (the page, its chunks,
 * styles and assets, and the public files), with a version that changes whenever the file list does. The
 * service worker (src/workers/offline.sw.ts) caches exactly these at install.
 */
export function precacheList(publicFiles: readonly string[]): Plugin {
  return {
    name: 'tabletop-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      const built = Object.keys(bundle).filter(
        (f) =>
          f !== 'sw.js' && !f.startsWith('render-stats') && !f.includes('renderStats') && !f.endsWith('.map'),
      );
      const files = ['./', ...publicFiles, ...built.filter((f) => f !== 'index.html'), 'index.html'].sort();
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      this.emitFile({ type: 'asset', fileName: 'precache.json', source: JSON.stringify({ version, files }) });
    },
  };
}
