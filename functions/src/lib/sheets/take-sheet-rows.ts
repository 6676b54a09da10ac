import type { FieldError } from '@app/shared/api/envelope';
import { ledgerInputSchema } from '@app/shared/books/ledgers';
import { productInputSchema } from '@app/shared/catalogue/products';
import {
  SHEET_FIELDS,
  sheetRecords,
  type SheetKind,
  type SheetRow,
  type SheetRowOutcome,
} from '@app/shared/imports/sheet-import';
import { groupOf, ledgerFieldsFrom } from '#lib/books/ledger-fields';
import { taxEnabled } from '#lib/catalogue/lookups';
import { productFieldsFrom } from '#lib/catalogue/product-fields';
import { createLedger } from '#lib/db/ledgers';
import { nameKey, takenNames } from '#lib/db/name-guards';
import { createProduct } from '#lib/db/products';
import { ConflictError, ValidationError } from '#lib/errors';
import { parseWithFieldErrors } from '#lib/http/validation';
import { PARTY_COLUMNS, partyFormInput } from './sheet-parties';
import { PRODUCT_COLUMNS, productFormInput } from './sheet-products';

type Problem = SheetRowOutcome['problems'][number];

/** A record read through the form's rules: its problems by row, or how to create it. */
interface Checked {
  name: string;
  problems: Map<number, Problem[]>;
  /** Absent when it has problems. */
  create?: (actorId: string) => Promise<unknown>;
}

/**
 * Issue 35: a part of a spreadsheet's rows through the forms' checks, and, when `actorId` is given,
 * into the books. Each record (a row, or a product's batch rows) is created as the form creates it,
 * on its own: one refused stops no other. A name the books have already is matched and left.
 */
export async function takeSheetRows(
  companyId: string,
  kind: SheetKind,
  rows: readonly SheetRow[],
  actorId?: string,
): Promise<SheetRowOutcome[]> {
  const { records, twice } = sheetRecords(kind, rows);
  const [taken, check] = await Promise.all([
    takenNames(companyId, kind === 'products' ? 'PRODUCT' : 'LEDGER'),
    checker(companyId, kind),
  ]);
  const outcomes: SheetRowOutcome[] = [...twice];
  for (const record of records) {
    const checked = check(record);
    const each = (status: SheetRowOutcome['status'], problemsOf = (_row: number): Problem[] => []) =>
      record.forEach((row) =>
        outcomes.push({ row: row.row, name: checked.name, status, problems: problemsOf(row.row) }),
      );
    if (checked.name !== '' && taken.has(nameKey(checked.name))) each('exists');
    else if (!checked.create) each('refused', refusedProblems(checked.problems));
    else if (!actorId) each('new');
    else {
      try {
        await checked.create(actorId);
        each('created');
      } catch (error) {
        // Created meanwhile (the same name in another part of the sheet, or by someone else).
        if (error instanceof ConflictError) each('exists');
        else if (error instanceof ValidationError) each('refused', () => [{ column: null, message: error.message }]);
        else throw error;
      }
    }
  }
  return outcomes.sort((a, b) => a.row - b.row);
}

/** A refused record's rows: each its own problems, or, where it has none, where the others are. */
const refusedProblems = (problems: Map<number, Problem[]>) => (row: number) =>
  problems.get(row) ?? [{ column: null, message: `Not imported: see row ${[...problems.keys()].join(', ')}` }];

const labelOf = (kind: SheetKind, key: string | undefined) =>
  SHEET_FIELDS[kind].find((field) => field.key === key)?.label ?? null;

/** Problems of the form's fields put on the sheet's rows and columns. */
function placeProblems(
  kind: SheetKind,
  errors: readonly FieldError[],
  columns: Readonly<Record<string, string>>,
  rowOf: (path: string[]) => number,
): Map<number, Problem[]> {
  const placed = new Map<number, Problem[]>();
  for (const error of errors) {
    const path = error.field.split('.');
    const row = rowOf(path);
    const column = labelOf(kind, columns[path.at(-1) ?? ''] ?? (path[0] === 'opening_batches' ? 'batch' : undefined));
    placed.set(row, [...(placed.get(row) ?? []), { column, message: error.message }]);
  }
  return placed;
}

const errorsOf = (error: unknown): FieldError[] => {
  if (error instanceof ValidationError)
    return error.fieldErrors.length > 0 ? error.fieldErrors : [{ field: '', message: error.message }];
  throw error;
};

/** How this company's rows of a kind are checked, with what it needs read once. */
async function checker(companyId: string, kind: SheetKind): Promise<(record: SheetRow[]) => Checked> {
  const tax = await taxEnabled(companyId);
  if (kind === 'products') {
    return (record) => {
      const { input, openingRow } = productFormInput(companyId, record);
      const firstRow = record[0]?.row ?? 0;
      const rowOf = (path: string[]) =>
        path[0] === 'opening_batches' && path[1] !== undefined
          ? (record[Number(path[1])]?.row ?? firstRow)
          : path[0] === 'opening_balance' || path[0] === 'opening_batches'
            ? openingRow
            : firstRow;
      const problemsOf = (errors: FieldError[]) => placeProblems(kind, errors, PRODUCT_COLUMNS, rowOf);
      const parsed = parseWithFieldErrors(productInputSchema, input);
      if (!parsed.ok) return { name: input.stock_item_name, problems: problemsOf(parsed.errors) };
      try {
        const fields = productFieldsFrom(parsed.value, tax);
        const create = (actorId: string) => createProduct(companyId, { ...fields, image_key: null }, actorId);
        return { name: input.stock_item_name, problems: new Map<number, Problem[]>(), create };
      } catch (error) {
        return { name: input.stock_item_name, problems: problemsOf(errorsOf(error)) };
      }
    };
  }
  const group = await groupOf(companyId, {
    parent: kind === 'customers' ? 'Debtors' : 'Creditors',
    parent_id: undefined,
  });
  return ([row]) => {
    const values = row?.values ?? {};
    const { input, problems } = partyFormInput(companyId, kind, values);
    const problemsOf = (errors: FieldError[]) =>
      placeProblems(kind, [...problems, ...errors], PARTY_COLUMNS, () => row?.row ?? 0);
    const parsed = parseWithFieldErrors(ledgerInputSchema, input);
    if (!parsed.ok) return { name: input.name, problems: problemsOf(parsed.errors) };
    try {
      const fields = ledgerFieldsFrom(parsed.value, group, tax);
      const create = (actorId: string) => createLedger(companyId, { ...fields, image_key: null }, actorId);
      return problems.length > 0
        ? { name: input.name, problems: problemsOf([]) }
        : { name: input.name, problems: new Map<number, Problem[]>(), create };
    } catch (error) {
      return { name: input.name, problems: problemsOf(errorsOf(error)) };
    }
  };
}
