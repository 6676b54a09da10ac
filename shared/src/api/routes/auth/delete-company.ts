import * as z from '../../../zod';
import { idParams } from '../../ids';
import type { RouteDefinition } from '../../route';

/** Deletes a company the caller owns; returns their new current company (another one, or none). */
export const deleteCompany = {
  method: 'DELETE',
  path: '/api/v1/auth/delete/user/company/{id}',
  handler: 'routes/auth/delete-company',
  auth: 'user',
  permission: 'delete_company',
  params: idParams,
  data: z.object({ company_id: z.nullable(z.string()) }),
} as const satisfies RouteDefinition;
