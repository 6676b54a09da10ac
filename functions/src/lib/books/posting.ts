import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { voucherNumber } from '@app/shared/books/serial-numbers';
import { VOUCHER_MESSAGES, type VoucherInput } from '@app/shared/books/voucher-input';
import { isNoteType, type VoucherType } from '@app/shared/books/voucher-types';
import { financialYearStart, indianDate } from '@app/shared/financial-year';
import { requireRoomForVoucher } from '#lib/billing/plan-guard';
import { auditOf, type AuditAction } from '#lib/db/audit';
import { documentClient, tableName } from '#lib/db/client';
import { BatchesChanged, readBatchStates, retryingBatches, type BatchState } from '#lib/db/batch-chunks';
import { postingSteps } from '#lib/db/contributions';
import { stockVersionStep } from '#lib/db/stock-version';
import { NEW_ITEM, put, transact, type Step } from '#lib/db/transact';
import { getVoucher, idempotencyKey, serialKey, voucherItem, voucherNumberKey } from '#lib/db/vouchers';
import { refuseEInvoicedChange } from '#lib/einvoice/einvoice-record';
import { ConflictError, ValidationError } from '#lib/errors';
import { buildVoucher } from './build-voucher';
import { afterPosting } from './after-posting';
import { refuseLockedDates } from './books-lock';
import {
  LinkedInvoiceChanged,
  linkedChanges,
  linkedIds,
  linkedItemStep,
  readInvoices,
  type LinkedChange,
} from './linked-invoices';
import { refuseLockedEdit, refuseWithdrawalWithNotes } from './note-original';
import { refuseWithdrawalWhenSettled, settledEditProblems } from './settlements';
import { loadPostingContext, type PostingContext } from './posting-context';
import { voucherContributions } from './voucher-contributions';
import { stockLines, type VoucherRecord } from './voucher-record';
import { voucherMoves } from './voucher-moves';

/** DynamoDB's limit on one transaction. */
export const MAX_TRANSACTION_ACTIONS = 100;
/** Writers that lost the race for the next number try again with the one after. */
const MAX_NUMBER_ATTEMPTS = 60;

class NumberTaken extends Error {}
export class AlreadyCreated extends Error {}

const staleEdit = () =>
  new ConflictError('This voucher was changed by someone else in the meantime. Reload it and try again.');

const serialOf = (type: VoucherType) => type !== 'Purchase';

const yearOf = (date: string) => financialYearStart(new Date(`${date}T12:00:00+05:30`));

async function lastSerial(companyId: string, type: VoucherType, yearStart: string): Promise<number> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: serialKey(companyId, type, yearStart), ConsistentRead: true }),
  );
  return Number(Item?.last ?? 0);
}

/** The number the next voucher of a type dated `date` gets (GET /invoices/serial-number/...). */
export async function nextVoucherNumber(companyId: string, type: VoucherType, date = indianDate()): Promise<string> {
  const yearStart = yearOf(date);
  return voucherNumber(type, yearStart, (await lastSerial(companyId, type, yearStart)) + 1);
}

/** Claims serial `serial` of the year: the counter moves from serial - 1, and the number gets its owner. */
function numberSteps(voucher: VoucherRecord, yearStart: string, serial: number): Step[] {
  const { company_id: companyId, voucher_type: type } = voucher;
  return [
    {
      Update: {
        TableName: tableName(),
        Key: serialKey(companyId, type, yearStart),
        UpdateExpression: 'SET #last = :serial',
        ConditionExpression: serial === 1 ? 'attribute_not_exists(#last)' : '#last = :previous',
        ExpressionAttributeNames: { '#last': 'last' },
        ExpressionAttributeValues:
          serial === 1 ? { ':serial': serial } : { ':serial': serial, ':previous': serial - 1 },
      },
      failure: () => new NumberTaken(),
    },
    put(
      {
        ...voucherNumberKey(companyId, type, voucher.voucher_number),
        entity: 'voucher_number',
        voucher_id: voucher.voucher_id,
      },
      NEW_ITEM,
      () => new NumberTaken(),
    ),
  ];
}

