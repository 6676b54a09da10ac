import { queryOptions, useQuery } from '@tanstack/react-query';
import { getEntityName, type NAMED_ENTITIES } from '@app/shared/api/routes/user/get-entity-name';
import { callApi } from '@/lib/api-client';

export type NamedEntity = (typeof NAMED_ENTITIES)[number];

export const entityNameQueryOptions = (entity: NamedEntity, id: string) =>
  queryOptions({
    queryKey: ['entity-name', entity, id],
    queryFn: ({ signal }) => callApi(getEntityName, { params: { entity, id }, signal }),
    staleTime: 5 * 60_000,
  });

export const useEntityName = (entity: NamedEntity | undefined, id: string) =>
  useQuery({ ...entityNameQueryOptions(entity ?? 'company', id), enabled: entity !== undefined });
