import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TallyImport } from '@app/shared/imports/tally-import';
import { api, dataOf, postFileTo, type PresignedPost } from './fixtures';
import type { TestUser } from './users';

export const TALLY_IMPORTS = '/api/v1/imports/tally';

/** The ERP 9 export of functions/test/tally: masters with agreeing openings, three vouchers. */
export const ERP9_EXPORT = readFileSync(join(import.meta.dirname, 'tally', 'erp9-flat.xml'));

/** Starts an import as the import page does: the record and its presigned POST, then the file posted. */
export async function uploadTallyFile(user: TestUser, companyId: string, bytes: Buffer, fileName = 'day-book.xml') {
  const answer = await api.post(`${TALLY_IMPORTS}/upload`, user.idToken, {
    company_id: companyId,
    file_name: fileName,
    size: bytes.length,
  });
  if (answer.status !== 201) throw new Error(`upload failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  const { import: started, upload } = dataOf<{ import: TallyImport; upload: PresignedPost }>(answer);
  await postFileTo(upload, bytes, 'application/xml');
  return started;
}

/** Polls the import until its step ends, as the import page does. */
export async function tallyImportWhenDone(user: TestUser, companyId: string, id: string, timeoutMs = 25_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = dataOf<TallyImport>(await api.get(`${TALLY_IMPORTS}/${id}?company_id=${companyId}`, user.idToken));
    if (found.status !== 'previewing' && found.status !== 'importing') return found;
    if (Date.now() > deadline) throw new Error(`import ${id} still ${found.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
