import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { directBarrelImports } from './direct-imports.ts';
import { firstViewChunk } from './first-view-chunks.ts';
import { prerenderPublicPages } from './prerender-plugin.ts';

// Settings reach the app at run time through /config.json (see src/config.ts), never at build time,
// so one build serves every environment. `npm start` serves that file from .local/stack.json.
export default defineConfig({
  plugins: [
    directBarrelImports(),
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
    prerenderPublicPages(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The PDF viewer is loaded lazily; bundled up front, so the dev server does not find it on the
  // first preview and reload the page under it.
  optimizeDeps: { include: ['react-pdf'] },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A module the shell and a public page share stays out of the shell (first-view-chunks.ts).
          includeDependenciesRecursively: false,
          groups: [{ name: firstViewChunk, debugName: 'app and shell', priority: 100 }],
        },
      },
    },
  },
});