/** The invoices a voucher being written is linked to, as its context read them. */
const invoicesOf = (context: PostingContext) =>
  new Map([
    ...context.settling,
    ...(context.original ? [[context.original.voucher_id, context.original] as const] : []),
  ]);

/**
 * What posting a voucher does to the books besides the voucher itself: its roll-ups (the old
 * version's reversed, the new one's applied) and those of the invoices it changes (`linked`: a
 * note's invoice, a receipt's settled invoices), merged so that an item they share is written
 * once; each linked invoice's own item, on condition it is as read; and, when product lines are
 * in either version, the company's stock version with what the write moved, so that reports kept
 * from the stock figures are computed again from what changed.
 */
export function rollUpSteps(
  before: VoucherRecord | null,
  after: VoucherRecord,
  linked: LinkedChange[] = [],
  batches: ReadonlyMap<string, BatchState> = new Map(),
): Step[] {
  const stockMonths = new Set(
    [before, after].flatMap((voucher) => (voucher?.lines.length ? [voucher.date.slice(0, 7)] : [])),
  );
  return [
    ...linked.map(linkedItemStep),
    ...postingSteps(
      [
        ...(before ? voucherContributions(before) : []),
        ...linked.flatMap((change) => voucherContributions(change.before)),
      ],
      [...voucherContributions(after), ...linked.flatMap((change) => voucherContributions(change.after))],
      batches,
    ),
    ...(stockMonths.size > 0
      ? [stockVersionStep(after.company_id, { months: [...stockMonths], moved: voucherMoves(before, after) })]
      : []),
  ];
}

/** The whole transaction of an edit (or a withdrawal): the voucher, its audit entry and its roll-ups. */
export const replacementSteps = (
  existing: VoucherRecord,
  voucher: VoucherRecord,
  action: AuditAction,
  actorId: string,
  invoices: ReadonlyMap<string, VoucherRecord> = new Map(),
  batches: ReadonlyMap<string, BatchState> = new Map(),
) => [
  put(voucherItem(voucher), 'version = :version', staleEdit, { ':version': existing.version }),
  auditOf(action, actorId, existing, voucher),
  ...rollUpSteps(existing, voucher, linkedChanges(invoices, existing, voucher), batches),
];

/**
 * The batches of every product whose batches a write moves, as read: those `known` (the posting
 * context's), and the others of `vouchers` read now (a product an edit drops, a withdrawal's).
 */
async function batchStatesOf(
  companyId: string,
  known: ReadonlyMap<string, BatchState>,
  vouchers: readonly VoucherRecord[],
): Promise<Map<string, BatchState>> {
  const missing = [
    ...new Set(
      vouchers.flatMap((voucher) => stockLines(voucher.lines).flatMap((line) => (line.batch ? [line.product_id] : []))),
    ),
  ].filter((id) => !known.has(id));
  return new Map([...known, ...(missing.length > 0 ? await readBatchStates(companyId, missing) : [])]);
}

/** A linked invoice changed between reading it and writing: 409, saying which. */
const linkedChangedError = (voucher: VoucherRecord) =>
  new ConflictError(voucher.against ? VOUCHER_MESSAGES.originalChanged : VOUCHER_MESSAGES.settledChanged);

/** A transaction that lost the race for a linked invoice: 409 with the reason. */
async function commitReplacement(voucher: VoucherRecord, steps: Step[], tooMany?: string) {
  try {
    await commit(steps, tooMany);
  } catch (error) {
    if (error instanceof LinkedInvoiceChanged) throw linkedChangedError(voucher);
    throw error;
  }
}

const TOO_MANY_FOR_A_VOUCHER = 'This voucher touches too many records to post at once; split it into two vouchers';
/** Only an edit that moves a long invoice and changes its lines as well gets there (decisions.md). */
const TOO_MANY_FOR_AN_EDIT =
  'This change touches too many records to save at once; change the date first, then the rest, as two edits';

export async function commit(steps: Step[], tooMany = TOO_MANY_FOR_A_VOUCHER): Promise<void> {
  if (steps.length > MAX_TRANSACTION_ACTIONS) throw new ValidationError(tooMany);
  await transact(steps);
}

