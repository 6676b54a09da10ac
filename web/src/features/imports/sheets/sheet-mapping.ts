import {
  SHEET_FIELDS,
  fieldOfHeading,
  headingKey,
  type SheetKind,
  type SheetRow,
} from '@app/shared/imports/sheet-import';
import type { ReadSheet } from './sheet-reader';

/** Which column (its index among the headings) holds each field; a field left out has none. */
export type ColumnMapping = Record<string, number | undefined>;

const storageKey = (kind: SheetKind) => `hisaab.sheet-columns.${kind}`;

/** The choices made before for this kind of sheet: a heading (as headingKey has it) to its field. */
function remembered(kind: SheetKind): Record<string, string> {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(storageKey(kind)) ?? '{}');
    return typeof saved === 'object' && saved !== null ? (saved as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * The mapping a sheet starts with: a heading chosen for a field before (on this browser) keeps that
 * field; else a heading that names a field (its label, or a name other tools use: 'GST No',
 * 'Item Name') maps to it. Each column to one field at most.
 */
export function firstMapping(kind: SheetKind, headings: readonly string[]): ColumnMapping {
  const before = remembered(kind);
  const mapping: ColumnMapping = {};
  const fieldOf = (heading: string) => before[headingKey(heading)] ?? fieldOfHeading(kind, heading)?.key;
  headings.forEach((heading, index) => {
    const field = fieldOf(heading);
    if (field && mapping[field] === undefined && SHEET_FIELDS[kind].some((each) => each.key === field)) {
      mapping[field] = index;
    }
  });
  return mapping;
}

/**
 * Keeps the mapping's choices for the next sheet of this kind: each of this sheet's headings to the
 * field chosen for it, or to none (a choice undone is forgotten); other headings' choices stay.
 */
export function rememberMapping(kind: SheetKind, headings: readonly string[], mapping: ColumnMapping) {
  const keys = headings.map(headingKey);
  const others = Object.entries(remembered(kind)).filter(([heading]) => !keys.includes(heading));
  const chosen = Object.entries(mapping).flatMap(([field, index]) => {
    const key = index === undefined ? undefined : keys[index];
    return key === undefined ? [] : [[key, field] as const];
  });
  localStorage.setItem(storageKey(kind), JSON.stringify(Object.fromEntries([...others, ...chosen])));
}

/** The fields the sheet must have a column for that the mapping has none for. */
export const unmappedRequired = (kind: SheetKind, mapping: ColumnMapping) =>
  SHEET_FIELDS[kind].filter((field) => field.required && mapping[field.key] === undefined);

/** The sheet's rows as the fields the mapping gives them. */
export function mappedRows(sheet: ReadSheet, mapping: ColumnMapping): SheetRow[] {
  const columns = Object.entries(mapping).filter((entry): entry is [string, number] => entry[1] !== undefined);
  return sheet.rows.map(({ row, cells }) => ({
    row,
    values: Object.fromEntries(columns.map(([field, index]) => [field, cells[index] ?? ''])),
  }));
}
