#!/usr/bin/env node
// `npm start`: checks Node, installs Java when it is missing (as root, from Debian, as `npm test`
// installs Chromium), installs dependencies when they are missing or stale, then runs the local
// stack (infra/local/main.ts). Plain JavaScript with no dependencies: it runs before any install. Arguments pass through: `npm start -- --reset`, `npm start -- --no-seed`.
import { spawn } from 'node:child_process';
import { ensureDependencies, ensureJava, quietEnv, requireNode, root } from './lib/prerequisites.mjs';

requireNode();
ensureJava();
ensureDependencies();

const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/main.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: quietEnv(),
});
// Ctrl-C reaches the whole process group; the stack shuts itself down, and this waits for it.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
