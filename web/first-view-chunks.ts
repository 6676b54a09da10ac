import { fileURLToPath } from 'node:url';
import type { Rollup } from 'vite';
import { PRERENDERED_PAGES } from '../shared/src/prerendered-pages.ts';

/*
 * Issue 38: three chunks for what first views share. Left to itself the bundler cuts the app into
 * small chunks by which lazy routes share each module; every first view then downloads dozens of
 * them, which costs bytes (gzipped file by file, about 10% more) and, over HTTP/1.1 and a slow
 * phone network, round trips (a browser opens six connections to a host, and each file waits its
 * turn on one).
 *
 * - 'app': what the entry (src/main.tsx) imports statically: every page needs it.
 * - 'shell': what the signed-in layout and home import statically (the signed-in first view), less
 *   what the app chunk has and what any public page may load, so a visitor never downloads it.
 * - 'common': what the signed-in first view shares with the public pages' first views (icons,
 *   primitives, cards): one file for the signed-in view, and small enough for the public pages'
 *   budgets. What it shares with public pages only after their first paint (zod for a form's
 *   checks) is left to the bundler, so that no first view carries it.
 * - 'shared-invoice' (issue 37): what the shell would hold that a shared invoice's page needs too
 *   (money and date formats, the ids' schemas), so a customer opening one never downloads the
 *   shell. One file rather than the bundler's several: every lazy chunk that loads the shell names
 *   it in the entry's preload lists, and each further file would cost the public first views bytes.
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
/** Issue 37: a shared invoice's page (/i/<token>), opened by the seller's customers, who never sign in. */
const SHARED_INVOICE = source('./src/routes/i.$token.tsx');
/** The public pages built to HTML: the first views with a budget (scripts/first-view.mjs). */
const PRERENDERED_ROUTES = PRERENDERED_PAGES.map(({ path }) => source(`./src/routes/${path.slice(1) || 'index'}.tsx`));
/** A route's module, or one of the chunks the router plugin splits off it. */
const ROUTE_MODULE = /\/src\/routes\/[^?]+\.tsx(\?tsr-split=.+)?$/;
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

/**
 * The modules reachable from `roots` by static imports, and by dynamic ones: every one (`true`),
 * or those a route's own module makes (its split chunks, and what its loader loads), which a page
 * loads before it paints ('from routes'). Short of `stop`.
 */
function reachable(
  graph: ModuleGraph,
  roots: string[],
  options: { dynamic: boolean | 'from routes'; stop: Set<string> },
) {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id) || options.stop.has(id) || BARRELS.test(id)) return;
    found.add(id);
    const info = graph.getModuleInfo(id);
    for (const imported of info?.importedIds ?? []) visit(imported);
    const dynamic = options.dynamic === 'from routes' ? ROUTE_MODULE.test(id) : options.dynamic;
    if (dynamic) for (const imported of info?.dynamicallyImportedIds ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return found;
}

type FirstViewChunk = 'app' | 'shell' | 'common' | 'shared-invoice';
let chunks: Map<string, FirstViewChunk> | undefined;

function chunksOf(graph: ModuleGraph) {
  const app = reachable(graph, [ENTRY], { dynamic: false, stop: new Set() });
  const stop = new Set(NOT_FOR_VISITORS);
  const publicPages = reachable(graph, PUBLIC_ROUTES, { dynamic: true, stop });
  const publicFirstViews = reachable(graph, PRERENDERED_ROUTES, { dynamic: 'from routes', stop });
  const sharedInvoice = reachable(graph, [SHARED_INVOICE], { dynamic: 'from routes', stop });
  const signedIn = reachable(graph, [SIGNED_IN_HOME], { dynamic: false, stop: app });
  // The home itself stays the chunk '/' loads, importing the others.
  signedIn.delete(SIGNED_IN_HOME);
  const named = new Map<string, FirstViewChunk>([...app].map((id) => [id, 'app']));
  for (const id of signedIn) {
    if (!publicPages.has(id)) named.set(id, sharedInvoice.has(id) ? 'shared-invoice' : 'shell');
    else if (publicFirstViews.has(id)) named.set(id, 'common');
  }
  return named;
}

/** rolldown's `codeSplitting` group name for a module: 'app', 'shell', 'common' or left to the bundler. */
export function firstViewChunk(id: string, graph: ModuleGraph) {
  chunks ??= chunksOf(graph);
  return chunks.get(id) ?? null;
}

/**
 * The files of the signed-in first view that the page does not already load (the home's chunk and
 * every chunk it imports statically, less the entry's), which a page's head script preloads for a
 * browser holding a session (shared/prerendered-pages.ts).
 */
export function signedInChunkFiles(bundle: Rollup.OutputBundle, base: string) {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (fileName: string, into = new Set<string>()) => {
    if (into.has(fileName)) return into;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
    return into;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  const home = chunks.find((chunk) => chunk.facadeModuleId === SIGNED_IN_HOME);
  if (!entry || !home) throw new Error('the build has no entry chunk, or no chunk of its own for the signed-in home');
  const loaded = closure(entry.fileName);
  return [...closure(home.fileName)].filter((file) => !loaded.has(file)).map((file) => `${base}${file}`);
}
