import { watch } from 'chokidar';
import { join, relative } from 'node:path';
import { repoRoot } from '../lib/paths';

const SOURCES = [join(repoRoot, 'functions', 'src'), join(repoRoot, 'shared', 'src')];

/**
 * Calls `onChange` (at most once per burst of saves) when a handler's source or shared code
 * changes, so `npm start` can load the handlers afresh without a restart. chokidar, because
 * Node's own recursive watch loses a file that an editor replaces on save.
 */
export function watchSources(onChange: (file: string) => void): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(SOURCES, {
    ignoreInitial: true,
    ignored: (path, stats) => !!stats?.isFile() && (!path.endsWith('.ts') || path.endsWith('.test.ts')),
  });
  watcher.on('all', (_event, path) => {
    clearTimeout(timer);
    timer = setTimeout(() => onChange(relative(repoRoot, path)), 200);
  });
  return async () => {
    clearTimeout(timer);
    await watcher.close();
  };
}
