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
    rolldownOptions: {
      output: {
        // Vendor code in a few chunks rather than one per component (decision 060): the dashboard
        // asked for 184 files. React (with the store, which the public pages use too) stays apart
        // from what only the signed-in app loads, so sign-in downloads none of it. Mantine's CSS stays
        // with the pages that import it: grouped, it loaded after the app's own styles and won over them.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|zustand|use-sync-external-store)[\\/]/, priority: 3 },
            {
              name: 'mantine',
              test: /node_modules[\\/](@mantine[\\/](core|hooks)(?![\\/]styles)|@floating-ui|react-remove-scroll[^\\/]*|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tslib|clsx|react-number-format|react-textarea-autosize)[\\/]/,
              priority: 2,
            },
            { name: 'app-vendor', test: /node_modules[\\/](react-router|@tanstack|zod|cookie|set-cookie-parser)[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
});
