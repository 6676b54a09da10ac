import { isDeepStrictEqual } from 'node:util';
import { ValidationError } from '#lib/errors';
import {
  BatchesChanged,
  batchWrites,
  movedBatches,
  asReadCondition,
  type BatchDetails,
  type BatchState,
} from './batch-chunks';
import { tableName } from './client';
import type { Step } from './transact';

export interface Key {
  pk: string;
  sk: string;
}

/** A condition an item must meet for a contribution to it to apply (a ledger that still exists). */
export interface Guard {
  condition: string;
  values: Record<string, unknown>;
  failure: () => Error;
}

/**
 * What a voucher adds to one item of the books besides itself:
 * - `add`: numbers added to counters of a shared item (a balance, a day's totals);
 * - `field`: an attribute of a shared item that exists while the voucher does (a stock movement);
 * - `entry`: a whole item that exists while the voucher does (its row in a list).
 * A voucher's contributions are a pure function of the voucher, so an edit reverses the old
 * voucher's and applies the new one's, and tests recompute every roll-up from the vouchers.
 */
export type Contribution =
  | { kind: 'add'; key: Key; values: Record<string, number>; guard?: Guard }
  | { kind: 'field'; key: Key; name: string; value: unknown }
  | { kind: 'entry'; key: Key; item: Record<string, unknown>; guard?: Guard }
  | BatchContribution;

/**
 * - `batch`: a quantity added to one batch of a product (negative to take), with the batch's details
 *   for when stock comes in under a batch the product does not hold (a new one, or one archived:
 *   db/batch-archive.ts; an edit or cancellation reverses a sale's take into stock coming in). It
 *   is written with the product's other batches, from what was read of them (db/batch-chunks.ts);
 *   a batch never goes below zero.
 */
export interface BatchContribution {
  kind: 'batch';
  companyId: string;
  productId: string;
  batch: string;
  detail: BatchDetails;
  quantity: number;
  /** 'P2401 of Paracetamol 500 mg': what the refusal names. */
  label: string;
}

interface Merged {
  key: Key;
  adds: Map<string, number>;
  sets: Map<string, unknown>;
  removes: Set<string>;
  entry: Record<string, unknown> | null | undefined;
  /** What the old voucher had there, so a write of the same again is left out. */
  entryBefore?: Record<string, unknown>;
  fieldsBefore: Map<string, unknown>;
  /** Products' batch quantities this item must still hold as read (db/batch-chunks.ts). */
  asRead: Map<string, string | undefined>;
  guard?: Guard;
  entryGuard?: Guard;
}

/** The batch moves of each product, net per batch (before's taken away, after's added), none zero. */
function netBatchMoves(before: readonly Contribution[], after: readonly Contribution[]) {
  const net = new Map<string, BatchContribution>();
  for (const [sign, contributions] of [
    [-1, before],
    [1, after],
  ] as const) {
    for (const move of contributions) {
      if (move.kind !== 'batch') continue;
      const id = `${move.productId}\u0000${move.batch}`;
      net.set(id, { ...move, quantity: (net.get(id)?.quantity ?? 0) + sign * move.quantity });
    }
  }
  const byProduct = new Map<string, BatchContribution[]>();
  for (const move of net.values()) {
    if (move.quantity !== 0) byProduct.set(move.productId, [...(byProduct.get(move.productId) ?? []), move]);
  }
  return byProduct;
}

/** DynamoDB refuses expressions longer than 4 KB. */
const MAX_EXPRESSION = 4096;

/**
 * One transaction step per item touched, from the contributions of the voucher as it was
 * (`before`, reversed) and as it will be (`after`): counters get the net difference, fields and
 * entries of the old voucher that the new one does not have are removed. Items whose net change is
 * nothing are left out, and so are entries and fields written again just as they were, so an edit
 * of a narration touches only the voucher (and its list row, which shows it). The products whose
 * batches move are written from their batches as read (`batches`), held to that read.
 */
