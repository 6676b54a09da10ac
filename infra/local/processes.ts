import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface ManagedProcess {
  child: ChildProcess;
  stop: () => Promise<void>;
}

/** The wrapper that ends a child when this process dies (tether.cjs says how). */
const TETHER = join(import.meta.dirname, 'tether.cjs');

/**
 * Starts a child process whose output goes to a log file. It runs under a tether, so it ends when
 * this process ends, however that happens; and it stays in our process group, so a Ctrl-C in the
 * terminal reaches it even if this process is stuck.
 */
export function startProcess(
  command: string,
  args: string[],
  options: SpawnOptions & { logFile: string },
): ManagedProcess {
  mkdirSync(dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const child = spawn(process.execPath, [TETHER, command, ...args], { ...options, stdio: ['pipe', 'pipe', 'pipe'] });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const killTimer = setTimeout(() => child.kill('SIGKILL'), 3000);
        await exited;
        clearTimeout(killTimer);
      }
      log.end();
    },
  };
}

/** Polls `check` until it resolves true, or fails after `timeoutMs` naming what it waited for. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 60_000, child?: ChildProcess) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${what} exited with code ${child.exitCode} before it was ready`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} was not ready after ${timeoutMs / 1000} s`);
}
