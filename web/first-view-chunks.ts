import { fileURLToPath } from 'node:url';

/*
 * Issue 38: two chunks for what first views share. Left to itself the bundler cuts the app into
 * small chunks by which lazy routes share each module; every first view then downloads dozens of
 * them, which costs bytes (gzipped file by file, about 10% more) and, over HTTP/1.1 and a slow
 * phone network, round trips (a browser opens six connections to a host).
 *
 * - 'app': what the entry (src/main.tsx) imports statically: every page needs it.
 * - 'shell': what the signed-in layout and home import statically (the signed-in first view), less
 *   what the app chunk has and what any public page may load, so a visitor never downloads it.
 */

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const ENTRY = source('./src/main.tsx');
const SIGNED_IN_HOME = source('./src/routes/-components/signed-in-home.tsx');
/** The routes a visitor opens without signing in; '/' loads the signed-in home lazily too. */
const PUBLIC_ROUTES = [
  'index',
  'pricing',
  'about',
  'contact',
  'terms',
  'privacy',
  'security',
  'cookies',
  'login',
  'signup',
  'forgot-password',
  'reset-password',
  'verify',
  'admin',
].map((route) => source(`./src/routes/${route}.tsx`));
/**
 * What a public page never loads for a visitor who does nothing: what '/' and /pricing load only
 * signed in, and the sign-up form's dial-code list, which loads when the visitor reaches for it.
 */
const NOT_FOR_VISITORS = [
  SIGNED_IN_HOME,
  source('./src/routes/-components/signed-in-preload.ts'),
  source('./src/features/billing/components/pricing-plan-action.tsx'),
  source('./src/components/dial-code-picker.tsx'),
];
/**
 * Barrel packages: a page uses a module or two of each, and following them would take in all. The
 * build imports what they re-export directly (direct-imports.ts); what is left is types.
 */
const BARRELS = /node_modules\/(radix-ui\/dist\/index|lucide-react\/dist\/esm\/lucide-react)\.mjs$/;

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/** The modules reachable from `roots` (static imports; dynamic ones too if asked), short of `stop`. */
function reachable(graph: ModuleGraph, roots: string[], options: { dynamic: boolean; stop: Set<string> }) {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id) || options.stop.has(id) || BARRELS.test(id)) return;
    found.add(id);
    const info = graph.getModuleInfo(id);
    for (const imported of info?.importedIds ?? []) visit(imported);
    if (options.dynamic) for (const imported of info?.dynamicallyImportedIds ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return found;
}

let chunks: Map<string, 'app' | 'shell'> | undefined;

function chunksOf(graph: ModuleGraph) {
  const app = reachable(graph, [ENTRY], { dynamic: false, stop: new Set() });
  const publicPages = reachable(graph, PUBLIC_ROUTES, { dynamic: true, stop: new Set(NOT_FOR_VISITORS) });
  const shell = reachable(graph, [SIGNED_IN_HOME], { dynamic: false, stop: new Set([...app, ...publicPages]) });
  // The home itself stays the chunk '/' loads lazily, importing the shell.
  shell.delete(SIGNED_IN_HOME);
  return new Map([...[...app].map((id) => [id, 'app'] as const), ...[...shell].map((id) => [id, 'shell'] as const)]);
}

/** rolldown's `codeSplitting` group name for a module: 'app', 'shell', or left to the bundler. */
export function firstViewChunk(id: string, graph: ModuleGraph) {
  chunks ??= chunksOf(graph);
  return chunks.get(id) ?? null;
}
