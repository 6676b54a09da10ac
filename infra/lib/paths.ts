import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The source file of a handler module named in the route or event table. */
export const handlerEntry = (handler: string) => join(repoRoot, 'functions', 'src', `${handler}.ts`);

/**
 * The local bill extractor (unpdf, tesseract.js), the local stack's stand-in for Textract: never
 * deployed. Handlers load it only through a dynamic import, when BILL_READER=local.
 */
export const localExtractorEntry = join(repoRoot, 'functions', 'src', 'lib', 'extraction', 'local', 'extract-bill.ts');

export const webDist = join(repoRoot, 'web', 'dist');
export const webDistExists = () => existsSync(join(webDist, 'index.html'));
