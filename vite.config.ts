import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The client is served by the Fastify server in production (dist/client) and by Vite in dev,
// where /v1 and /healthz are proxied to the API server.
export default defineConfig({
  plugins: [react()],
  root: '.',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    chunkSizeWarningLimit: 4096,
  },
  worker: { format: 'es' },
  server: {
    port: 5173,
    proxy: {
      '/v1': { target: `http://localhost:${process.env.API_PORT ?? 8080}`, ws: true },
      '/healthz': `http://localhost:${process.env.API_PORT ?? 8080}`,
    },
  },
});
