import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { startProcess, waitFor, type ManagedProcess } from './processes';
import { localRoot } from './paths';

/** Amazon's DynamoDB Local 1.25.1 ships inside this npm package (folder package/emulator). */
const EMULATOR_PACKAGE = 'amplify-dynamodb-simulator@2.9.30';
const LAUNCHER = join(import.meta.dirname, 'dynamodb', 'LoopbackDynamoDB.java');

/**
 * Fetches the emulator once into .local/cache (npm pack of the tarball alone: ~56 MB, no
 * dependencies) and returns its folder. Safe when several processes fetch at once (`npm test`
 * starts the integration and browser stacks side by side on a fresh clone): each unpacks into a
 * folder of its own and moves it into place in one rename; a process that finds the place taken
 * uses what is there.
 */
export function ensureDynamoDbLocal(cacheDir = join(localRoot, 'cache')): string {
  const emulatorDir = join(cacheDir, 'dynamodb-local');
  if (existsSync(join(emulatorDir, 'DynamoDBLocal.jar'))) return emulatorDir;
  mkdirSync(cacheDir, { recursive: true });
  console.log(`Fetching DynamoDB Local (${EMULATOR_PACKAGE}) into ${cacheDir} ...`);
  const unpackDir = mkdtempSync(join(cacheDir, 'unpack-'));
  try {
    execFileSync('npm', ['pack', EMULATOR_PACKAGE, '--silent', '--pack-destination', unpackDir], { stdio: 'ignore' });
    const tarball = readdirSync(unpackDir).find((file) => file.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack ${EMULATOR_PACKAGE} produced no tarball`);
    execFileSync('tar', ['xzf', tarball, 'package/emulator'], { cwd: unpackDir });
    try {
      renameSync(join(unpackDir, 'package', 'emulator'), emulatorDir);
    } catch (error) {
      if (!existsSync(join(emulatorDir, 'DynamoDBLocal.jar'))) throw error;
    }
  } finally {
    rmSync(unpackDir, { recursive: true, force: true });
  }
  return emulatorDir;
}

export interface DynamoDbLocal {
  endpoint: string;
  process: ManagedProcess;
}

/** Starts DynamoDB Local on 127.0.0.1: in memory, or keeping its data in `dataDir`. */
export async function startDynamoDbLocal(options: {
  port: number;
  /** Where it writes its own files (a telemetry metadata file), and its data unless in memory. */
  workDir: string;
  inMemory: boolean;
  logFile: string;
}): Promise<DynamoDbLocal> {
  const emulatorDir = ensureDynamoDbLocal();
  const storage = options.inMemory ? ['-inMemory'] : ['-dbPath', options.workDir];
  mkdirSync(options.workDir, { recursive: true });
  const classpath = [join(emulatorDir, 'DynamoDBLocal.jar'), join(emulatorDir, 'DynamoDBLocal_lib', '*')].join(':');
  const child = startProcess(
    'java',
    [
      // A fixed heap and the serial collector: on two cores no collector thread takes a core from
      // the handlers, and the heap never resizes (5% more imported vouchers a second: docs/perf.md).
      '-Xms1g',
      '-Xmx1g',
      '-XX:+UseSerialGC',
      `-Djava.library.path=${join(emulatorDir, 'DynamoDBLocal_lib')}`,
      '-cp',
      classpath,
      LAUNCHER,
      '-port',
      String(options.port),
      '-sharedDb',
      ...storage,
      '-disableTelemetry',
    ],
    { cwd: options.workDir, logFile: options.logFile },
  );
  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await waitFor('DynamoDB Local', async () => !!(await client.send(new ListTablesCommand({}))), 60_000, child.child);
  client.destroy();
  return { endpoint, process: child };
}
