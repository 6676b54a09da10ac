import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/*
 * Issue 38: `import { X } from 'lucide-react'` and `import { Dialog } from 'radix-ui'` name a barrel,
 * a module that re-exports hundreds of others. The bundler still drops what is unused, but the
 * module graph shows an import of the barrel, not of the icon or primitive used, so the first-view
 * chunks (first-view-chunks.ts) cannot tell which page needs which icon, and every icon became a
 * file of its own (some thirty requests on the signed-in first view). In the build, each such import
 * is rewritten to the package's own entry for what it names (as Next.js's optimizePackageImports
 * does): `lucide-react/icons/<name>` and `radix-ui/<primitive>`, both in the packages' exports.
 */

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** Every icon name lucide-react exports (with its aliases) to its `lucide-react/icons/…` entry. */
function lucideEntries() {
  const barrel = readFileSync(join(packageDir('lucide-react'), 'dist/esm/lucide-react.mjs'), 'utf8');
  const entries = new Map<string, string>();
  for (const [, names, file] of barrel.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs';/g)) {
    for (const [, name] of (names ?? '').matchAll(/default as (\w+)/g))
      entries.set(name ?? '', `lucide-react/icons/${file}`);
  }
  return entries;
}

/** Every primitive radix-ui exports (Dialog, Slot…) to its `radix-ui/<primitive>` entry. */
function radixEntries() {
  const dir = packageDir('radix-ui');
  const barrel = readFileSync(join(dir, 'dist/index.mjs'), 'utf8');
  const entries = new Map<string, string>();
  for (const [, name, primitive] of barrel.matchAll(/import \* as (\w+) from "@radix-ui\/react-([\w-]+)";/g)) {
    if (existsSync(join(dir, 'dist', `${primitive}.mjs`))) entries.set(name ?? '', `radix-ui/${primitive}`);
  }
  return entries;
}

const IMPORT = /import \{([^}]*)\} from '(lucide-react|radix-ui)';/g;

/** The import statements for one `import { … } from '<barrel>'`, each name from its own entry. */
function rewrite(specifiers: string, barrel: string, entries: Map<string, string>) {
  const direct: string[] = [];
  const left: string[] = [];
  for (const specifier of specifiers
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [imported = '', local = imported] = specifier.split(/\s+as\s+/);
    const entry = specifier.startsWith('type ') ? undefined : entries.get(imported);
    if (!entry) left.push(specifier);
    else if (barrel === 'lucide-react') direct.push(`import ${local} from '${entry}';`);
    else direct.push(`import * as ${local} from '${entry}';`);
  }
  if (left.length > 0) direct.push(`import { ${left.join(', ')} } from '${barrel}';`);
  return direct.join(' ');
}

export function directBarrelImports(): Plugin {
  let entries: Record<string, Map<string, string>> | undefined;
  return {
    name: 'hisaab-direct-barrel-imports',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.tsx?$/.test(id) || !IMPORT.test(code)) return;
      entries ??= { 'lucide-react': lucideEntries(), 'radix-ui': radixEntries() };
      IMPORT.lastIndex = 0;
      const known = entries;
      return {
        // As many lines as the import had, so the source map stays true below it.
        code: code.replace(
          IMPORT,
          (whole, specifiers: string, barrel: string) =>
            rewrite(specifiers, barrel, known[barrel] ?? new Map<string, string>()) +
            '\n'.repeat(whole.split('\n').length - 1),
        ),
        map: null,
      };
    },
  };
}
