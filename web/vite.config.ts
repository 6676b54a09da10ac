import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderPublicPages } from './prerender-plugin.ts';

// Settings reach the app at run time through /config.json (see src/config.ts), never at build time,
// so one build serves every environment. `npm start` serves that file from .local/stack.json.
const ENTRY = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
/** Barrel packages: the entry uses a module or two of each, and following them would take in all. */
const BARRELS = /node_modules\/(radix-ui|lucide-react)\//;
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}
let entryModules: Set<string> | undefined;

/**
 * Issue 38: what the entry imports statically goes into one chunk, 'app'. Left to itself the
 * bundler cuts it into some fifty small chunks shared with the lazy routes, and every first view
 * downloads them all: the same code, gzipped file by file, cost each first view about 10 KB more.
 */
function inFirstViewChunk(id: string, graph: ModuleGraph) {
  if (!entryModules) {
    const found = new Set<string>();
    const visit = (moduleId: string) => {
      if (found.has(moduleId) || BARRELS.test(moduleId)) return;
      found.add(moduleId);
      for (const imported of graph.getModuleInfo(moduleId)?.importedIds ?? []) visit(imported);
    };
    visit(ENTRY);
    entryModules = found;
  }
  return entryModules.has(id) ? 'app' : null;
}

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
      output: { codeSplitting: { groups: [{ name: inFirstViewChunk, debugName: 'app', priority: 100 }] } },
    },
  },
});
