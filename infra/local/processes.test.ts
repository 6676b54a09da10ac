import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { waitFor } from './processes';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('a process the local stack starts', () => {
  it('ends when the process that started it is killed outright, freeing what it held', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tether-'));
    const pidFile = join(dir, 'pid');
    // A stand-in for `npm start`: starts a long-lived emulator-like child, then waits forever.
    const script = `
      import { startProcess } from ${JSON.stringify(join(import.meta.dirname, 'processes.ts'))};
      startProcess('sh', ['-c', 'echo $$ > ${pidFile}; exec sleep 600'], { logFile: ${JSON.stringify(join(dir, 'log'))} });
      setInterval(() => undefined, 1000);`;
    const parent = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: 'ignore',
    });
    await waitFor('the child', async () => existsSync(pidFile) && readFileSync(pidFile, 'utf8').trim() !== '', 20_000);
    const childPid = Number(readFileSync(pidFile, 'utf8'));
    expect(isAlive(childPid)).toBe(true);

    parent.kill('SIGKILL');
    await waitFor('the child to end', async () => !isAlive(childPid), 10_000);
    expect(isAlive(childPid)).toBe(false);
  });
});
