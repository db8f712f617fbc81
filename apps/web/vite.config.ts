import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';

const apiTarget = 'http://127.0.0.1:8080';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), precompress()],
  server: {
    proxy: {
      // The live channel (decision 009), first so it wins over '/api'. No changeOrigin: the server
      // accepts the socket when its Origin equals the Host it was sent to, here Vite's own.
      '/api/v1/ws': { target: apiTarget, ws: true },
      // ws: the API's other WebSockets (video signaling) live under /api too.
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // scripts/page-weight.ts follows a route's chunks through it.
    manifest: true,
  },
});
