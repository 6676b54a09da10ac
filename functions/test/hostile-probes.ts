import fc from 'fast-check';
import type { RouteDefinition } from '@app/shared/api/route';
import * as z from '@app/shared/zod';
import {
  asJson,
  deepValues,
  hostileId,
  hostileJson,
  hostileKeys,
  hostileText,
  shortHostileText,
  type Hostile,
  type HostileText,
} from './hostile-values';
import type { RequestTemplate } from './hostile-templates';
import { fieldNames, schemaFields, unionOptions, type JsonType } from './schema-fields';

/** A body that is not the JSON object a route takes, with the Content-Type it is sent as. */
export interface RawBody {
  label: string;
  contentType?: string;
  bytes: Buffer;
}

/** One spoiled part of a valid request. */
export type Probe =
  | { part: 'body'; mutations: { path: (string | number)[]; value: Hostile }[] }
  | { part: 'body key'; key: string; value: Hostile }
  | { part: 'raw body'; body: RawBody }
  | { part: 'form'; mutations: { field: string; value: HostileText; twice: boolean }[] }
  | { part: 'query'; mutations: { field: string; value: HostileText }[] }
  | { part: 'query key'; key: string; value: HostileText }
  | { part: 'path'; param: string; value: HostileText };

const rawBody = (label: string, body: string | Buffer, contentType: string | null = 'application/json') => {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const shown: RawBody = { label, contentType: contentType ?? undefined, bytes };
  return Object.assign(shown, { [fc.toStringMethod]: () => `${label} (${contentType ?? 'no Content-Type'})` });
};

/** Bodies no route takes: not JSON, JSON of the wrong shape, nested past any parser's stack, wrong media types. */
export const RAW_BODIES: RawBody[] = [
  rawBody('not JSON', 'not json'),
  rawBody('truncated JSON', '{"company_id":'),
  rawBody('JSON null', 'null'),
  rawBody('JSON string', '"company_id"'),
  rawBody('JSON 1e999', '1e999'),
  rawBody('NaN', 'NaN'),
  ...deepValues.slice(0, 2).map((value) => rawBody(value.label, value.json)),
  rawBody('prototype keys', '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}'),
  rawBody('BOM before JSON', '\uFEFF{}'),
  rawBody('invalid UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])),
  rawBody('UTF-16 JSON', Buffer.from('{"a":1}', 'utf16le'), 'application/json; charset=utf-16'),
  rawBody('form-urlencoded', 'company_id=x&__proto__[isAdmin]=1', 'application/x-www-form-urlencoded'),
  rawBody('text', '{}', 'text/plain'),
  rawBody('multipart without boundary', '--x\r\n', 'multipart/form-data'),
  rawBody(
    'unterminated multipart',
    `--zzz\r\nContent-Disposition: form-data; name="company_id"\r\n\r\n${'x'.repeat(100)}`,
    'multipart/form-data; boundary=zzz',
  ),
  rawBody('no Content-Type', Buffer.from('{}'), null),
  rawBody('2 MB of JSON', JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) })),
];

/** The schema a valid body was made for: of a union, the option the body fits. */
function bodySchemaFor(route: RouteDefinition, body: unknown) {
  const schema = route.body;
  if (!schema) return undefined;
  return unionOptions(schema).find((option) => z.safeParse(option, body).success) ?? schema;
}

/** The fields of a route's body, as its valid body has them, with the JSON types each takes. */
export function bodyFields(route: RouteDefinition, body: unknown) {
  const schema = bodySchemaFor(route, body);
  return schema ? schemaFields(schema) : [];
}

const isPrefix = (a: (string | number)[], b: (string | number)[]) =>
  a.length <= b.length && a.every((key, i) => key === b[i]);

