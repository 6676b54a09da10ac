import { isDeepStrictEqual } from 'node:util';
import { ConflictError, ValidationError } from '#lib/errors';
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
  | BatchContribution
  | BatchDetailsContribution;

/**
 * - `batch`: a quantity added to one batch of a product, in its map of quantities (`quantities`,
 *   which exists: db/batch-chunks.ts). A batch never goes below zero: a write that takes from one
 *   is conditioned on what it takes being there.
 */
export interface BatchContribution {
  kind: 'batch';
  key: Key;
  quantities: string;
  batch: string;
  quantity: number;
  /** 'P2401 of Paracetamol 500 mg': what the refusal names. */
  label: string;
}

/**
 * - `batch-details`: the details of the batch a `batch` contribution moves, in the product's map of
 *   details (`details`), with the same quantity: they are written, if missing, whenever the net
 *   move brings stock in, and left alone otherwise (a sale writes none). Every move carries them:
 *   an edit or cancellation reverses a sale's moves into stock coming in, which must re-create a
 *   batch archived meanwhile.
 */
export interface BatchDetailsContribution {
  kind: 'batch-details';
  key: Key;
  details: string;
  batch: string;
  quantity: number;
  detail: unknown;
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
  batches: Map<string, BatchContribution>;
  batchDetails: Map<string, BatchDetailsContribution>;
  guard?: Guard;
  entryGuard?: Guard;
}

/** Nets a batch move into the moves of its map (before's taken away, after's added). */
function addMove<Move extends { batch: string; quantity: number }>(
  moves: Map<string, Move>,
  map: string,
  move: Move,
  sign: 1 | -1,
) {
  const id = `${map}\u0000${move.batch}`;
  moves.set(id, { ...move, quantity: (moves.get(id)?.quantity ?? 0) + sign * move.quantity });
}

/** DynamoDB refuses expressions longer than 4 KB. */
const MAX_EXPRESSION = 4096;

/**
 * One transaction step per item touched, from the contributions of the voucher as it was
 * (`before`, reversed) and as it will be (`after`): counters get the net difference, fields and
 * entries of the old voucher that the new one does not have are removed. Items whose net change is
 * nothing are left out, and so are entries and fields written again just as they were, so an edit
 * of a narration touches only the voucher (and its list row, which shows it).
 */
export function postingSteps(before: readonly Contribution[], after: readonly Contribution[]): Step[] {
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
        batches: new Map(),
        batchDetails: new Map(),
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
      const target = at(contribution.key);
      if (contribution.kind === 'batch') {
        addMove(target.batches, contribution.quantities, contribution, sign);
      } else if (contribution.kind === 'batch-details') {
        addMove(target.batchDetails, contribution.details, contribution, sign);
      } else if (contribution.kind === 'add') {
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
  const batches = [...target.batches.values()].filter((batch) => batch.quantity !== 0);
  const arriving = [...target.batchDetails.values()].filter((batch) => batch.quantity > 0);
  if (adds.length + sets.length + removes.length + batches.length + arriving.length === 0) return [];

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
  const batchSets: string[] = [];
  let zero: string | undefined;
  const batchConditions: string[] = [];
  for (const batch of batches) {
    const quantity = `${name(batch.quantities)}.${name(batch.batch)}`;
    if (batch.quantity < 0) {
      // The condition that what is taken is there also proves the batch exists, so the take needs
      // no default and one value serves both (a shorter expression: more batches fit in 4 KB).
      const take = value(-batch.quantity);
      batchSets.push(`${quantity} = ${quantity} - ${take}`);
      batchConditions.push(`${quantity} >= ${take}`);
      continue;
    }
    zero ??= value(0);
    batchSets.push(`${quantity} = if_not_exists(${quantity}, ${zero}) + ${value(batch.quantity)}`);
  }
  // Stock coming in writes the batch's details if they are not there: a new batch, or a sold-out
  // one that was archived (db/batch-archive.ts) and comes back by a purchase, a return or a sale
  // reversed.
  for (const batch of arriving) {
    const detail = `${name(batch.details)}.${name(batch.batch)}`;
    batchSets.push(`${detail} = if_not_exists(${detail}, ${value(batch.detail)})`);
  }
  const allSets = [...sets.map(([attribute, content]) => `${name(attribute)} = ${value(content)}`), ...batchSets];
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
  const conditions = [...(guard ? [guard.condition] : []), ...batchConditions];
  const allValues = { ...values, ...(guard?.values ?? {}) };
  const short = batches.filter((batch) => batch.quantity < 0).map((batch) => batch.label);
  const failure =
    guard?.failure ??
    (short.length > 0
      ? () => new ConflictError(`Not enough stock left in batch ${short.join(', ')}; reload and pick again`)
      : undefined);
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
