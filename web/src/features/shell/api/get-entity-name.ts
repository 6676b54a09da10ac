import { queryOptions, useQuery } from '@tanstack/react-query';
import { getEntityName, type NAMED_ENTITIES } from '@app/shared/api/routes/user/get-entity-name';
import { callApi } from '@/lib/api-client';

export type NamedEntity = (typeof NAMED_ENTITIES)[number];

/** Everything but a company is looked up inside the current company. */
export const entityNameQueryOptions = (entity: NamedEntity, id: string, companyId: string | null) =>
  queryOptions({
    queryKey: ['entity-name', entity, id, companyId],
    queryFn: ({ signal }) =>
      callApi(getEntityName, { params: { entity, id }, query: { company_id: companyId ?? undefined }, signal }),
    staleTime: 5 * 60_000,
  });

export const useEntityName = (entity: NamedEntity | undefined, id: string, companyId: string | null) =>
  useQuery({ ...entityNameQueryOptions(entity ?? 'company', id, companyId), enabled: entity !== undefined });