async function replayOf(companyId: string, actorId: string, key: string): Promise<VoucherRecord | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: idempotencyKey(companyId, actorId, key), ConsistentRead: true }),
  );
  return Item ? getVoucher(companyId, String(Item.voucher_id)) : undefined;
}

export interface Posted {
  voucher: VoucherRecord;
  /** A retry of a create that had already succeeded: nothing was posted again. */
  replayed: boolean;
}

/** How a new voucher is entered. */
export interface EntryOptions {
  /**
   * The day it is entered on, in India (YYYY-MM-DD), which the date rules read: no date after it,
   * no due date before it, none before its financial year. The API always enters on the real day;
   * only books written for days gone by (the demo company's year) enter each voucher on its date.
   */
  today?: string;
}

/**
 * Posts a new voucher in one transaction (DESIGN.md 4): the voucher, its number (gap-free: the
 * counter moves only with the voucher), every roll-up, the audit entry and the idempotency record;
 * a note also updates its invoice. A retry with the same Idempotency-Key returns the first voucher;
 * two creators racing for a number both succeed, one with the next number; two notes racing for
 * one invoice are taken one after the other, the second against what the first left.
 */
export async function createVoucher(
  input: VoucherInput,
  actorId: string,
  key: string,
  { today = indianDate() }: EntryOptions = {},
): Promise<Posted> {
  const companyId = input.company_id;
  // The plan is read beside the replay: a retry of a voucher already made answers as it did.
  const room = requireRoomForVoucher(companyId, actorId);
  room.catch(() => undefined);
  const earlier = await replayOf(companyId, actorId, key);
  if (earlier) return { voucher: earlier, replayed: true };
  await room;
  let context = await loadPostingContext(input);
  const type = input.voucher_type;
  const yearStart = yearOf(input.date);
  const voucherId = randomUUID();
  for (let attempt = 1; attempt <= MAX_NUMBER_ATTEMPTS; attempt++) {
    const serial = serialOf(type) ? (await lastSerial(companyId, type, yearStart)) + 1 : 0;
    const now = new Date().toISOString();
    const voucher = buildVoucher(input, context, {
      voucherId,
      voucherNumber: serialOf(type) ? voucherNumber(type, yearStart, serial) : (input.voucher_number ?? ''),
      actorId,
      now,
      today,
      previous: null,
    });
    try {
      // A note's products come from its invoice, which the context read: their batches are read now.
      const batches = await batchStatesOf(companyId, context.batchStates, [voucher]);
      await refuseLockedDates(companyId, [voucher.date]);
      await commit([
        put(voucherItem(voucher), NEW_ITEM),
        put(
          { ...idempotencyKey(companyId, actorId, key), entity: 'idempotency', voucher_id: voucherId, created_at: now },
          NEW_ITEM,
          () => new AlreadyCreated(),
        ),
        ...(serialOf(type) ? numberSteps(voucher, yearStart, serial) : []),
        auditOf('create', actorId, null, voucher),
        ...rollUpSteps(null, voucher, linkedChanges(invoicesOf(context), null, voucher), batches),
      ]);
      await afterPosting(null, voucher, context.batches);
      return { voucher, replayed: false };
    } catch (error) {
      if (error instanceof AlreadyCreated) {
        const first = await replayOf(companyId, actorId, key);
        if (first) return { voucher: first, replayed: true };
      }
      // Another write got in first to a linked invoice or to a product's batches: read them again.
      if (error instanceof LinkedInvoiceChanged || error instanceof BatchesChanged) {
        context = await loadPostingContext(input);
      } else if (!(error instanceof NumberTaken)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 15 * Math.min(attempt, 6)));
    }
  }
  throw new ConflictError('Too many vouchers are being saved at once. Please try again.');
}

/**
 * Replaces a voucher: the old version's effects are reversed and the new one's applied in one
 * transaction, which holds only if nobody changed the voucher since `input.version` (409 else).
 * Sales, receipt and payment numbers stay; a purchase may correct its bill number.
 */
