import * as z from '../../../zod';
import { idField } from '../../ids';
import type { RouteDefinition } from '../../route';

/** The entities whose ids appear in page paths; breadcrumbs show their names instead. */
export const NAMED_ENTITIES = ['company', 'product'] as const;

/** The display name behind an id in a page path (breadcrumbs); 404 for anything the caller cannot reach. */
export const getEntityName = {
  method: 'GET',
  path: '/api/v1/user/entity-name/{entity}/{id}',
  handler: 'routes/user/get-entity-name',
  auth: 'user',
  params: z.object({ entity: z.enum(NAMED_ENTITIES), id: idField('id') }),
  /** The company the entity belongs to: needed for everything but a company itself. */
  query: z.object({ company_id: z.optional(idField('company_id')) }),
  data: z.string(),
} as const satisfies RouteDefinition;
