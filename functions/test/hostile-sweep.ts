import fc from 'fast-check';
import { routes, type RouteName } from '@app/shared/api/route-table';
import { bodyFields, type Probe } from './hostile-probes';
import { sendProbe, tokenOf, type Answer } from './hostile-requests';
import type { World } from './hostile-templates';
import { acceptanceProblems, answerProblems, PartitionWatch, partitionsOf } from './hostile-verdicts';
import type { JsonType } from './schema-fields';

export interface SweepResult {
  /** Each failing probe with what was wrong. */
  failures: string[];
  /** How many answers of each status: how deep the probes got. */
  statuses: Record<number, number>;
}

const writesOnRefusal = (answer: Answer, changes: string[]) =>
  answer.status >= 400 ? changes.map((change) => `answered ${answer.status} but ${change}`) : [];

/**
 * Sends the probes to a route in turn and judges each answer, and whether a refused request wrote
 * anything in the sender's partitions. A write route's partitions are read after every request; a
 * read route's once at the end (reads seldom write), and request by request only if they changed.
 */
export async function sweepRoute(world: World, name: RouteName, probes: Probe[]): Promise<SweepResult> {
  const route = routes[name];
  const template = world.templates[name];
  const token = tokenOf(world, template);
  const fields = template.body ? bodyFields(route, template.body()) : [];
  const accepts = new Map(fields.map((field) => [field.path.join('.'), field.accepts]));
  const acceptsAt = (path: (string | number)[]) => accepts.get(path.join('.')) ?? new Set<JsonType>(['any']);
  await template.settle?.();
  const watch = await PartitionWatch.start(partitionsOf(world, template.as));
  const problemsOf = new Map<Probe, string[]>();
  const note = (probe: Probe, problems: string[]) => {
    if (problems.length > 0) problemsOf.set(probe, [...(problemsOf.get(probe) ?? []), ...problems]);
  };
  const statuses: Record<number, number> = {};
  const eachRequest = route.method !== 'GET';
  for (const probe of probes) {
    const answer = await sendProbe(route, template, token, probe);
    await template.settle?.();
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    note(probe, answerProblems(answer));
    if (answer.status < 300) note(probe, acceptanceProblems(probe, acceptsAt));
    if (eachRequest) note(probe, writesOnRefusal(answer, await watch.changes()));
  }
  if (!eachRequest && (await watch.changes()).length > 0) {
    for (const probe of probes) {
      const answer = await sendProbe(route, template, token, probe);
      note(probe, writesOnRefusal(answer, await watch.changes()));
    }
  }
  const failures = [...problemsOf].map(([probe, problems]) => `${fc.stringify(probe)}\n  → ${problems.join('\n  → ')}`);
  return { failures, statuses };
}

/**
 * Worlds lent to one sweep at a time, so sweeps run side by side (a request spends most of its
 * time waiting) while each world's partitions see one sender at a time, as the write check needs.
 */
export class WorldPool {
  private readonly waiting: ((world: World) => void)[] = [];
  constructor(private readonly free: World[]) {}

  async use<T>(run: (world: World) => Promise<T>): Promise<T> {
    const world = this.free.pop() ?? (await new Promise<World>((resolve) => this.waiting.push(resolve)));
    try {
      return await run(world);
    } finally {
      const next = this.waiting.shift();
      if (next) next(world);
      else this.free.push(world);
    }
  }
}
