import { getEntityName, type NAMED_ENTITIES } from '@app/shared/api/routes/user/get-entity-name';
import { getMembership } from '#lib/db/memberships';
import { NotFoundError } from '#lib/errors';
import { defineRoute } from '#lib/http/define-route';

type NameOf = (callerId: string, id: string) => Promise<string | undefined>;

/** How each entity's name is found, always through something that proves the caller may see it. */
const NAME_OF: Record<(typeof NAMED_ENTITIES)[number], NameOf> = {
  company: async (callerId, id) => (await getMembership(callerId, id))?.company_name,
};

/** The name behind an id in a page path, for breadcrumbs; 404 for anything the caller cannot reach. */
export const handler = defineRoute(getEntityName, {}, async ({ caller, params }) => {
  const name = await NAME_OF[params.entity](caller.sub, params.id);
  if (name === undefined) throw new NotFoundError('Not found');
  return { data: name };
});
