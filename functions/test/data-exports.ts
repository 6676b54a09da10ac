import type { DataExport, DataExportKind } from '@app/shared/exports/data-export';
import { queryPrefix } from '#lib/db/query-all';
import { api, dataOf } from './fixtures';
import type { TestUser } from './users';

export const EXPORTS = '/api/v1/exports';

/** Starts an export as Profile's Export Data does. */
export async function startExport(user: TestUser, companyId: string, kind: DataExportKind) {
  const answer = await api.post(EXPORTS, user.idToken, { company_id: companyId, kind });
  if (answer.status !== 202) throw new Error(`export not started: ${answer.status} ${JSON.stringify(answer.body)}`);
  return dataOf<DataExport>(answer);
}

/** Polls the export until the worker has made it (or failed), as the page does. */
export async function exportWhenDone(user: TestUser, companyId: string, id: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = dataOf<DataExport>(await api.get(`${EXPORTS}/${id}?company_id=${companyId}`, user.idToken));
    if (found.status !== 'running') return found;
    if (Date.now() > deadline) throw new Error(`export ${id} still running`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits until no export of the company is running: the worker writes to its record until it ends. */
export async function exportsSettled(companyId: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while ((await queryPrefix<DataExport>(`COMPANY#${companyId}`, 'EXPORT#')).some((each) => each.status === 'running')) {
    if (Date.now() > deadline) throw new Error(`an export of ${companyId} is still running`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
