// What the local API Gateway adds over a bare handler call, for GET /api/v1/auth/current/user:
// the median of 200 requests through HTTP (JWT verification, event building, the handler) against
// the median of 200 direct invocations of the same handler with the same event.
//   npx tsx scripts/bench/api-latency.ts
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import { routes } from '@app/shared/api/route-table';
import { loadHandler, lambdaContext } from '../../infra/local/lambda-runtime';
import { freePorts } from '../../infra/local/ports';
import { startLocalStack } from '../../infra/local/stack';
import { benchUser } from './bench-user';

const RUNS = 200;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

async function time(runs: number, call: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await call(); // warm up: module load, JIT, connection pools
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await call();
    samples.push(performance.now() - start);
  }
  return samples;
}

const stack = await startLocalStack({
  ports: await freePorts(),
  logDir: join(tmpdir(), 'hisaab-bench-logs'),
  tableName: 'hisaab-bench',
  seed: false,
  web: false,
  fixedCode: '123456',
  logLevel: 'SILENT',
});
try {
  const { idToken, claims } = await benchUser(stack.info);

  const url = `${stack.info.apiUrl}${routes.getCurrentUser.path}`;
  const viaGateway = await time(RUNS, async () => {
    const response = await fetch(url, { headers: { authorization: `Bearer ${idToken}` } });
    if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
    await response.arrayBuffer();
  });

  const handler = await loadHandler(routes.getCurrentUser.handler);
  const event = {
    version: '2.0',
    routeKey: `GET ${routes.getCurrentUser.path}`,
    rawPath: routes.getCurrentUser.path,
    rawQueryString: '',
    headers: { authorization: `Bearer ${idToken}` },
    isBase64Encoded: false,
    requestContext: {
      requestId: 'bench',
      routeKey: `GET ${routes.getCurrentUser.path}`,
      stage: '$default',
      http: {
        method: 'GET',
        path: routes.getCurrentUser.path,
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 'bench',
      },
      authorizer: { jwt: { claims, scopes: null } },
    },
  };
  const bare = await time(RUNS, async () => {
    const result = (await handler(event, lambdaContext(routes.getCurrentUser.handler))) as { statusCode: number };
    if (result.statusCode !== 200) throw new Error(`handler ${result.statusCode}`);
  });

  const gatewayMedian = median(viaGateway);
  const bareMedian = median(bare);
  console.log(
    JSON.stringify(
      {
        route: `GET ${routes.getCurrentUser.path}`,
        runs: RUNS,
        median_ms: { local_api: +gatewayMedian.toFixed(2), bare_handler: +bareMedian.toFixed(2) },
        added_median_ms: +(gatewayMedian - bareMedian).toFixed(2),
      },
      null,
      2,
    ),
  );
} finally {
  await stack.stop();
}
