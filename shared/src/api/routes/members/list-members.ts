import * as z from '../../../zod';
import { companyQuerySchema, memberSchema } from '../../members';
import type { RouteDefinition } from '../../route';

/** Issue 20: the company's members with their roles, the owner first. */
export const listMembers = {
  method: 'GET',
  path: '/api/v1/company/members',
  handler: 'routes/members/list-members',
  auth: 'user',
  permission: 'manage_members',
  query: companyQuerySchema,
  data: z.array(memberSchema),
} as const satisfies RouteDefinition;
