import { idParams } from '../../ids';
import { companyInputSchema, companySchema } from '../../../companies';
import type { RouteDefinition } from '../../route';

/** Replaces a company's details with what the drawer shows (fields left out are cleared). */
export const updateCompany = {
  method: 'PUT',
  path: '/api/v1/user/update/company/{id}',
  handler: 'routes/user/update-company',
  auth: 'user',
  permission: 'manage_company',
  params: idParams,
  body: companyInputSchema,
  data: companySchema,
} as const satisfies RouteDefinition;