export function postingSteps(
  before: readonly Contribution[],
  after: readonly Contribution[],
  batches: ReadonlyMap<string, BatchState> = new Map(),
): Step[] {
  const merged = new Map<string, Merged>();
  const at = (key: Key) => {
    const id = `${key.pk}\u0000${key.sk}`;
    let entry = merged.get(id);
    if (!entry) {
      entry = {
        key,
        adds: new Map(),
        sets: new Map(),
        removes: new Set(),
        entry: undefined,
        fieldsBefore: new Map(),
        asRead: new Map(),
      };
      merged.set(id, entry);
    }
    return entry;
  };
  for (const [sign, contributions] of [
    [-1, before],
    [1, after],
  ] as const) {
    for (const contribution of contributions) {
      if (contribution.kind === 'batch') continue;
      const target = at(contribution.key);
      if (contribution.kind === 'add') {
        for (const [name, value] of Object.entries(contribution.values)) {
          target.adds.set(name, (target.adds.get(name) ?? 0) + sign * value);
        }
        if (sign === 1 && contribution.guard) target.guard = contribution.guard;
      } else if (contribution.kind === 'field') {
        if (sign === -1) {
          target.removes.add(contribution.name);
          target.fieldsBefore.set(contribution.name, contribution.value);
        } else {
          target.removes.delete(contribution.name);
          target.sets.set(contribution.name, contribution.value);
        }
      } else if (sign === -1) {
        target.entry ??= null;
        target.entryBefore = contribution.item;
      } else {
        target.entry = contribution.item;
        target.entryGuard = contribution.guard;
      }
    }
  }
  for (const [productId, moves] of netBatchMoves(before, after)) {
    const seen = batches.get(productId);
    const companyId = moves[0]?.companyId;
    if (!seen || !companyId) throw new Error(`The batches of product ${productId} were not read before writing them`);
    for (const write of batchWrites(companyId, productId, seen, movedBatches(seen, moves))) {
      const target = at(write.key);
      for (const [name, value] of Object.entries(write.sets)) target.sets.set(name, value);
      if (write.seen) target.asRead.set(write.seen.name, write.seen.stored);
    }
  }
  return [...merged.values()].flatMap(stepOf);
}

function stepOf(target: Merged): Step[] {
  if (target.entry && target.entryBefore && isDeepStrictEqual(target.entry, target.entryBefore)) return [];
  if (target.entry) {
    const guard = target.entryGuard;
    const put = { TableName: tableName(), Item: { ...target.entry, ...target.key } };
    if (!guard) return [{ Put: put }];
    return [
      {
        Put: { ...put, ConditionExpression: guard.condition, ExpressionAttributeValues: guard.values },
        failure: guard.failure,
      },
    ];
  }
  if (target.entry === null) return [{ Delete: { TableName: tableName(), Key: target.key } }];
  const adds = [...target.adds].filter(([, value]) => value !== 0);
  const unchanged = (name: string, value: unknown) =>
    target.fieldsBefore.has(name) && isDeepStrictEqual(target.fieldsBefore.get(name), value);
  const sets = [...target.sets].filter(([name, value]) => !unchanged(name, value));
  const removes = [...target.removes].filter((name) => !target.sets.has(name));
  if (adds.length + sets.length + removes.length === 0) return [];

  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const placeholders = new Map<string, string>();
  const name = (attribute: string) => {
    let placeholder = placeholders.get(attribute);
    if (!placeholder) {
      placeholder = `#n${placeholders.size}`;
      placeholders.set(attribute, placeholder);
      names[placeholder] = attribute;
    }
    return placeholder;
  };
  const value = (content: unknown) => {
    const placeholder = `:v${Object.keys(values).length}`;
    values[placeholder] = content;
    return placeholder;
  };
  const asRead = [...target.asRead].map(([attribute, stored]) =>
    asReadCondition(name(attribute), stored === undefined ? undefined : value(stored)),
  );
  const allSets = sets.map(([attribute, content]) => `${name(attribute)} = ${value(content)}`);
  const clauses = [
    adds.length > 0 ? `ADD ${adds.map(([attribute, delta]) => `${name(attribute)} ${value(delta)}`).join(', ')}` : '',
    allSets.length > 0 ? `SET ${allSets.join(', ')}` : '',
    removes.length > 0 ? `REMOVE ${removes.map(name).join(', ')}` : '',
  ].filter(Boolean);
  const expression = clauses.join(' ');
  if (expression.length > MAX_EXPRESSION) {
    throw new ValidationError('This voucher has too many different items or HSN codes to post at once');
  }
  const guard = target.guard;
  const conditions = [...(guard ? [guard.condition] : []), ...asRead];
  const allValues = { ...values, ...(guard?.values ?? {}) };
  const failure = guard?.failure ?? (asRead.length > 0 ? () => new BatchesChanged() : undefined);
  return [
    {
      Update: {
        TableName: tableName(),
        Key: target.key,
        UpdateExpression: expression,
        ExpressionAttributeNames: names,
        ...(Object.keys(allValues).length > 0 ? { ExpressionAttributeValues: allValues } : {}),
        ...(conditions.length > 0 ? { ConditionExpression: conditions.join(' AND ') } : {}),
      },
      failure,
    },
  ];
}
