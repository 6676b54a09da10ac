import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { routeKey } from '@app/shared/api/route';
import { routes } from '@app/shared/api/route-table';
import { getOpenApi } from '@app/shared/api/routes/meta/get-openapi';
import { documentedRouteKeys, openApiDocument } from '@app/functions/lib/openapi';
import { httpEvent } from '../../functions/test/http-event';
import { AppFunction } from '../lib/app-function';
import { repoRoot } from '../lib/paths';

/** The OpenAPI function alone, bundled exactly as the app deploys it. */
function bundleOpenApiFunction() {
  const outdir = mkdtempSync(join(tmpdir(), 'hisaab-openapi-'));
  const app = new App({ outdir });
  new AppFunction(new Stack(app, 'OpenApi'), 'MetaGetOpenapi', { handlerModule: getOpenApi.handler });
  app.synth();
  const [asset] = readdirSync(outdir).filter((name) => name.startsWith('asset.'));
  return { outdir, bundle: join(outdir, asset ?? 'missing', 'index.mjs') };
}

/** Node runs the bundle as Lambda would, from a folder where the runtime's AWS SDK resolves. */
const INVOKE = `
const { handler } = await import(process.argv[1]);
const context = { awsRequestId: 'test', functionName: 'test', getRemainingTimeInMillis: () => 15000 };
process.stdout.write(JSON.stringify(await handler(JSON.parse(process.argv[2]), context)));`;

const { outdir, bundle } = bundleOpenApiFunction();
const runDir = join(repoRoot, 'node_modules', '.cache', 'hisaab', 'openapi-test', String(process.pid));

afterAll(() => {
  rmSync(outdir, { recursive: true, force: true });
  rmSync(runDir, { recursive: true, force: true });
});

describe('the OpenAPI Lambda bundle', () => {
  it('carries no route schemas: its size does not grow with the route table', () => {
    const text = readFileSync(bundle, 'utf8');
    const bundledRoutes = Object.values(routes).filter((route) => route !== getOpenApi && text.includes(route.path));
    expect(bundledRoutes.map(routeKey)).toEqual([]);
    expect(text).not.toContain('toJSONSchema');
    expect(text.length).toBeLessThanOrEqual(150 * 1024);
  });

  it('serves the document built from the route table, listing every route', () => {
    mkdirSync(runDir, { recursive: true });
    copyFileSync(bundle, join(runDir, 'index.mjs'));
    const event = httpEvent({ method: 'GET', path: getOpenApi.path });
    const output = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', INVOKE, join(runDir, 'index.mjs'), JSON.stringify(event)],
      { env: { ...process.env, POWERTOOLS_LOG_LEVEL: 'SILENT', AWS_REGION: 'ap-south-1' }, encoding: 'utf8' },
    );
    const result = JSON.parse(output) as { statusCode: number; body: string };
    expect(result.statusCode).toBe(200);
    const served = JSON.parse(result.body) as ReturnType<typeof openApiDocument>;
    expect(documentedRouteKeys(served)).toEqual(Object.values(routes).map(routeKey).sort());
    expect(served).toEqual(JSON.parse(JSON.stringify(openApiDocument(Object.values(routes)))));
  });
});
