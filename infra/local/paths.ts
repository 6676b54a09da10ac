import { join } from 'node:path';
import { repoRoot } from '../lib/paths';

/** Everything the local stack keeps (emulator data, caches, logs, stack.json) lives here. */
export const localRoot = join(repoRoot, '.local');
export const stackFile = join(localRoot, 'stack.json');
