import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths';

const run = promisify(execFile);
const cacheDir = mkdtempSync(join(tmpdir(), 'hisaab-dynamodb-cache-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

/** ensureDynamoDbLocal in a process of its own, as each stack of `npm test` calls it. */
const fetchInAnotherProcess = () =>
  run(
    join(repoRoot, 'node_modules', '.bin', 'tsx'),
    [
      '-e',
      `import('./infra/local/dynamodb-local.ts').then((m) => console.log(m.ensureDynamoDbLocal(${JSON.stringify(cacheDir)})))`,
    ],
    { cwd: repoRoot },
  );

describe('fetching DynamoDB Local on a fresh clone', () => {
  // A fresh clone's `npm test` starts the integration and browser stacks at once, and both fetch it.
  it('gives two processes fetching at once the same whole emulator, and leaves no unpacking behind', async () => {
    const answers = await Promise.all([fetchInAnotherProcess(), fetchInAnotherProcess()]);
    const emulatorDir = join(cacheDir, 'dynamodb-local');
    for (const { stdout } of answers) expect(stdout).toContain(emulatorDir);
    expect(existsSync(join(emulatorDir, 'DynamoDBLocal.jar'))).toBe(true);
    expect(readdirSync(join(emulatorDir, 'DynamoDBLocal_lib')).length).toBeGreaterThan(10);
    expect(readdirSync(cacheDir)).toEqual(['dynamodb-local']);
  }, 120_000);
});
