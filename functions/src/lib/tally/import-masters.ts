import { rupeesText, unitsText } from '@app/shared/money';
import type * as z from '@app/shared/zod';
import { accountingGroupInputSchema } from '@app/shared/books/accounting-groups';
import { DEFAULT_GROUPS } from '@app/shared/books/default-books';
import { ledgerInputSchema } from '@app/shared/books/ledgers';
import { productInputSchema } from '@app/shared/catalogue/products';
import { divideRounded, scaledToText } from '@app/shared/decimal';
import { INDIA } from '@app/shared/gst/state-codes';
import { unitFromText } from '@app/shared/reference/units';
import { groupOf, ledgerFieldsFrom } from '#lib/books/ledger-fields';
import { taxEnabled } from '#lib/catalogue/lookups';
import { ValidationError } from '#lib/errors';
import { parseWithFieldErrors } from '#lib/http/validation';
import { productFieldsFrom } from '#lib/catalogue/product-fields';
import { createAccountingGroup, listLiveAccountingGroups } from '#lib/db/accounting-groups';
import { type LedgerRecord, createLedger, listLedgerRecords, updateLedger } from '#lib/db/ledgers';
import { nameKey, namedRecordId } from '#lib/db/name-guards';
import { createProduct } from '#lib/db/products';
import type {
  TallyGroup,
  TallyKind,
  TallyLedger,
  TallyProblem,
  TallyRecord,
  TallyStockItem,
  TallyUnit,
} from './tally-records';

/**
 * Tally's masters into a company's books (issue 35), through the same checks and writes as the
 * forms: each group, ledger and stock item validated by the form's schema (a refusal gives the
 * form's message), then created as the form creates it. A master whose name the company already
 * has is matched, not changed, so a second import of the same file creates nothing; the default
 * ledgers Hisaab starts with (Cash) take Tally's opening balance the first time.
 *
 * Decisions where Hisaab differs from Tally:
 * - Tally's reserved groups are Hisaab's defaults under their names here ('Sundry Debtors' is
 *   Debtors); 'Bank OCC A/c' is Bank OD A/c.
 * - Units: Hisaab keeps the GST units (UQC) only. A Tally unit is matched by code, name or symbol
 *   ('Nos', 'Box', 'Kg'), else its stock items are in Others (OTH), and the preview says so.
 * - A stock item's opening value is Tally's to the paisa (the trial balance must agree); its rate is
 *   that value over the quantity, rounded.
 */

export interface MastersOutcome {
  created: Record<TallyKind, number>;
  matched: Record<TallyKind, number>;
  problems: TallyProblem[];
}

/** Tally's reserved group names where Hisaab's differ, both ways. */
const SAME_GROUPS: readonly [tally: string, hisaab: string][] = [
  ...DEFAULT_GROUPS.flatMap((group): [string, string][] => (group.alias ? [[group.alias, group.name]] : [])),
  ['Branch/Divisions', 'Branch / Divisions'],
];
/** Tally's groups Hisaab has no own for: a bank's cash credit is an overdraft here. */
const TALLY_ONLY_GROUPS: Readonly<Record<string, string>> = { 'Bank OCC A/c': 'Bank OD A/c' };

const TO_HISAAB: Readonly<Record<string, string>> = { ...Object.fromEntries(SAME_GROUPS), ...TALLY_ONLY_GROUPS };
const TO_TALLY: Readonly<Record<string, string>> = Object.fromEntries(
  SAME_GROUPS.map(([tally, hisaab]) => [hisaab, tally]),
);

export const hisaabGroupName = (tallyName: string) => TO_HISAAB[tallyName] ?? tallyName;
export const tallyGroupName = (hisaabName: string) => TO_TALLY[hisaabName] ?? hisaabName;

/** Hisaab's unit for a Tally unit's name ('Nos', 'Kg', 'Box'); 'OTH' when none is the same. */
export const hisaabUnit = (tallyName: string): string => unitFromText(tallyName)?.value ?? 'OTH';

const KINDS: readonly TallyKind[] = ['group', 'ledger', 'unit', 'stock-item', 'voucher'];
const tally = () => Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<TallyKind, number>;

/** A form's schema applied to a master: its value, or a ValidationError with the form's first message. */
function formInput<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const parsed = parseWithFieldErrors(schema, input);
  if (parsed.ok) return parsed.value;
  throw new ValidationError(parsed.errors[0]?.message ?? 'This master could not be imported', parsed.errors);
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'This master could not be imported');

export async function importTallyMasters(
  companyId: string,
  records: readonly TallyRecord[],
  actorId: string,
): Promise<MastersOutcome> {
  const outcome: MastersOutcome = { created: tally(), matched: tally(), problems: [] };
  const refuse = (record: TallyRecord, error: unknown) =>
    outcome.problems.push({ row: record.row, kind: record.kind, name: record.name, message: messageOf(error) });
  const of = <K extends TallyKind>(kind: K) =>
    records.filter((record): record is Extract<TallyRecord, { kind: K }> => record.kind === kind);

  await importGroups(companyId, of('group'), actorId, outcome, refuse);
  const tax = await taxEnabled(companyId);
  // The company's ledgers, read once and kept up to date as the file's come in.
  const ledgers = new Map((await listLedgerRecords(companyId)).map((each) => [nameKey(each.ledger_name), each]));
  for (const ledger of of('ledger')) {
    try {
      await importLedger(companyId, ledger, actorId, tax, outcome, ledgers);
    } catch (error) {
      refuse(ledger, error);
    }
  }
  for (const unit of of('unit')) countUnit(unit, outcome);
  for (const item of of('stock-item')) {
    try {
      await importStockItem(companyId, item, actorId, tax, outcome);
    } catch (error) {
      refuse(item, error);
    }
  }
  return outcome;
}

