import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { routes } from '@app/shared/api/route-table';
import { openApiDocument } from '@app/functions/lib/openapi';
import { packJson } from '@app/functions/lib/packed-json';
import { repoRoot } from './paths';

/** Build output, not source: inside the project (CDK bundles only entries under it), out of git and lint. */
export const generatedDir = join(repoRoot, 'node_modules', '.cache', 'hisaab', 'openapi');

const DAY_MS = 24 * 60 * 60 * 1000;

/** An import specifier for a file under functions/src, relative to the generated module. */
const importOf = (file: string) =>
  relative(generatedDir, join(repoRoot, 'functions', 'src', file))
    .split(sep)
    .join('/');

/** The generated module: the shared handler around the document, packed (gzip, base64) at synth time. */
export const openApiEntrySource = (packed: string) =>
  [
    '// Generated at synth time by infra/lib/openapi-entry.ts from the route table. Do not edit.',
    `import { unpackJson } from '${importOf('lib/packed-json')}';`,
    `import { openApiHandler } from '${importOf('routes/meta/openapi-handler')}';`,
    '',
    `const PACKED = '${packed}';`,
    '',
    'export const handler = openApiHandler(() => unpackJson(PACKED) as Record<string, unknown>);',
    '',
  ].join('\n');

/**
 * The bundle entry of GET /api/v1/openapi.json for deployment. The document is built here, at
 * synth time, from the route table with the same `openApiDocument` the local stack runs, and
 * embedded in a generated module that imports no schema: the bundle then costs the handler chain
 * plus a few KB of compressed JSON (about 150 bytes a route) instead of every route's zod schemas.
 * The file is named by its content, so concurrent synths never overwrite one another and the
 * asset hash changes exactly when the document does; copies older than a day are removed.
 */
export function openApiEntry(): string {
  const source = openApiEntrySource(packJson(openApiDocument(Object.values(routes))));
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const file = join(generatedDir, `get-openapi-${hash}.ts`);
  mkdirSync(generatedDir, { recursive: true });
  for (const name of readdirSync(generatedDir)) {
    const old = join(generatedDir, name);
    const modified = statSync(old, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (old !== file && Date.now() - modified > DAY_MS) rmSync(old, { force: true });
  }
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, source);
  renameSync(partial, file);
  return file;
}
