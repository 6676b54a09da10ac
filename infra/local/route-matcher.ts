import { routeKey, type RouteDefinition } from '@app/shared/api/route';

export interface RouteMatch {
  route: RouteDefinition;
  routeKey: string;
  pathParameters: Record<string, string> | undefined;
}

/** A path segment whose percent-escapes are not UTF-8 ('%', '%FF', '%ED%A0%80'): API Gateway's 400. */
export const MALFORMED_PATH = Symbol('malformed path');

/** A parameter's text, or MALFORMED_PATH when its escapes do not decode. */
function decodeSegment(text: string): string | typeof MALFORMED_PATH {
  try {
    return decodeURIComponent(text);
  } catch {
    return MALFORMED_PATH;
  }
}

interface CompiledRoute {
  route: RouteDefinition;
  pattern: RegExp;
  names: string[];
}

/** API Gateway path templates: {name} matches one segment, {name+} the rest of the path. */
function compile(route: RouteDefinition): CompiledRoute {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)(\+?)\}$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param[1] ?? '');
      return param[2] ? '(.+)' : '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), names };
}

/**
 * Finds the route for a method and path as HTTP API does: exact paths win over templated ones,
 * so '/a/current' is not taken by '/a/{id}'.
 */
export function createRouteMatcher(routes: RouteDefinition[]) {
  const compiled = routes.map(compile).sort((a, b) => a.names.length - b.names.length);
  return (method: string, path: string): RouteMatch | typeof MALFORMED_PATH | undefined => {
    for (const candidate of compiled) {
      if (candidate.route.method !== method) continue;
      const match = candidate.pattern.exec(path);
      if (!match) continue;
      const decoded = candidate.names.map((_, i) => decodeSegment(match[i + 1] ?? ''));
      const values = decoded.filter((value) => typeof value === 'string');
      if (values.length < decoded.length) return MALFORMED_PATH;
      const pathParameters = candidate.names.length
        ? Object.fromEntries(candidate.names.map((name, i) => [name, values[i] ?? '']))
        : undefined;
      return { route: candidate.route, routeKey: routeKey(candidate.route), pathParameters };
    }
    return undefined;
  };
}
