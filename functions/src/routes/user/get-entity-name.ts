import { getEntityName, type NAMED_ENTITIES } from '@app/shared/api/routes/user/get-entity-name';
import { getMembership } from '#lib/db/memberships';
import { getProduct } from '#lib/db/products';
import { NotFoundError } from '#lib/errors';
import { defineRoute } from '#lib/http/define-route';

interface Lookup {
  callerId: string;
  id: string;
  companyId: string | undefined;
}

/** How each entity's name is found, always through something that proves the caller may see it. */
const NAME_OF: Record<(typeof NAMED_ENTITIES)[number], (lookup: Lookup) => Promise<string | undefined>> = {
  company: async ({ callerId, id }) => (await getMembership(callerId, id))?.company_name,
  product: async ({ callerId, id, companyId }) => {
    if (!companyId || !(await getMembership(callerId, companyId))) return undefined;
    return (await getProduct(companyId, id))?.stock_item_name;
  },
};

/** The name behind an id in a page path, for breadcrumbs; 404 for anything the caller cannot reach. */
export const handler = defineRoute(getEntityName, {}, async ({ caller, params, query }) => {
  const name = await NAME_OF[params.entity]({ callerId: caller.sub, id: params.id, companyId: query.company_id });
  if (name === undefined) throw new NotFoundError('Not found');
  return { data: name };
});
