import { idParams } from '../../ids';
import { profileUpdateSchema } from '../../../profile';
import type { RouteDefinition } from '../../route';
import { userProfileSchema } from '../../users';

/** The profile drawer's save: the id must be the caller's own (anyone else's is a 404). */
export const updateUser = {
  method: 'PUT',
  path: '/api/v1/user/update/{id}',
  handler: 'routes/user/update-user',
  auth: 'user',
  params: idParams,
  body: profileUpdateSchema,
  data: userProfileSchema,
} as const satisfies RouteDefinition;
