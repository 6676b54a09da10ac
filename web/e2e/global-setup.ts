import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { TestProject } from 'vitest/node';
import { freePorts } from '../../infra/local/ports';
import { startLocalStack } from '../../infra/local/stack';
import type { StackInfo } from '../../infra/local/stack-info';
import { buildWeb } from '../../infra/local/web-server';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eStack: StackInfo;
  }
}

/**
 * The whole system as `npm start` runs it (demo account included), on free ports, with the web app
 * built for production as CloudFront serves it: the tests then drive the code users get, and each
 * fresh browser context loads bundled chunks rather than the dev server's thousand modules.
 */
export default async function setup(project: TestProject) {
  const builtDir = mkdtempSync(join(tmpdir(), 'hisaab-e2e-web-'));
  const [stack] = await Promise.all([
    startLocalStack({
      ports: await freePorts(),
      logDir: join(tmpdir(), 'hisaab-e2e-logs'),
      tableName: 'hisaab-e2e',
      seed: true,
      web: { builtDir },
      logLevel: 'ERROR',
    }),
    buildWeb(builtDir),
  ]);
  project.provide('e2eStack', stack.info);
  return async () => {
    await stack.stop();
    rmSync(builtDir, { recursive: true, force: true });
  };
}
