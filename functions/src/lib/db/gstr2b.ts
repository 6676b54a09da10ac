import type { Gstr2bDocument, Gstr2bFile } from '@app/shared/gst/gstr2b';
import { ValidationError } from '#lib/errors';
import { queryPrefix } from './query-all';
import { put, remove, transact } from './transact';

/**
 * A month's GSTR-2B (issue 33), kept apart from the books as period items of the company:
 * `TWOB#<YYYYMM>#<chunk>`, its documents packed as JSON, at most CHUNK_CHARS each. A new upload
 * of the period replaces every chunk in one transaction, so a reader sees the old file or the new.
 */
const CHUNK_CHARS = 300_000;
/** One transaction deletes the old chunks and puts the new: 100 actions at most. */
const MAX_CHUNKS = 45;

/** A chunk as read (the keys are not records' fields: its place is `chunk`). */
interface Gstr2bChunk {
  period: string;
  chunk: number;
  uploaded_at: string;
  uploaded_by: string;
  documents: string;
}

const pk = (companyId: string) => `COMPANY#${companyId}`;
/** The portal's MMYYYY as YYYYMM, so a company's periods sort in time. */
const periodKey = (period: string) => `TWOB#${period.slice(2)}${period.slice(0, 2)}#`;

/** The documents in chunks of at most CHUNK_CHARS of JSON each. */
function packed(documents: readonly Gstr2bDocument[]): Gstr2bDocument[][] {
  const chunks: Gstr2bDocument[][] = [[]];
  let size = 0;
  for (const document of documents) {
    const length = JSON.stringify(document).length + 1;
    if (size + length > CHUNK_CHARS && (chunks.at(-1)?.length ?? 0) > 0) {
      chunks.push([]);
      size = 0;
    }
    chunks.at(-1)?.push(document);
    size += length;
  }
  return chunks;
}

/** Keeps a period's 2B in place of the one kept before. */
export async function keepGstr2b(companyId: string, file: Gstr2bFile, actorId: string): Promise<void> {
  const prefix = periodKey(file.period);
  const [before, chunks] = [await queryPrefix<Gstr2bChunk>(pk(companyId), prefix), packed(file.documents)];
  if (chunks.length > MAX_CHUNKS) throw new ValidationError('This GSTR-2B is too large to keep: split the period');
  const now = new Date().toISOString();
  const key = (index: number) => ({ pk: pk(companyId), sk: `${prefix}${String(index).padStart(3, '0')}` });
  await transact([
    // The chunks the new file does not overwrite go.
    ...before.filter((chunk) => chunk.chunk >= chunks.length).map((chunk) => remove(key(chunk.chunk))),
    ...chunks.map((documents, index) =>
      put({
        ...key(index),
        entity: 'gstr2b',
        period: file.period,
        chunk: index,
        uploaded_at: now,
        uploaded_by: actorId,
        documents: JSON.stringify(documents),
      }),
    ),
  ]);
}

/** The period's 2B as kept, with when it was uploaded; undefined before any upload. */
export async function keptGstr2b(
  companyId: string,
  period: string,
): Promise<{ uploadedAt: string; documents: Gstr2bDocument[] } | undefined> {
  const chunks = await queryPrefix<Gstr2bChunk>(pk(companyId), periodKey(period));
  if (chunks.length === 0) return undefined;
  return {
    uploadedAt: chunks[0]?.uploaded_at ?? '',
    documents: chunks.flatMap((chunk) => JSON.parse(chunk.documents) as Gstr2bDocument[]),
  };
}
