import { queryPages } from '#lib/db/query-all';
import type { Answer } from './hostile-requests';
import type { Probe } from './hostile-probes';
import type { World, Sender } from './hostile-templates';
import type { JsonType } from './schema-fields';

/** Stack frames, source files, module paths: what must never reach a client. */
const INTERNALS = /\n\s+at |(?:\/[\w.-]+)+\.[cm]?[jt]s\b|node_modules|file:\/\//;

/**
 * The replies API Gateway itself gives before any handler runs, {message} alone: a request it
 * cannot route or parse (400, 404), no valid token (401), too large (413).
 */
const isGatewayReply = (answer: Answer, body: Record<string, unknown>) =>
  [400, 401, 404, 413].includes(answer.status) && Object.keys(body).join() === 'message';

/** What is wrong with an answer to a hostile request, if anything: a 5xx, or a 4xx that is not the envelope. */
export function answerProblems(answer: Answer): string[] {
  const excerpt = answer.text.length > 300 ? `${answer.text.slice(0, 300)}…` : answer.text;
  if (answer.status >= 500) return [`answered ${answer.status}: ${excerpt}`];
  if (answer.status < 400) return [];
  const problems: string[] = [];
  if (INTERNALS.test(answer.text)) problems.push(`answer shows internals: ${excerpt}`);
  const body = answer.json;
  if (typeof body !== 'object' || body === null) return [...problems, `${answer.status} is not JSON: ${excerpt}`];
  const envelope = body as Record<string, unknown>;
  const message = envelope.message;
  if (typeof message !== 'string' || message === '') problems.push(`${answer.status} without a message: ${excerpt}`);
  if (envelope.success !== false && !isGatewayReply(answer, envelope))
    problems.push(`${answer.status} is not {success:false, message}: ${excerpt}`);
  return problems;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const STATE_FIELD = /^(state|mailing_state|place_of_supply)$/;

/**
 * What a route must not have accepted (a 2xx) from a probe: JSON of a type the field's schema does
 * not take, a body that is not JSON, and words that are no Indian state as a state or place of
 * supply (the companies and parties here are in India, whose states are a closed list).
 */
export function acceptanceProblems(probe: Probe, acceptsAt: (path: (string | number)[]) => Set<JsonType>): string[] {
  const problems: string[] = [];
  const spoilt: { field: string; text: string | undefined }[] = [];
  if (probe.part === 'body') {
    for (const { path, value } of probe.mutations) {
      const accepts = acceptsAt(path);
      if (value.type === 'invalid') problems.push(`accepted ${value.label}, which is not JSON, at ${path.join('.')}`);
      else if (!accepts.has('any') && !accepts.has(value.type))
        problems.push(
          `accepted ${value.type} ${value.label} at ${path.join('.')}, which takes ${[...accepts].join('|')}`,
        );
      const parsed: unknown = value.type === 'string' ? JSON.parse(value.json) : undefined;
      spoilt.push({ field: String(path[path.length - 1]), text: isText(parsed) ? parsed : undefined });
    }
  }
  if (probe.part === 'form') spoilt.push(...probe.mutations.map(({ field, value }) => ({ field, text: value.text })));
  if (!spoilt.some(({ field }) => field.endsWith('country'))) {
    for (const { field, text } of spoilt) {
      if (STATE_FIELD.test(field) && text !== undefined && text.trim() !== '')
        problems.push(`accepted ${JSON.stringify(text.slice(0, 60))} as ${field}`);
    }
  }
  return problems;
}

interface PartitionView {
  pk: string;
  keep?: (item: Record<string, unknown>) => boolean;
}

/** The partitions a sender's requests may write: its own user's and company's (tests share the table). */
export function partitionsOf(world: World, sender: Sender): PartitionView[] {
  switch (sender) {
    case 'owner':
      return [{ pk: `USER#${world.owner.sub}` }, { pk: `COMPANY#${world.company._id}` }];
    case 'admin':
      return [{ pk: `USER#${world.admin.sub}` }];
    case 'doomed':
      return [{ pk: `USER#${world.doomed.sub}` }, { pk: `COMPANY#${world.doomedCompany._id}` }];
    case 'public':
      return [
        {
          pk: `ENQUIRY#${new Date().toISOString().slice(0, 7)}`,
          keep: (item) => JSON.stringify(item).includes(world.marker),
        },
      ];
  }
}

/** JSON with every object's keys in order, so equal items give equal text. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value instanceof Set) return stableJson([...(value as Set<unknown>)].sort());
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

async function itemsOf(views: PartitionView[]): Promise<Map<string, string>> {
  const items = new Map<string, string>();
  for (const view of views) {
    const pages = queryPages({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': view.pk },
      ConsistentRead: true,
    });
    for await (const page of pages) {
      for (const item of page.items) {
        if (view.keep && !view.keep(item)) continue;
        items.set(`${view.pk} ${String(item.sk)}`, stableJson(item));
      }
    }
  }
  return items;
}

/** The items of some partitions, and what changed in them since it last looked. */
export class PartitionWatch {
  private seen = new Map<string, string>();
  constructor(private readonly views: PartitionView[]) {}

  static async start(views: PartitionView[]) {
    const watch = new PartitionWatch(views);
    await watch.changes();
    return watch;
  }

  /** Items added, removed and changed since the last look (which this look replaces). */
  async changes(): Promise<string[]> {
    const now = await itemsOf(this.views);
    const changes = [
      ...[...now.keys()].filter((key) => !this.seen.has(key)).map((key) => `added ${key}`),
      ...[...this.seen.keys()].filter((key) => !now.has(key)).map((key) => `removed ${key}`),
      ...[...now.entries()]
        .filter(([key, item]) => this.seen.has(key) && this.seen.get(key) !== item)
        .map(([key]) => `changed ${key}`),
    ];
    this.seen = now;
    return changes;
  }
}
