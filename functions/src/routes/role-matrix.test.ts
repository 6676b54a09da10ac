import { beforeAll, describe, expect, inject, it } from 'vitest';
import { buildPath, routeKey, type RouteDefinition } from '@app/shared/api/route';
import { routes } from '@app/shared/api/route-table';
import { can, forbiddenMessage, ROLES, type Role } from '@app/shared/api/permissions';
import type { Company } from '@app/shared/companies';
import { companyOf } from '../../test/catalogue';
import { joinAs } from '../../test/members';
import { signUpUser, type TestUser } from '../../test/users';

/**
 * Issue 20: the role matrix, generated from the route table. Each route that works inside a
 * company is called by a member of each role with the company's id wherever a route may look for
 * it (query, body, path), and nothing else: a role the route's permission leaves out gets 403 in
 * the words of permissions.ts, before the input is even validated; any other role gets past the
 * guard (whatever the incomplete request then earns: 400, 404 or success, never 403).
 * Deleting a company is tried on a spare one, by the owner last.
 */
const companyRoutes = Object.entries(routes as Record<string, RouteDefinition>).flatMap(([name, route]) =>
  route.permission ? [[name, route, route.permission] as const] : [],
);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let members: Record<Role, TestUser>;
let books: Company;
let spare: Company;

beforeAll(async () => {
  const users = await Promise.all(ROLES.map(async (role) => [role, await signUpUser()] as const));
  members = Object.fromEntries(users) as Record<Role, TestUser>;
  books = await companyOf(members.owner, 'tax on', 'Verma Medical Stores');
  spare = await companyOf(members.owner, 'tax off', 'Spare Medicals');
  for (const role of ['accountant', 'staff', 'viewer'] as const) {
    await joinAs(books, members[role], role);
    await joinAs(spare, members[role], role);
  }
});

/** The status, and the message of a JSON answer (a file route's success is the file). */
async function request(route: RouteDefinition, companyId: string, token: string) {
  const params: Record<string, string> = {};
  for (const [, name = ''] of route.path.matchAll(/\{(\w+)\}/g)) params[name] = companyId;
  const response = await fetch(`${inject('stack').apiUrl}${buildPath(route, params)}?company_id=${companyId}`, {
    method: route.method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(WRITES.has(route.method) ? { body: JSON.stringify({ company_id: companyId }) } : {}),
  });
  const json = response.headers.get('content-type')?.startsWith('application/json');
  const body = json ? ((await response.json()) as { message?: string }) : {};
  return { status: response.status, message: body.message };
}

it('covers every company route of the table', () => {
  expect(companyRoutes.length).toBeGreaterThan(70);
});

// The owner last: it deletes the spare company.
describe.each([...ROLES].reverse())('as %s', (role) => {
  it.each(companyRoutes)('%s', async (name, route, permission) => {
    const company = name === 'deleteCompany' ? spare : books;
    const answer = await request(route, company._id, members[role].idToken);
    if (can(role, permission)) {
      expect(answer.status, `${routeKey(route)}: ${answer.message ?? ''}`).not.toBe(403);
    } else {
      expect(answer).toEqual({
        status: 403,
        message: forbiddenMessage(role, permission),
      });
    }
  });
});
