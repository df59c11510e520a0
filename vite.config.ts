import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8081';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
