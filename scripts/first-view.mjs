#!/usr/bin/env node
// The JavaScript each first view downloads before it can paint, gzipped, against its budget
// (issue 38): the entry with everything it imports statically, and the code-split chunks of the
// page's routes with theirs. Reads the production build's manifest (`vite build web --manifest`).
//   node scripts/first-view.mjs [distDir]            # the table; exits 1 over a budget
//   node scripts/first-view.mjs [distDir] --update   # also records the chunk sizes to compare with
// Over a budget it names the chunks that grew since the recorded sizes (web/first-view-sizes.json),
// so the change that cost the kilobytes is found without bisecting.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib/prerequisites.mjs';

const KB = 1000;
const PUBLIC_BUDGET = 170 * KB;
const SHELL_BUDGET = 250 * KB;

/**
 * Each first view: the route files whose code-split chunks it needs, the modules it loads lazily
 * before it can paint (React.lazy in those routes), and its budget.
 */
const PAGES = [
  // '/' is not split: its route module is in the entry, and loads the landing page or the home.
  { page: '/ (landing)', routes: [], lazy: ['src/features/marketing/components/landing-page.tsx'] },
  { page: '/pricing', routes: ['pricing'] },
  { page: '/about', routes: ['about'] },
  { page: '/contact', routes: ['contact'] },
  { page: '/terms', routes: ['terms'] },
  { page: '/privacy', routes: ['privacy'] },
  { page: '/login', routes: ['login'] },
  { page: '/signup', routes: ['signup'] },
  {
    page: '/ (signed in: the shell and the dashboard)',
    routes: ['_app'],
    lazy: ['src/routes/-components/signed-in-home.tsx'],
    budget: SHELL_BUDGET,
  },
];

const args = process.argv.slice(2);
const distDir = args.find((arg) => !arg.startsWith('--')) ?? join(root, 'web', 'dist');
const sizesFile = join(root, 'web', 'first-view-sizes.json');
const manifestFile = join(distDir, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`${manifestFile} is missing: build with \`vite build web --manifest\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

const gzipped = new Map();
function sizeOf(key) {
  if (!gzipped.has(key))
    gzipped.set(key, gzipSync(readFileSync(join(distDir, manifest[key].file)), { level: 9 }).length);
  return gzipped.get(key);
}

/** The chunk and every chunk it imports statically (what the browser fetches before running it). */
function staticClosure(key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, into);
  return into;
}

/** A route file's code-split chunks (component, pending, error...), as the router plugin names them. */
function splitChunksOf(route) {
  const prefix = `src/routes/${route}.tsx?tsr-split=`;
  const keys = Object.keys(manifest).filter((key) => key.startsWith(prefix));
  if (keys.length === 0) throw new Error(`no code-split chunk of src/routes/${route}.tsx in the build`);
  return keys;
}

function lazyChunk(source) {
  if (!manifest[source])
    throw new Error(`${source} is not a chunk of its own in the build (is it still loaded lazily?)`);
  return source;
}

/**
 * A chunk's name across builds: its source for a route's or a lazy module's chunk, its name without
 * the content hash for a shared chunk ('_app.js'), unless several shared chunks bear that name.
 */
const sharedNames = Object.keys(manifest).map((key) => key.replace(/-[\w-]{8}\.js$/, '.js'));
function stableName(key) {
  const name = key.replace(/-[\w-]{8}\.js$/, '.js');
  return sharedNames.filter((other) => other === name).length === 1 ? name : key;
}

const recorded = existsSync(sizesFile) ? JSON.parse(readFileSync(sizesFile, 'utf8')) : {};
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const rows = PAGES.map(({ page, routes, lazy = [], budget = PUBLIC_BUDGET }) => {
  const chunks = new Set();
  for (const key of [entryKey, ...routes.flatMap(splitChunksOf), ...lazy.map(lazyChunk)]) staticClosure(key, chunks);
  const total = [...chunks].reduce((sum, key) => sum + sizeOf(key), 0);
  return { page, chunks, total, budget };
});

console.log('| first view | chunks | JavaScript, gzipped | budget |');
console.log('| --- | --: | --: | --: |');
for (const { page, chunks, total, budget } of rows) {
  console.log(`| ${page} | ${chunks.size} | ${kb(total)} | ${kb(budget)} |`);
}

// Last, so the end of a failed run's log (all npm test shows of it) names what grew.
const overBudget = rows.filter(({ total, budget }) => total > budget);
for (const { page, chunks, total, budget } of overBudget) {
  const grown = [...chunks]
    .map((key) => ({ key, now: sizeOf(key), before: recorded[stableName(key)] ?? 0 }))
    .filter(({ now, before }) => now > before)
    .sort((a, b) => b.now - b.before - (a.now - a.before))
    .slice(0, 3);
  console.error(`${page}: ${kb(total)} of JavaScript before the first paint, over its budget of ${kb(budget)}.`);
  for (const { key, now, before } of grown) {
    console.error(`  ${stableName(key)} (${manifest[key].file}): ${kb(now)}, ${before ? `was ${kb(before)}` : 'new'}`);
  }
}

if (args.includes('--update')) {
  const firstViewChunks = new Set(rows.flatMap(({ chunks }) => [...chunks]));
  const sizes = Object.fromEntries(
    [...firstViewChunks].map((key) => [stableName(key), sizeOf(key)]).sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(sizesFile, `${JSON.stringify(sizes, null, 2)}\n`);
  console.log(`Recorded the sizes of the first views' ${Object.keys(sizes).length} chunks in ${sizesFile}.`);
}
process.exit(overBudget.length > 0 ? 1 : 0);
