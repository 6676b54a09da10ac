#!/usr/bin/env node
// `npm test`: everything, in one command, ending with one summary line. Plain JavaScript with no
// dependencies: it installs what is missing first (npm packages; Debian's chromium and poppler-utils
// when root).
//   lint (ESLint + Prettier), types (tsc), unit + integration (vitest: shared, handlers against the
//   emulators, web components), CDK assertions, web build with its first-view size budgets, cdk
//   synth with cdk-nag, browser e2e.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDependencies, ensureTestPackages, quietEnv, requireNode, root } from './lib/prerequisites.mjs';

requireNode();
ensureDependencies();
ensureTestPackages();

const resultsDir = join(root, '.local', 'test-results');
mkdirSync(resultsDir, { recursive: true });
const bin = (name) => join(root, 'node_modules', '.bin', name);
const vitest = (name, projects) => [
  bin('vitest'),
  [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(resultsDir, `${name}.json`)}`,
  ],
];

const lint = {
  name: 'lint',
  commands: [
    [bin('eslint'), ['.', '--max-warnings', '0']],
    [bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  ],
};
const types = {
  name: 'types',
  commands: ['.', 'shared', 'functions', 'infra', 'web'].map((p) => [bin('tsc'), ['-p', p, '--noEmit']]),
};
const unit = {
  name: 'unit + integration',
  commands: [vitest('unit', ['shared', 'integration', 'web'])],
  results: 'unit',
};
// The CDK assertions synthesize the whole app in each file: a minute and a half, run after the
// browser tests, whose lane ends first.
const cdkAssertions = {
  name: 'CDK assertions',
  commands: [vitest('infra', ['infra'])],
  results: 'infra',
};
// Issue 38: the build fails the run when a first view's JavaScript is over its budget, naming the
// chunks that grew (scripts/first-view.mjs).
const webBuild = {
  name: 'web build + first-view budgets',
  commands: [
    [bin('vite'), ['build', 'web', '--logLevel', 'warn', '--manifest']],
    [process.execPath, [join(root, 'scripts', 'first-view.mjs'), join(root, 'web', 'dist')]],
  ],
};
const synth = { name: 'cdk synth + cdk-nag', commands: [[bin('cdk'), ['synth', '--quiet', '--no-notices']]] };
const e2e = { name: 'e2e (Chromium)', commands: [vitest('e2e', ['e2e'])], results: 'e2e' };

/**
 * The steps, in three lanes that run side by side on the two cores: the unit and integration tests,
 * the browser tests (each waits on emulators and a browser as much as it computes, and each starts
 * its own stack on free ports), and the single-threaded checks. Alone, one after another, they left
 * a core idle for most of the 19 minutes they took (docs/perf.md). The first lane's output streams
 * as it comes; the others' is kept in .local/test-results/<step>.log and printed whole when the step
 * ends, so lanes never interleave line by line.
 */
const lanes = [
  { live: true, steps: [unit] },
  { live: false, steps: [e2e, cdkAssertions] },
  { live: false, steps: [lint, types, webBuild, synth] },
];
const stepOrder = [lint, types, unit, cdkAssertions, webBuild, synth, e2e];

function readReport(results) {
  const file = join(resultsDir, `${results}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

function testCount(results) {
  const report = readReport(results);
  return report ? ` (${report.numPassedTests}/${report.numTotalTests} tests)` : '';
}

// The failed tests again, after the summary line's step list, so that the last screen of a long run
// (all a CI log tail may show) names what failed and why.
function failedTests(results) {
  const report = readReport(results);
  if (!report) return [];
  return report.testResults.flatMap((file) => {
    const path = file.name.replace(`${root}/`, '');
    const failedAssertions = file.assertionResults.filter((test) => test.status === 'failed');
    if (failedAssertions.length === 0 && file.status === 'failed') {
      return [`${path}: ${firstLines(file.message)}`];
    }
    return failedAssertions.map((test) => `${path} > ${test.fullName}: ${firstLines(test.failureMessages.join('\n'))}`);
  });
}

const firstLines = (text = '') =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, 6)
    .join('\n    ');

const seconds = (ms) => `${Math.round(ms / 1000)}s`;
const slug = (name) =>
  name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/** Runs one command; its output streams to the console (live) or is appended to `log`. */
function run(command, args, live, log) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      // Kept output is read in a log file or a CI page: plain text, no colour codes.
      env: { ...quietEnv(), CDK_DISABLE_CLI_TELEMETRY: 'true', ...(live ? {} : { NO_COLOR: '1', FORCE_COLOR: '0' }) },
    });
    if (!live) {
      child.stdout.on('data', (chunk) => log.push(chunk));
      child.stderr.on('data', (chunk) => log.push(chunk));
    }
    child.on('close', (code) => resolve(code === 0));
  });
}

async function runStep(step, live) {
  const stepStarted = Date.now();
  console.log(`\n=== ${step.name} (started at ${seconds(stepStarted - started)}) ===`);
  // A report left by an earlier run must not stand in for this one's.
  if (step.results) rmSync(join(resultsDir, `${step.results}.json`), { force: true });
  const log = [];
  let ok = true;
  for (const [command, args] of step.commands) {
    ok = await run(command, args, live, log);
    if (!ok) break;
  }
  const took = Date.now() - stepStarted;
  const output = Buffer.concat(log).toString('utf8');
  if (!live) {
    writeFileSync(join(resultsDir, `${slug(step.name)}.log`), output);
    console.log(`\n=== ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds(took)} ===\n${output.trim()}`);
  }
  const detail = step.results ? testCount(step.results) : '';
  return {
    step,
    ok,
    text: `${step.name} ${ok ? 'ok' : 'FAILED'}${detail} ${seconds(took)}`,
    failures: ok ? [] : stepFailures(step, output),
  };
}

/** What failed in a step: its failed tests, or (when it failed before or beside any test) its last lines. */
function stepFailures(step, output) {
  const tests = step.results ? failedTests(step.results) : [];
  return tests.length > 0 ? tests : [`${step.name}: ${lastLines(output)}`];
}

const lastLines = (text) =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(-12)
    .join('\n    ');

const started = Date.now();
const outcomes = (
  await Promise.all(
    lanes.map(async (lane) => {
      const done = [];
      for (const step of lane.steps) done.push(await runStep(step, lane.live));
      return done;
    }),
  )
)
  .flat()
  .sort((a, b) => stepOrder.indexOf(a.step) - stepOrder.indexOf(b.step));

const failed = outcomes.filter((o) => !o.ok);
const list = outcomes.map((o) => o.text).join(', ');
console.log('');
if (failed.length === 0) {
  console.log(`npm test: all ${outcomes.length} steps passed in ${seconds(Date.now() - started)}: ${list}`);
} else {
  for (const failure of failed.flatMap((o) => o.failures)) console.log(`FAILED ${failure}`);
  console.log(
    `npm test: ${failed.length} of ${outcomes.length} steps failed in ${seconds(Date.now() - started)}: ${list}`,
  );
  process.exit(1);
}
