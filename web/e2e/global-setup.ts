import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { TestProject } from 'vitest/node';
import { freePorts } from '../../infra/local/ports';
import { startLocalStack } from '../../infra/local/stack';
import type { StackInfo } from '../../infra/local/stack-info';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eStack: StackInfo;
  }
}

/** The whole system as `npm start` runs it (web app and demo account included), on free ports. */
export default async function setup(project: TestProject) {
  const stack = await startLocalStack({
    ports: await freePorts(),
    logDir: join(tmpdir(), 'hisaab-e2e-logs'),
    tableName: 'hisaab-e2e',
    seed: true,
    web: true,
    logLevel: 'ERROR',
  });
  project.provide('e2eStack', stack.info);
  return () => stack.stop();
}
