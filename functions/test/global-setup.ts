import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { TestProject } from 'vitest/node';
import { freePorts } from '../../infra/local/ports';
import { startLocalStack } from '../../infra/local/stack';
import type { StackInfo } from '../../infra/local/stack-info';

/** Every confirmation code cognito-local sends in tests. */
export const TEST_CODE = '123456';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

/** The emulators and the local API for the integration tests: in memory, on free ports. */
export default async function setup(project: TestProject) {
  const ports = await freePorts();
  const stack = await startLocalStack({
    ports,
    logDir: join(tmpdir(), 'hisaab-test-logs'),
    tableName: `hisaab-test-${ports.dynamodb}`,
    seed: false,
    web: false,
    fixedCode: TEST_CODE,
    logLevel: 'ERROR',
    // The test files share this server and run side by side: the ceilings are tested on a server of
    // their own (infra/local/api-throttle.test.ts).
    throttle: false,
  });
  project.provide('stack', stack.info);
  return () => stack.stop();
}
