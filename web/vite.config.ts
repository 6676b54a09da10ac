import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Settings reach the app at run time through /config.json (see src/config.ts), never at build time,
// so one build serves every environment. `npm start` serves that file from .local/stack.json.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Issue 38: a route's loader and its pending skeleton load with the route, not with the app
      // (by default only components are split off, and every route's loader and skeleton, with
      // what they import, sat in the entry that every first view downloads).
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    tailwindcss(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The PDF viewer is loaded lazily; bundled up front, so the dev server does not find it on the
  // first preview and reload the page under it.
  optimizeDeps: { include: ['react-pdf'] },
  build: { target: 'es2022', sourcemap: true },
});
