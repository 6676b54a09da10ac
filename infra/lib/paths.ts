import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The source file of a handler module named in the route or event table. */
export const handlerEntry = (handler: string) => join(repoRoot, 'functions', 'src', `${handler}.ts`);

export const webDist = join(repoRoot, 'web', 'dist');
export const webDistExists = () => existsSync(join(webDist, 'index.html'));
