import { inject } from 'vitest';
import type { RouteDefinition } from '@app/shared/api/route';
import { Hostile, segmentOf } from './hostile-values';
import type { Probe } from './hostile-probes';
import type { RequestTemplate, World } from './hostile-templates';

export interface Answer {
  status: number;
  text: string;
  json: unknown;
}

type Node = Record<string | number, unknown>;

/** The valid body with hostile values put in at their paths (parents made as needed). */
function spoil(body: unknown, mutations: { path: (string | number)[]; value: Hostile }[]): unknown {
  const root = { body: structuredClone(body) } as Node;
  for (const { path, value } of mutations) {
    let node = root;
    const keys = ['body', ...path];
    keys.slice(0, -1).forEach((key, i) => {
      const next = node[key];
      if (typeof next !== 'object' || next === null) node[key] = typeof keys[i + 1] === 'number' ? [] : {};
      node = node[key] as Node;
    });
    node[keys[keys.length - 1] ?? 'body'] = value;
  }
  return root.body;
}

/** JSON text of a value that may hold Hostile values, whose JSON text goes in as it is. */
export function toJsonText(value: unknown): string {
  if (value instanceof Hostile) return value.json;
  if (Array.isArray(value))
    return `[${value.map((item) => (item === undefined ? 'null' : toJsonText(item))).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function formOf(body: unknown, probe: Extract<Probe, { part: 'form' }>): FormData {
  const form = new FormData();
  const fields = Object.entries(body as Record<string, unknown>).filter(
    ([, value]) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean',
  );
  const spoilt = new Map(probe.mutations.map((mutation) => [mutation.field, mutation]));
  for (const [name, value] of fields) if (!spoilt.has(name)) form.append(name, String(value));
  for (const { field, value, twice } of probe.mutations) {
    form.append(field, value.text);
    if (twice) form.append(field, value.text);
  }
  return form;
}

function bodyOf(template: RequestTemplate, probe: Probe, method: string) {
  const body = template.body?.();
  const json = (text: string) => ({ body: text, contentType: 'application/json' });
  switch (probe.part) {
    case 'body':
      return json(toJsonText(spoil(body ?? {}, probe.mutations)));
    case 'body key': {
      const text = toJsonText(body ?? {});
      const entry = `${JSON.stringify(probe.key)}:${probe.value.json}`;
      return json(text.startsWith('{') ? `{${entry}${text === '{}' ? '' : ','}${text.slice(1)}` : text);
    }
    case 'raw body':
      return { body: probe.body.bytes, contentType: probe.body.contentType };
    case 'form':
      return { body: formOf(body, probe), contentType: undefined };
    default:
      return body === undefined || method === 'GET' ? undefined : json(toJsonText(body));
  }
}

function queryOf(template: RequestTemplate, probe: Probe): string {
  const spoilt = probe.part === 'query' ? probe.mutations.map(({ field, value }) => [field, value.text]) : [];
  const spoiltNames = new Set(spoilt.map(([name]) => name));
  const entries = [...Object.entries(template.query).filter(([name]) => !spoiltNames.has(name)), ...spoilt];
  if (probe.part === 'query key') entries.push([probe.key, probe.value.text]);
  return entries.length > 0 ? `?${new URLSearchParams(entries).toString()}` : '';
}

/** The ID token of the template's sender (none for public routes). */
export const tokenOf = (world: World, template: RequestTemplate) =>
  ({ owner: world.owner, admin: world.admin, doomed: world.doomed, public: undefined })[template.as]?.idToken;

/** Sends the template's request with the probe's part spoilt. */
export async function sendProbe(
  route: RouteDefinition,
  template: RequestTemplate,
  token: string | undefined,
  probe: Probe,
): Promise<Answer> {
  await template.prepare?.();
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    probe.part === 'path' && probe.param === name
      ? segmentOf(probe.value)
      : encodeURIComponent(template.params[name] ?? ''),
  );
  const body = bodyOf(template, probe, route.method);
  return send(`${path}${queryOf(template, probe)}`, {
    method: route.method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body?.contentType ? { 'content-type': body.contentType } : {}),
      ...template.headers?.(),
    },
    body: body?.body,
  });
}

/** A request to the local API; the answer's text, and its JSON when it is JSON. */
export async function send(
  path: string,
  init: { method: string; headers: Record<string, string>; body?: string | Buffer | FormData },
): Promise<Answer> {
  const body = Buffer.isBuffer(init.body) ? new Uint8Array(init.body) : init.body;
  const response = await fetch(`${inject('stack').apiUrl}${path}`, { ...init, body });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json };
}
