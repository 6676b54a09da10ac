// What `npm start` and `npm test` need before anything else runs. No dependencies: runs pre-install.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The AWS SDK warns on every start that it will want Node 22 from 2027; this project supports
 * Node 20 for now, so that one warning is switched off (the SDK's own switch; others still show).
 */
export const quietEnv = () => ({ ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' });

export function requireNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Node.js 20.19 or newer is needed; this is ${process.version}.`);
    process.exit(1);
  }
}

const lockHash = () =>
  createHash('sha256')
    .update(readFileSync(join(root, 'package-lock.json')))
    .digest('hex');
const installedMarker = join(root, 'node_modules', '.installed-lock-hash');

/** `npm ci` unless node_modules was installed from exactly this package-lock.json. */
export function ensureDependencies() {
  const wanted = lockHash();
  if (existsSync(installedMarker) && readFileSync(installedMarker, 'utf8') === wanted) return;
  console.log('Installing dependencies (npm ci) ...');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('npm ci failed; see the output above.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(installedMarker, wanted);
}

/**
 * Debian packages the project runs, each found by a file it installs. Java runs DynamoDB Local
 * (Amazon's DynamoDB emulator; the JRE's jdk.compiler module runs its launcher from source);
 * Chromium drives the browser tests (playwright cannot download browsers here); poppler-utils'
 * pdftoppm renders printed PDFs to compare with their reference images.
 */
const JAVA = {
  name: 'openjdk-17-jre-headless',
  found: () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0,
  purpose: "DynamoDB Local (Amazon's DynamoDB emulator)",
};
const fileAt = (path) => () => existsSync(path);
const TEST_PACKAGES = [
  { name: 'chromium', found: fileAt(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'), purpose: 'the browser tests' },
  { name: 'poppler-utils', found: fileAt('/usr/bin/pdftoppm'), purpose: 'the print tests (pdftoppm)' },
];

/** What `npm start` needs from Debian: Java. */
export const ensureJava = () => ensureDebianPackages([JAVA]);

/** What `npm test` needs from Debian: Java, Chromium and poppler-utils. */
export const ensureTestPackages = () => ensureDebianPackages([JAVA, ...TEST_PACKAGES]);

/**
 * Installs the missing packages with apt-get when running as root (as CI and these machines do);
 * otherwise says what to install and stops.
 */
function ensureDebianPackages(packages) {
  const missing = packages.filter(({ found }) => !found());
  if (missing.length === 0) return;
  const names = missing.map(({ name }) => name).join(' ');
  if (process.getuid?.() !== 0) {
    for (const { name, purpose } of missing) console.error(`${name} is needed for ${purpose} and was not found.`);
    console.error(`Install it: sudo apt-get install -y ${names}`);
    process.exit(1);
  }
  console.log(`Installing ${names} (apt-get install) for ${missing.map(({ purpose }) => purpose).join(', ')} ...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', ...missing.map(({ name }) => name)],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get failed; install them yourself: apt-get install -y ${names}`);
      process.exit(1);
    }
  }
}
