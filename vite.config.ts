import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';

/**
 * The locales' `server.*` texts are the API's messages (server/lib/i18n.ts translates them before
 * they are sent): the SPA never looks one up, so its build leaves them out of the bundled texts.
 */
function spaLocales(): Plugin {
  return {
    name: 'spa-locales',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]locales[\\/][a-z]{2}\.json$/.test(id)) return null;
      const { server: _server, ...spa } = JSON.parse(code) as Record<string, unknown>;
      return { code: JSON.stringify(spa), map: null };
    },
  };
}

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8081';

export default defineConfig({
  plugins: [spaLocales(), react(), tailwindcss()],
  resolve: {
    // see src/lib/no-virtual.ts: headlessui's virtual-list dependency, never used here
    alias: { '@tanstack/react-virtual': fileURLToPath(new URL('./src/lib/no-virtual.ts', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      '/v1/socket.io': { target: apiTarget, ws: true },
      '/v1': { target: apiTarget },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // dist/.vite/manifest.json: lets bench/bundle-size.ts follow the chunk graph of each screen
    manifest: true,
  },
});
