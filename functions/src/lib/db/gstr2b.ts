import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { BillOfEntry, Gstr2bDocument, Gstr2bFile } from '@app/shared/gst/gstr2b';
import { pairKey, type ReconDecisions } from '@app/shared/gst/reconcile';
import { ValidationError } from '#lib/errors';
import { documentClient, tableName } from './client';
import { queryPrefix } from './query-all';
import { put, remove, transact } from './transact';

/**
 * A month's GSTR-2B (issue 33), kept apart from the books as period items of the company:
 * `TWOB#<YYYYMM>#<chunk>`, its documents packed as JSON, at most CHUNK_CHARS each, its bills of
 * entry in the first chunk (counted in its size). A new upload of the period replaces every chunk
 * in one transaction, so a reader sees the old file or the new.
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
  /** On the first chunk. */
  bills_of_entry?: string;
}

const pk = (companyId: string) => `COMPANY#${companyId}`;
/** The portal's MMYYYY as YYYYMM, so a company's periods sort in time. */
const periodKey = (period: string) => `TWOB#${period.slice(2)}${period.slice(0, 2)}#`;

/** The documents in chunks of at most CHUNK_CHARS of JSON each, the first after `reserved` chars. */
function packed(documents: readonly Gstr2bDocument[], reserved: number): Gstr2bDocument[][] {
  const chunks: Gstr2bDocument[][] = [[]];
  let size = reserved;
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
  const billsOfEntry = JSON.stringify(file.billsOfEntry);
  const [before, chunks] = [
    await queryPrefix<Gstr2bChunk>(pk(companyId), prefix),
    packed(file.documents, billsOfEntry.length),
  ];
  if (chunks.length > MAX_CHUNKS || billsOfEntry.length > CHUNK_CHARS)
    throw new ValidationError('This GSTR-2B is too large to keep: split the period');
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
        ...(index === 0 ? { bills_of_entry: billsOfEntry } : {}),
      }),
    ),
  ]);
}

/** The period's 2B as kept, with when it was uploaded; undefined before any upload. */
export async function keptGstr2b(
  companyId: string,
  period: string,
): Promise<{ uploadedAt: string; documents: Gstr2bDocument[]; billsOfEntry: BillOfEntry[] } | undefined> {
  const chunks = await queryPrefix<Gstr2bChunk>(pk(companyId), periodKey(period));
  if (chunks.length === 0) return undefined;
  return {
    uploadedAt: chunks[0]?.uploaded_at ?? '',
    documents: chunks.flatMap((chunk) => JSON.parse(chunk.documents) as Gstr2bDocument[]),
    billsOfEntry: JSON.parse(chunks[0]?.bills_of_entry ?? '[]') as BillOfEntry[],
  };
}

/**
 * The user's decisions on a month's reconciliation, one item per document decided about:
 * `TWOBDEC#<YYYYMM>#2b#<row id>` (its link to a purchase and how made, the purchases it was
 * unlinked from, a pending note) and `TWOBDEC#<YYYYMM>#books#<voucher id>` (a pending note). A 2B
 * row's id is its supplier, kind and number, so a new upload of the month keeps the decisions on
 * the rows it still holds.
 */
interface DecisionItem {
  side: DecisionSide;
  document_id: string;
  linked_to?: string;
  how?: 'accepted' | 'linked';
  unlinked?: Set<string>;
  note?: string;
}

export type DecisionSide = '2b' | 'books';

const decisionsKey = (period: string) => `TWOBDEC#${period.slice(2)}${period.slice(0, 2)}#`;

export interface KeptDecisions extends ReconDecisions {
  /** Pending notes by `<side>#<id>`. */
  notes: ReadonlyMap<string, string>;
}

/** The month's decisions as the reconciliation reads them. */
export async function keptDecisions(companyId: string, period: string): Promise<KeptDecisions> {
  const items = await queryPrefix<DecisionItem>(pk(companyId), decisionsKey(period));
  const links = new Map<string, { booksId: string; how: 'accepted' | 'linked' }>();
  const unlinked = new Set<string>();
  const notes = new Map<string, string>();
  for (const { side, document_id: id, ...item } of items) {
    if (item.note) notes.set(`${side}#${id}`, item.note);
    if (side !== '2b') continue;
    if (item.linked_to) links.set(id, { booksId: item.linked_to, how: item.how ?? 'linked' });
    for (const booksId of item.unlinked ?? []) unlinked.add(pairKey(id, booksId));
  }
  return { links, unlinked, notes };
}

/** One change to a document's decision item: fields to set, to remove, and ids to add to a set. */
export interface DecisionChange {
  set?: Record<string, string>;
  remove?: readonly string[];
  add?: Record<string, string>;
}

export const decisionChanges = {
  link: (booksId: string, how: 'accepted' | 'linked'): DecisionChange => ({
    set: { linked_to: booksId, how },
    remove: ['note'],
  }),
  unlink: (booksId: string): DecisionChange => ({ remove: ['linked_to', 'how'], add: { unlinked: booksId } }),
  pending: (note: string): DecisionChange => ({ set: { note } }),
  clearPending: (): DecisionChange => ({ remove: ['note'] }),
};

/** Changes the decision on one document of a month's reconciliation, saying who and when. */
export async function decide(
  companyId: string,
  period: string,
  place: { side: DecisionSide; id: string },
  change: DecisionChange,
  actorId: string,
): Promise<void> {
  const set = {
    ...change.set,
    entity: 'gstr2b-decision',
    side: place.side,
    document_id: place.id,
    decided_by: actorId,
    decided_at: new Date().toISOString(),
  };
  const added = Object.entries(change.add ?? {});
  const expression = [
    `SET ${Object.keys(set)
      .map((field) => `#${field} = :${field}`)
      .join(', ')}`,
    ...(change.remove?.length ? [`REMOVE ${change.remove.map((field) => `#${field}`).join(', ')}`] : []),
    ...(added.length ? [`ADD ${added.map(([field]) => `#${field} :${field}`).join(', ')}`] : []),
  ].join(' ');
  const fields = [...Object.keys(set), ...(change.remove ?? []), ...added.map(([field]) => field)];
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk: pk(companyId), sk: `${decisionsKey(period)}${place.side}#${place.id}` },
      UpdateExpression: expression,
      ExpressionAttributeNames: Object.fromEntries(fields.map((field) => [`#${field}`, field])),
      ExpressionAttributeValues: {
        ...Object.fromEntries(Object.entries(set).map(([field, value]) => [`:${field}`, value])),
        ...Object.fromEntries(added.map(([field, value]) => [`:${field}`, new Set([value])])),
      },
    }),
  );
}
