import { queryOptions } from '@tanstack/react-query';
import { getDataExport } from '@app/shared/api/routes/exports/get-data-export';
import { startDataExport } from '@app/shared/api/routes/exports/start-data-export';
import type { DataExport, DataExportKind } from '@app/shared/exports/data-export';
import { callApi } from '@/lib/api-client';

/** The worker writes its progress each second: the page asks as often while it runs. */
export const EXPORT_POLL_MS = 1000;

export const dataExportQueryOptions = (companyId: string, id: string) =>
  queryOptions({
    queryKey: ['data-exports', companyId, id],
    queryFn: ({ signal }) => callApi(getDataExport, { params: { id }, query: { company_id: companyId }, signal }),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? EXPORT_POLL_MS : false),
  });

export const startExport = (companyId: string, kind: DataExportKind): Promise<DataExport> =>
  callApi(startDataExport, { body: { company_id: companyId, kind } });