export async function updateVoucher(
  existing: VoucherRecord,
  input: VoucherInput,
  actorId: string,
): Promise<VoucherRecord> {
  if (existing.status !== 'active') throw new ConflictError(`A ${existing.status} voucher cannot be edited`);
  refuseEInvoicedChange(existing);
  if (input.voucher_type !== existing.voucher_type) {
    throw new ValidationError('The voucher type cannot be changed', [
      { field: 'voucher_type', message: 'The voucher type cannot be changed' },
    ]);
  }
  if (input.version === undefined) {
    throw new ValidationError('version is required', [{ field: 'version', message: 'version is required' }]);
  }
  if (input.version !== existing.version) throw staleEdit();
  if (
    isNoteType(existing.voucher_type) &&
    (input.original_voucher_id ?? null) !== (existing.against?.voucher_id ?? null)
  ) {
    const message = 'The invoice a note is against cannot be changed; cancel the note and raise a new one';
    throw new ValidationError(message, [{ field: 'original_voucher_id', message }]);
  }
  if (isNoteType(existing.voucher_type) && (input.note_kind ?? 'return') !== (existing.note_kind ?? 'return')) {
    const message =
      'What a note does (return goods or change a price) cannot be changed; cancel it and raise a new one';
    throw new ValidationError(message, [{ field: 'note_kind', message }]);
  }
  return retryingBatches(async () => {
    const context = await loadPostingContext(input);
    const voucher = buildVoucher(input, context, {
      voucherId: existing.voucher_id,
      voucherNumber: existing.voucher_type === 'Purchase' ? (input.voucher_number ?? '') : existing.voucher_number,
      actorId,
      now: new Date().toISOString(),
      today: indianDate(),
      previous: existing,
    });
    refuseLockedEdit(existing, voucher);
    const settledProblems = settledEditProblems(existing, voucher);
    if (settledProblems[0]) throw new ValidationError(settledProblems[0].message, settledProblems);
    // The invoices the receipt settled before and no longer does are read too: they get their amounts back.
    const [settled, batches] = await Promise.all([
      readInvoices(
        existing.company_id,
        linkedIds(existing).filter((id) => !context.settling.has(id) && context.original?.voucher_id !== id),
      ),
      batchStatesOf(existing.company_id, context.batchStates, [existing, voucher]),
    ]);
    const invoices = new Map([...invoicesOf(context), ...settled]);
    await refuseLockedDates(existing.company_id, [existing.date, voucher.date]);
    await commitReplacement(
      voucher,
      replacementSteps(existing, voucher, 'update', actorId, invoices, batches),
      TOO_MANY_FOR_AN_EDIT,
    );
    await afterPosting(existing, voucher, context.batches);
    return voucher;
  });
}

/**
 * Takes a voucher out of the books: its effects are reversed and it stays, marked, for the audit
 * trail. A Sales invoice or a note is cancelled (its number stays used, as GST requires); other
 * vouchers are deleted (a purchase's bill number is free again). A note gives back to its invoice
 * what it took; an invoice with notes waits for them to be cancelled first.
 */
export async function withdrawVoucher(existing: VoucherRecord, actorId: string): Promise<VoucherRecord> {
  if (existing.status !== 'active') throw new ConflictError(`This voucher is already ${existing.status}`);
  refuseEInvoicedChange(existing);
  refuseWithdrawalWithNotes(existing);
  refuseWithdrawalWhenSettled(existing);
  const status = existing.voucher_type === 'Sales' || isNoteType(existing.voucher_type) ? 'cancelled' : 'deleted';
  const voucher: VoucherRecord = {
    ...existing,
    status,
    version: existing.version + 1,
    updated_at: new Date().toISOString(),
    updated_by: actorId,
  };
  await retryingBatches(async () => {
    const [invoices, batches] = await Promise.all([
      readInvoices(existing.company_id, linkedIds(existing)),
      batchStatesOf(existing.company_id, new Map(), [existing]),
    ]);
    await refuseLockedDates(existing.company_id, [existing.date]);
    await commitReplacement(
      voucher,
      replacementSteps(existing, voucher, status === 'cancelled' ? 'cancel' : 'delete', actorId, invoices, batches),
    );
  });
  await afterPosting(existing, voucher);
  return voucher;
}
