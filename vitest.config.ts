import { defineConfig } from 'vitest/config';

/**
 * One runner, five projects. Integration tests (handlers, local stack) and browser tests (e2e) each start
 * their own local stack on free ports, in memory, so a running `npm start` is never disturbed.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['shared/**/*.test.ts'] } },
      {
        test: {
          name: 'integration',
          include: ['functions/**/*.test.ts', 'infra/local/**/*.test.ts'],
          globalSetup: ['functions/test/global-setup.ts'],
          setupFiles: ['functions/test/setup-env.ts'],
          // One module registry for all files: each file re-importing the handlers and the AWS SDK
          // cost more than its tests (docs/perf.md). Tests put back what they change (env, SDK
          // client mocks); one that mocks a module loads it afresh itself (scanned-pdf.test.ts).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'infra', include: ['infra/test/**/*.test.ts'], testTimeout: 180_000, hookTimeout: 180_000 } },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // A user-event journey through a page takes 1-3 s alone; beside the other lanes of npm test
          // on two cores it can take several times that. Passing tests take no longer for it.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['web/e2e/**/*.test.ts'],
          globalSetup: ['web/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