/** Groups parents first: a group waits for its parent, which may come later in the file. */
async function importGroups(
  companyId: string,
  groups: readonly TallyGroup[],
  actorId: string,
  outcome: MastersOutcome,
  refuse: (record: TallyRecord, error: unknown) => void,
) {
  const ids = new Map((await listLiveAccountingGroups(companyId)).map((group) => [nameKey(group.name), group._id]));
  let waiting = [...groups];
  while (waiting.length > 0) {
    const ready = waiting.filter((group) => ids.has(nameKey(hisaabGroupName(group.parent))));
    if (ready.length === 0) break;
    for (const group of ready) {
      const name = hisaabGroupName(group.name);
      if (ids.has(nameKey(name))) {
        outcome.matched.group += 1;
        continue;
      }
      try {
        const input = formInput(accountingGroupInputSchema, {
          company_id: companyId,
          name,
          parent_id: ids.get(nameKey(hisaabGroupName(group.parent))),
        });
        const created = await createAccountingGroup(companyId, input, actorId);
        ids.set(nameKey(name), created._id);
        outcome.created.group += 1;
      } catch (error) {
        refuse(group, error);
      }
    }
    waiting = waiting.filter((group) => !ready.includes(group));
  }
  for (const group of waiting)
    refuse(group, new Error(`Its parent group '${group.parent}' is not in the file or the books`));
}

async function importLedger(
  companyId: string,
  ledger: TallyLedger,
  actorId: string,
  tax: boolean,
  outcome: MastersOutcome,
  ledgers: Map<string, LedgerRecord>,
) {
  // Hisaab keeps a credit positive: Tally's debit-positive opening is turned over.
  const openingText = ledger.opening === 0 ? undefined : rupeesText(-ledger.opening);
  const existing = ledgers.get(nameKey(ledger.name));
  if (existing) {
    // A default ledger (Cash) takes Tally's opening once; anything else the company has is left as it is.
    if (existing.is_default && existing.opening_balance === 0 && ledger.opening !== 0) {
      await updateLedger(existing, { ...existing, opening_balance: -ledger.opening }, actorId);
    }
    outcome.matched.ledger += 1;
    return;
  }
  const input = formInput(ledgerInputSchema, {
    company_id: companyId,
    name: ledger.name,
    parent: hisaabGroupName(ledger.parent),
    mailing_address: ledger.address.join(', ').slice(0, 500) || undefined,
    mailing_pincode: ledger.pincode,
    mailing_state: ledger.state,
    mailing_country: ledger.state ? INDIA : undefined,
    tin: ledger.gstin,
    bank_name: ledger.bank?.name,
    account_number: ledger.bank?.account,
    bank_ifsc: ledger.bank?.ifsc,
    opening_balance: openingText,
  });
  const fields = ledgerFieldsFrom(input, await groupOf(companyId, input), tax);
  const created = await createLedger(companyId, { ...fields, image_key: null }, actorId);
  ledgers.set(nameKey(created.ledger_name), created);
  outcome.created.ledger += 1;
}

function countUnit(unit: TallyUnit, outcome: MastersOutcome) {
  if (hisaabUnit(unit.name) === 'OTH' && unit.name.toUpperCase() !== 'OTH') {
    outcome.problems.push({
      row: unit.row,
      kind: 'unit',
      name: unit.name,
      message: `Not one of Hisaab's GST units: its stock items are kept in Others (OTH)`,
    });
  }
  outcome.matched.unit += 1;
}

async function importStockItem(
  companyId: string,
  item: TallyStockItem,
  actorId: string,
  tax: boolean,
  outcome: MastersOutcome,
) {
  if ((await namedRecordId(companyId, 'PRODUCT', item.name)) !== undefined) {
    outcome.matched['stock-item'] += 1;
    return;
  }
  const { quantity, value } = item.opening;
  const rate = quantity > 0 ? Number(divideRounded(BigInt(value) * 1000n, BigInt(quantity))) : 0;
  const batched = item.batches.length > 0;
  const input = formInput(productInputSchema, {
    company_id: companyId,
    stock_item_name: item.name,
    unit: hisaabUnit(item.unit),
    opening_balance: unitsText(quantity),
    opening_rate: rupeesText(rate),
    hsn_code: item.hsn,
    taxability: item.gstRate === undefined ? undefined : item.gstRate > 0 ? 'Taxable' : 'Nil Rated',
    tax_rate: item.gstRate === undefined ? undefined : scaledToText(item.gstRate, 2),
    batch_tracked: batched,
    opening_batches: item.batches.map((batch) => ({
      batch_number: batch.name,
      batch_expiry: batch.expiry,
      quantity: unitsText(batch.quantity),
    })),
  });
  const fields = productFieldsFrom(input, tax);
  await createProduct(companyId, { ...fields, opening_value: value, image_key: null }, actorId);
  outcome.created['stock-item'] += 1;
}
