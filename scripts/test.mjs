#!/usr/bin/env node
// `npm test`: everything, in one command, ending with one summary line. Plain JavaScript with no
// dependencies: it installs what is missing first (npm packages; Debian's chromium and poppler-utils
// when root).
//   lint (ESLint + Prettier), types (tsc), unit + integration (vitest: shared, handlers against the
//   emulators, CDK assertions, web components), web build, cdk synth with cdk-nag, browser e2e.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ensureDependencies,
  ensureTestPackages,
  quietEnv,
  requireJava,
  requireNode,
  root,
} from './lib/prerequisites.mjs';

requireNode();
requireJava();
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

const steps = [
  {
    name: 'lint',
    commands: [
      [bin('eslint'), ['.', '--max-warnings', '0']],
      [bin('prettier'), ['--check', '.', '--log-level', 'warn']],
    ],
  },
  {
    name: 'types',
    commands: ['.', 'shared', 'functions', 'infra', 'web'].map((p) => [bin('tsc'), ['-p', p, '--noEmit']]),
  },
  {
    name: 'unit + integration',
    commands: [vitest('unit', ['shared', 'integration', 'infra', 'web'])],
    results: 'unit',
  },
  { name: 'web build', commands: [[bin('vite'), ['build', 'web', '--logLevel', 'warn']]] },
  { name: 'cdk synth + cdk-nag', commands: [[bin('cdk'), ['synth', '--quiet', '--no-notices']]] },
  { name: 'e2e (Chromium)', commands: [vitest('e2e', ['e2e'])], results: 'e2e' },
];

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
const started = Date.now();
const outcomes = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const stepStarted = Date.now();
  const ok = step.commands.every(([command, args]) => {
    const run = spawnSync(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...quietEnv(), CDK_DISABLE_CLI_TELEMETRY: 'true' },
    });
    return run.status === 0;
  });
  const detail = step.results ? testCount(step.results) : '';
  outcomes.push({
    name: step.name,
    ok,
    text: `${step.name} ${ok ? 'ok' : 'FAILED'}${detail} ${seconds(Date.now() - stepStarted)}`,
    failures: !ok && step.results ? failedTests(step.results) : [],
  });
}

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
