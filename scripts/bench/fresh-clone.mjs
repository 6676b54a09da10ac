#!/usr/bin/env node
// Times what a newcomer waits for, on a fresh clone of the committed HEAD:
//   install (npm ci), `npm test`, `npm start` until ready the first time (nothing under .local/:
//   DynamoDB Local is fetched, table/pool/buckets created, demo account seeded), and again (warm).
//   node scripts/bench/fresh-clone.mjs [--no-test]
// Needs the default ports free (no other `npm start` running).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repo = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const work = mkdtempSync(join(tmpdir(), 'hisaab-fresh-'));
const clone = join(work, 'clone');
execFileSync('git', ['clone', '-q', repo, clone]);
const head = execFileSync('git', ['log', '--oneline', '-1'], { cwd: clone, encoding: 'utf8' }).trim();

function timed(label, command, args) {
  const started = Date.now();
  execFileSync(command, args, {
    cwd: clone,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, CI: 'true' },
  });
  const seconds = (Date.now() - started) / 1000;
  console.error(`${label}: ${seconds.toFixed(1)} s`);
  return seconds;
}

/** Runs `npm start` until it prints that it is running, then stops it with Ctrl-C (SIGINT). */
function startUntilReady(label) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npm', ['start'], { cwd: clone, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      if (!output.includes('Hisaab is running')) return;
      const seconds = (Date.now() - started) / 1000;
      console.error(`${label}: ${seconds.toFixed(1)} s`);
      child.stdout.off('data', onData);
      process.kill(-child.pid, 'SIGINT');
      child.once('exit', () => resolve(seconds));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => {
      if (!output.includes('Hisaab is running')) reject(new Error(`npm start exited (${code}):\n${output}`));
    });
  });
}

const results = { head, install_s: timed('npm ci', 'npm', ['ci', '--no-audit', '--no-fund']) };
if (!process.argv.includes('--no-test')) results.npm_test_s = timed('npm test', 'npm', ['test']);
results.start_cold_s = await startUntilReady('npm start, first run');
results.start_warm_s = await startUntilReady('npm start, second run');
console.log(JSON.stringify(results, null, 2));
