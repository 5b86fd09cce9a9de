import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Paths the back end answers; everything else is the SPA. Same list as the server's API_PREFIXES. */
const BACKEND_PREFIXES = ['/api', '/auth', '/image', '/latex', '/media'];
const BACKEND_URL = 'http://localhost:8000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      BACKEND_PREFIXES.map((prefix) => [prefix, { target: BACKEND_URL, changeOrigin: true }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1200,
  },
});
