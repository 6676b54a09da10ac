import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { renderReferenceFiles } from './generate-reference-data';

describe('generated reference data', () => {
  it('is what the pinned packages produce (run `npm run generate:reference-data -w shared` if not)', async () => {
    for (const { path, text } of await renderReferenceFiles()) {
      expect(await readFile(path, 'utf8'), path).toBe(text);
    }
  });
});
