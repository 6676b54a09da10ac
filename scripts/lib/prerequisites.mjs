// What `npm start` and `npm test` need before anything else runs. No dependencies: runs pre-install.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function requireNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Node.js 20.19 or newer is needed; this is ${process.version}.`);
    process.exit(1);
  }
}

export function requireJava() {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0) {
    console.error(
      "Java is needed to run DynamoDB Local (Amazon's DynamoDB emulator), and `java` was not found.\n" +
        'Install it, e.g. on Debian or Ubuntu:  sudo apt-get install -y openjdk-17-jre-headless',
    );
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
