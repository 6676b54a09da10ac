import { accountingGroupInputSchema, accountingGroupSchema } from '../../../books/accounting-groups';
import type { RouteDefinition } from '../../route';
import { updateGroup } from '../groups/update-group';

/**
 * PUT /user/update/group/{id} as the accounting groups page calls it: the route table's entry is
 * `updateGroup` (one path for both kinds of group); this gives the call an accounting group's body
 * and answer. Default groups, a parent among the group's own sub-groups and a name in use are refused.
 */
export const updateAccountingGroup = {
  ...updateGroup,
  body: accountingGroupInputSchema,
  data: accountingGroupSchema,
} as const satisfies RouteDefinition;
