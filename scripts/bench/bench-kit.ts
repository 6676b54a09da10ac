import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import { freePorts } from '../../infra/local/ports';
import { startLocalStack } from '../../infra/local/stack';
import type { StackInfo } from '../../infra/local/stack-info';

/** What every benchmark shares: its own local stack, an API caller, and timing. */

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/**
 * A stack of the benchmark's own (free ports), with the handlers' environment set: in memory, or
 * kept in `dataDir` so that a later run can time new code on the same seeded books.
 */
export async function startBenchStack(tableName: string, dataDir?: string) {
  const stack = await startLocalStack({
    ports: await freePorts(),
    dataDir: dataDir && resolve(dataDir),
    logDir: join(tmpdir(), 'hisaab-bench-logs'),
    tableName,
    seed: false,
    web: false,
    fixedCode: '123456',
    logLevel: 'SILENT',
    // Seeding posts thousands of records a minute, far past a user's request ceilings: the
    // benchmarks time the handlers, not the stage's throttle.
    throttle: false,
  });
  Object.assign(process.env, {
    AWS_REGION: 'ap-south-1',
    TABLE_NAME: stack.info.dynamodb.tableName,
    DYNAMODB_ENDPOINT: stack.info.dynamodb.endpoint,
    UPLOADS_BUCKET: stack.info.s3.buckets.uploads,
    S3_ENDPOINT: stack.info.s3.endpoint,
  });
  return stack;
}

/**
 * Calls the local API as a signed-in user; returns the envelope's data, throws on an error status.
 * The token may be a function that gives a fresh one (seeding that outlasts an ID token's hour).
 */
export const apiCaller =
  (info: StackInfo, token: string | (() => Promise<string>)) =>
  async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const bearer = typeof token === 'string' ? token : await token();
    const response = await fetch(`${info.apiUrl}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as { data: unknown; message?: string };
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${envelope.message}`);
    return envelope.data as Record<string, unknown>;
  };

export interface Timing {
  median_ms: number;
  p95_ms: number;
}

/** A call to time, and optionally an untimed change it is to see, made ahead of every call. */
export interface TimedCall {
  run: () => Promise<unknown>;
  before?: () => Promise<unknown>;
}

/** Each call's timings over `runs` turns after `warmUp` untimed ones, the calls taking turns. */
async function sampleInTurns(calls: readonly TimedCall[], runs: number, warmUp: number): Promise<number[][]> {
  const samples = calls.map((): number[] => []);
  for (let turn = 0; turn < warmUp + runs; turn++) {
    for (const [index, { run, before }] of calls.entries()) {
      await before?.();
      const start = performance.now();
      await run();
      if (turn >= warmUp) samples[index]?.push(performance.now() - start);
    }
  }
  return samples;
}

const timingOf = (samples: number[]): Timing => ({
  median_ms: +percentile(samples, 50).toFixed(1),
  p95_ms: +percentile(samples, 95).toFixed(1),
});

/**
 * Median and 95th percentile of `runs` timed calls after `warmUp` untimed ones; `before`, when
 * given, runs untimed ahead of every call (a change the call is to see).
 */
export async function timeCalls(
  run: () => Promise<unknown>,
  runs: number,
  warmUp = 10,
  before?: () => Promise<unknown>,
): Promise<Timing> {
  const [samples = []] = await sampleInTurns([{ run, before }], runs, warmUp);
  return timingOf(samples);
}

/**
 * Two calls timed in turns (a, b, a, b...), for figures to be compared with each other: both meet
 * the same load on the machine, where timed one after the other their ratio would also measure
 * how that load drifted in between.
 */
export async function timePaired(a: TimedCall, b: TimedCall, runs: number, warmUp = 10): Promise<[Timing, Timing]> {
  const [first, second] = await timeInTurns([a, b], runs, warmUp);
  return [first ?? timingOf([]), second ?? timingOf([])];
}

/** Any number of calls timed in turns, as `timePaired` does two. */
export async function timeInTurns(calls: readonly TimedCall[], runs: number, warmUp = 10): Promise<Timing[]> {
  return (await sampleInTurns(calls, runs, warmUp)).map(timingOf);
}