/** Probes of a route's JSON body: spoilt fields (1-3, none inside another), extra keys, raw bodies. */
export function bodyProbes(route: RouteDefinition, template: RequestTemplate): fc.Arbitrary<Probe> {
  const fields = template.body ? bodyFields(route, template.body()) : [];
  const mutation = fc
    .constantFrom(...(fields.length > 0 ? fields : [{ path: ['x'], accepts: new Set<JsonType>() }]))
    .chain((field) => hostileJson(field.accepts).map((value) => ({ path: field.path, value })));
  const mutations = fc
    .array(mutation, { minLength: 1, maxLength: 3 })
    .map((list) =>
      list.filter((m, i) =>
        list.every((other, j) => j >= i || !(isPrefix(m.path, other.path) || isPrefix(other.path, m.path))),
      ),
    );
  return fc.oneof(
    {
      weight: fields.length > 0 ? 8 : 0,
      arbitrary: mutations.map((list) => ({ part: 'body' as const, mutations: list })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(hostileKeys, hostileJson(new Set()))
        .map(([key, value]) => ({ part: 'body key' as const, key, value })),
    },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_BODIES).map((body) => ({ part: 'raw body' as const, body })) },
  );
}

/**
 * One probe per field of the body, alone in an otherwise valid body: short hostile text where the
 * field takes text (a field that should hold one of a list, such as a state, must refuse it),
 * else a value of another type or at the edges.
 */
export function fieldProbes(route: RouteDefinition, template: RequestTemplate, seed: number): Probe[] {
  const fields = template.body ? bodyFields(route, template.body()) : [];
  return fields.map((field, i) => {
    const values = field.accepts.has('string') ? shortHostileText.map(asJson) : hostileJson(field.accepts);
    const [value] = fc.sample(values, { seed: seed + i, numRuns: 1 });
    if (!value) throw new Error('fast-check drew nothing');
    return { part: 'body', mutations: [{ path: field.path, value }] };
  });
}

/** Probes of a route's multipart form: spoilt fields, some sent twice (busboy then gives a list). */
export function formProbes(route: RouteDefinition): fc.Arbitrary<Probe> {
  const names = fieldNames(route.body);
  const mutation = fc.record(
    { field: fc.constantFrom(...names), value: hostileText, twice: fc.boolean() },
    { noNullPrototype: true },
  );
  return fc.array(mutation, { minLength: 1, maxLength: 3 }).map((list) => ({
    part: 'form' as const,
    mutations: list.filter((mutation, i) => list.findIndex((other) => other.field === mutation.field) === i),
  }));
}

/**
 * Within API Gateway's 10 KB for the request line and headers (past it the gateway refuses the
 * request before any route; Node's own limit, 16 KB, answers a bare 400 without the envelope).
 */
const URL_BUDGET = 8_000;
const queryLength = (entries: [string, string][]) => new URLSearchParams(entries).toString().length;

/** Probes of a route's query string: spoilt parameters (one sent twice at times), and parameters no route takes. */
export function queryProbes(route: RouteDefinition): fc.Arbitrary<Probe> {
  const names = fieldNames(route.query);
  const mutations = fc
    .array(
      fc.record({ field: fc.constantFrom(...names, 'company_id'), value: hostileText }, { noNullPrototype: true }),
      {
        minLength: 1,
        maxLength: 2,
      },
    )
    .filter((list) => queryLength(list.map((mutation) => [mutation.field, mutation.value.text])) <= URL_BUDGET);
  const keys = fc.constantFrom('__proto__', 'constructor', 'company_id[$ne]', 'company_id[]', 'k'.repeat(4000));
  return fc.oneof(
    { weight: 4, arbitrary: mutations.map((list) => ({ part: 'query' as const, mutations: list })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(keys, hostileText)
        .filter(([key, text]) => queryLength([[key, text.text]]) <= URL_BUDGET)
        .map(([key, text]) => ({ part: 'query key' as const, key, value: text })),
    },
  );
}

/** Probes of a route's path parameters: one hostile id at a time, the others valid. */
export function pathProbes(route: RouteDefinition, template: RequestTemplate): fc.Arbitrary<Probe> {
  return fc.oneof(
    ...fieldNames(route.params).map((param) =>
      hostileId(template.params[param] ?? 'x').map((value) => ({ part: 'path' as const, param, value })),
    ),
  );
}
