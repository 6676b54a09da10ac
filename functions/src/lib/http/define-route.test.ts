import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as z from '@app/shared/zod';
import { GENERIC_ERROR_MESSAGE } from '@app/shared/api/generic-error';
import type { RouteDefinition } from '@app/shared/api/route';
import { financialYearStart } from '@app/shared/financial-year';
import { ADMIN_MFA_REQUIRED } from '@app/shared/auth/messages';
import { accessStep } from '#lib/db/access';
import { createCompany } from '#lib/db/companies';
import { transact } from '#lib/db/transact';
import { httpEvent, parseResult, testContext } from '../../../test/http-event';
import { profileOnly } from '../../../test/users';
import { ADMIN_ONLY } from './admin-only';
import { defineRoute } from './define-route';
import { parseMultipart } from './multipart';

// A route that exists only here, to drive the whole chain the way the product's routes use it.
const addItem = {
  method: 'POST',
  path: '/api/v1/test/{company_id}/items',
  handler: 'test',
  auth: 'user',
  permission: 'create_vouchers',
  params: z.object({ company_id: z.string() }),
  body: z.strictObject({
    name: z.string().check(z.minLength(2, 'Item name must be at least 2 characters')),
    quantity: z.int(),
  }),
  data: z.object({ saved: z.string(), company: z.string() }),
} as const satisfies RouteDefinition;

const saved: string[] = [];
const handler = defineRoute(
  addItem,
  { companyId: { in: 'params', field: 'company_id' } },
  async ({ body, membership }) => {
    if (body.name === 'explode') throw new Error('database password is hunter2');
    saved.push(body.name);
    return { data: { saved: body.name, company: membership.company_name }, statusCode: 201 };
  },
);

const adminOnly = defineRoute(
  { ...addItem, method: 'GET', path: '/api/v1/test/admin', auth: 'admin', params: undefined, body: undefined },
  ADMIN_ONLY,
  async ({ caller }) => ({ data: { saved: caller.email ?? '', company: '' } }),
);

const upload = defineRoute(
  {
    ...addItem,
    params: undefined,
    body: z.strictObject({ name: z.string(), quantity: z.coerce.number() }),
    data: z.object({ name: z.string(), quantity: z.number(), files: z.array(z.string()) }),
  },
  { multipart: parseMultipart },
  async ({ body, files }) => ({
    data: { ...body, files: files.map((f) => `${f.field}:${f.filename}:${f.contentType}:${f.content.length}`) },
  }),
);

const owner = { sub: randomUUID(), email: 'owner@example.in' };
await profileOnly(owner.sub, owner.email);
const company = await createCompany(owner.sub, {
  name: 'Sharma Traders',
  state: 'Delhi',
  country: 'India',
  financial_year_start: financialYearStart(),
  books_begin_from: financialYearStart(),
});

async function post(
  body: string | Buffer,
  options: { claims?: Record<string, unknown>; companyId?: string; headers?: Record<string, string> } = {},
) {
  const companyId = options.companyId ?? company.company_id;
  const event = httpEvent({
    method: 'POST',
    path: `/api/v1/test/${companyId}/items`,
    routeKey: 'POST /api/v1/test/{company_id}/items',
    pathParameters: { company_id: companyId },
    headers: options.headers,
    body,
    claims: 'claims' in options ? options.claims : owner,
  });
  return parseResult(await handler(event, testContext()));
}

