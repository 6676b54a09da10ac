import { checkSheetRows } from '@app/shared/api/routes/imports/check-sheet-rows';
import { importSheetRows } from '@app/shared/api/routes/imports/import-sheet-rows';
import {
  SHEET_ROWS_PER_REQUEST,
  sheetRecords,
  type SheetKind,
  type SheetRow,
  type SheetRowOutcome,
} from '@app/shared/imports/sheet-import';
import { callApi } from '@/lib/api-client';

/**
 * A sheet's rows in parts of at most SHEET_ROWS_PER_REQUEST, never splitting a record (a
 * product's batch rows go together); a name met again is refused here, as the server would.
 */
function sheetParts(kind: SheetKind, rows: readonly SheetRow[]): { parts: SheetRow[][]; twice: SheetRowOutcome[] } {
  const { records, twice } = sheetRecords(kind, rows);
  const parts: SheetRow[][] = [];
  let part: SheetRow[] = [];
  for (const record of records) {
    if (part.length > 0 && part.length + record.length > SHEET_ROWS_PER_REQUEST) {
      parts.push(part);
      part = [];
    }
    part.push(...record);
  }
  if (part.length > 0) parts.push(part);
  return { parts, twice };
}

/**
 * Issue 35: a sheet's rows checked (`step` 'check': nothing written) or imported, part by part,
 * `onProgress` told the rows done so far. Every row's outcome, in the sheet's order.
 */
export async function sendSheetRows(
  companyId: string,
  kind: SheetKind,
  rows: readonly SheetRow[],
  step: 'check' | 'import',
  onProgress: (done: number) => void = () => undefined,
): Promise<SheetRowOutcome[]> {
  const { parts, twice } = sheetParts(kind, rows);
  const outcomes: SheetRowOutcome[] = [...twice];
  const route = step === 'check' ? checkSheetRows : importSheetRows;
  for (const part of parts) {
    const answer = await callApi(route, { body: { company_id: companyId, kind, rows: part } });
    outcomes.push(...answer.rows);
    onProgress(outcomes.length);
  }
  return outcomes.sort((a, b) => a.row - b.row);
}