describe('the HTTP handler chain', () => {
  it('refuses to build a company route that names no permission (issue 20: every one is checked)', () => {
    const unguarded = { ...addItem, permission: undefined };
    expect(() =>
      defineRoute(unguarded, { companyId: { in: 'params', field: 'company_id' } }, () =>
        Promise.resolve({ data: { saved: '', company: '' } }),
      ),
    ).toThrow('POST /api/v1/test/{company_id}/items works inside a company: its route must name its permission');
  });

  it('runs a valid request and wraps its data in the success envelope', async () => {
    const result = await post(JSON.stringify({ name: 'Paracetamol 500', quantity: 10 }));
    expect(result.statusCode).toBe(201);
    expect(result.body).toEqual({ success: true, data: { saved: 'Paracetamol 500', company: 'Sharma Traders' } });
    expect(result.headers['x-request-id']).toBeTruthy();
  });

  it('answers malformed JSON with 400 and never runs the handler', async () => {
    const before = saved.length;
    const result = await post('{"name": "Crocin",');
    expect(result.statusCode).toBe(400);
    expect(result.body.success).toBe(false);
    expect(result.body.message).toMatch(/^Malformed JSON body/);
    expect(saved.length).toBe(before);
  });

  it('names the field and the rule when a value has the wrong type', async () => {
    const result = await post(JSON.stringify({ name: 'Crocin', quantity: 'ten' }));
    expect(result.statusCode).toBe(400);
    expect(result.body.message).toBe('quantity: Invalid input: expected number, received string');
    expect(result.body.errors).toEqual([{ field: 'quantity', message: result.body.message }]);
  });

  it('rejects fields the route does not know', async () => {
    const result = await post(JSON.stringify({ name: 'Crocin', quantity: 1, colour: 'red' }));
    expect(result.statusCode).toBe(400);
    expect(result.body.message).toBe('Unrecognized key: "colour"');
  });

  it("keeps the spec's own wording for a rule the schema states", async () => {
    const result = await post(JSON.stringify({ name: 'C', quantity: 1 }));
    expect(result.body.message).toBe('Item name must be at least 2 characters');
  });

  it('refuses a body over the limit with 413', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(1024 * 1024), quantity: 1 });
    const result = await post(huge);
    expect(result.statusCode).toBe(413);
    expect(result.body.message).toBe('Request body is too large: the limit is 1 MB');
  });

  it('refuses content types it does not parse with 415', async () => {
    const result = await post('name=Crocin', { headers: { 'content-type': 'text/plain' } });
    expect(result.statusCode).toBe(415);
  });

  it('parses multipart form data into fields and files', async () => {
    const boundary = 'test-boundary';
    const multipart = Buffer.concat([
      Buffer.from(
        [
          `--${boundary}`,
          'Content-Disposition: form-data; name="name"',
          '',
          'Dolo 650',
          `--${boundary}`,
          'Content-Disposition: form-data; name="quantity"',
          '',
          '3',
          `--${boundary}`,
          'Content-Disposition: form-data; name="image"; filename="strip.png"',
          'Content-Type: image/png',
          '',
          '',
        ].join('\r\n'),
      ),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff]),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const event = httpEvent({
      method: 'POST',
      path: '/api/v1/test/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: multipart,
      claims: owner,
    });
    const result = parseResult(await upload(event, testContext()));
    expect(result.body).toEqual({
      success: true,
      data: { name: 'Dolo 650', quantity: 3, files: ['image:strip.png:image/png:10'] },
    });
  });

  it('answers 401 when no verified caller reached the handler', async () => {
    const result = await post(JSON.stringify({ name: 'Crocin', quantity: 1 }), { claims: undefined });
    expect(result.statusCode).toBe(401);
  });

  it("answers 404 for another tenant's company and for an unknown one alike", async () => {
    const stranger = { sub: randomUUID(), email: 'stranger@example.in' };
    const foreign = await post(JSON.stringify({ name: 'Crocin', quantity: 1 }), { claims: stranger });
    const unknown = await post(JSON.stringify({ name: 'Crocin', quantity: 1 }), { companyId: randomUUID() });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toEqual({ success: false, message: 'Company not found' });
    expect(unknown.body).toEqual(foreign.body);
  });

  it('answers a fault with the generic message and no detail', async () => {
    const result = await post(JSON.stringify({ name: 'explode', quantity: 1 }));
    expect(result.statusCode).toBe(500);
    expect(result.body).toEqual({ success: false, message: GENERIC_ERROR_MESSAGE });
    expect(JSON.stringify(result.body)).not.toContain('hunter2');
  });

  it('admits administrators with a second factor to admin routes and refuses others with 403', async () => {
    // Issue 31: an administrator by the token's group, the token's second factor and our own record.
    await transact([accessStep(owner.sub, { admin: true })]);
    const event = (groups: unknown, mfa = 'totp') =>
      httpEvent({
        method: 'GET',
        path: '/api/v1/test/admin',
        claims: { ...owner, 'cognito:groups': groups, 'hisaab:mfa': mfa },
      });
    // API Gateway flattens the groups array to '[admin]'; a direct invocation may carry the array.
    expect(parseResult(await adminOnly(event('[admin]'), testContext())).statusCode).toBe(200);
    expect(parseResult(await adminOnly(event(['admin']), testContext())).statusCode).toBe(200);
    const refused = parseResult(await adminOnly(event('[sales]'), testContext()));
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe('This action needs an administrator account.');
    const noSecondFactor = parseResult(await adminOnly(event('[admin]', ''), testContext()));
    expect(noSecondFactor.statusCode).toBe(403);
    expect(noSecondFactor.body.message).toBe(ADMIN_MFA_REQUIRED);
  });
});
