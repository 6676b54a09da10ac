import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { toCsv } from '@app/shared/csv';
import {
  SHEET_FIELDS,
  SHEET_KINDS,
  SHEET_KIND_LABELS,
  SHEET_MAX_ROWS,
  SHEET_MESSAGES,
  type SheetKind,
  type SheetRow,
  type SheetRowOutcome,
} from '@app/shared/imports/sheet-import';
import { ProgressBar } from '@/components/progress-bar';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { csvBlob } from '@/lib/csv';
import { saveBlob } from '@/lib/save-file';
import { notify } from '@/lib/toast';
import { sendSheetRows } from '../api/sheet-imports';
import {
  type ColumnMapping,
  firstMapping,
  mappedRows,
  rememberMapping,
  unmappedRequired,
} from '../sheets/sheet-mapping';
import { type ReadSheet, readSheet } from '../sheets/sheet-reader';
import { sheetTemplate, templateFileName } from '../sheets/sheet-template';
import { STATUS_WORDS, SheetOutcomes } from './sheet-outcomes';

const count = new Intl.NumberFormat('en-IN');
const errorMessage = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');

type Stage =
  | { name: 'choose' }
  | { name: 'map'; sheet: ReadSheet; mapping: ColumnMapping }
  | { name: 'checking' | 'importing'; total: number; done: number }
  | { name: 'checked'; rows: SheetRow[]; outcomes: SheetRowOutcome[] }
  | { name: 'imported'; outcomes: SheetRowOutcome[] };

/**
 * Issue 35, Profile's Data Management: customers, suppliers or products (with opening stock) from
 * an Excel or CSV sheet. Choose the kind (a template to fill in is offered), choose the file, match
 * its columns to the fields (remembered for the next sheet), check every row with the forms' rules
 * (the preview: what will be created, what the books have already, what is refused and why), then
 * import the rows that passed, with a progress bar and a report to download.
 */
export function SheetImport({ companyId }: { companyId: string }) {
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<SheetKind>('customers');
  const [stage, setStage] = useState<Stage>({ name: 'choose' });
  const busy = stage.name === 'checking' || stage.name === 'importing';

  const choose = async (file: File | undefined) => {
    if (!file) return;
    try {
      const sheet = await readSheet(file);
      if (sheet.rows.length > SHEET_MAX_ROWS) throw new Error(SHEET_MESSAGES.tooMany);
      setStage({ name: 'map', sheet, mapping: firstMapping(kind, sheet.headings) });
    } catch (error) {
      notify.error(errorMessage(error));
      setStage({ name: 'choose' });
    }
  };
  const send = async (rows: SheetRow[], step: 'check' | 'import') => {
    setStage({ name: step === 'check' ? 'checking' : 'importing', total: rows.length, done: 0 });
    const progress = (done: number) =>
      setStage({ name: step === 'check' ? 'checking' : 'importing', total: rows.length, done });
    return sendSheetRows(companyId, kind, rows, step, progress);
  };
  const check = async (sheet: ReadSheet, mapping: ColumnMapping) => {
    rememberMapping(kind, sheet.headings, mapping);
    const rows = mappedRows(sheet, mapping);
    try {
      setStage({ name: 'checked', rows, outcomes: await send(rows, 'check') });
    } catch (error) {
      notify.error(errorMessage(error));
      setStage({ name: 'map', sheet, mapping });
    }
  };
  const bringIn = async (rows: SheetRow[], outcomes: SheetRowOutcome[]) => {
    const fresh = new Set(outcomes.filter((each) => each.status === 'new').map((each) => each.row));
    const settled = outcomes.filter((each) => !fresh.has(each.row));
    try {
      const imported = await send(
        rows.filter((row) => fresh.has(row.row)),
        'import',
      );
      setStage({ name: 'imported', outcomes: [...settled, ...imported].sort((a, b) => a.row - b.row) });
      await queryClient.invalidateQueries();
    } catch (error) {
      // What went in before the failure stays in; checking again shows it as already in the books.
      notify.error(errorMessage(error));
      setStage({ name: 'checked', rows, outcomes });
    }
  };

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <section className="bg-card flex flex-col gap-3 rounded-lg border p-4" aria-label="Choose a spreadsheet">
        <label className="flex flex-col gap-1 text-sm font-medium">
          What the sheet holds
          <NativeSelect
            value={kind}
            disabled={busy}
            onChange={(event) => {
              setKind(event.target.value as SheetKind);
              setStage({ name: 'choose' });
            }}
          >
            {SHEET_KINDS.map((each) => (
              <option key={each} value={each}>
                {SHEET_KIND_LABELS[each]}
              </option>
            ))}
          </NativeSelect>
        </label>
        <p className="text-sm">
          One row for each {kind === 'products' ? 'product' : kind.slice(0, -1)}, headings in the first row. Start from
          the template, or use your own sheet and match its columns next.
          {kind === 'products' && ' A medicine in several batches takes a row for each batch, with its expiry.'}
        </p>
        <div className="flex flex-wrap gap-2">
          <TemplateButton kind={kind} format="xlsx" />
          <TemplateButton kind={kind} format="csv" />
        </div>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Spreadsheet (.xlsx or .csv)
          <input
            key={kind}
            type="file"
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={busy}
            onChange={(event) => void choose(event.target.files?.[0])}
            className="text-sm"
          />
        </label>
      </section>
      {stage.name === 'map' && (
        <ColumnMatcher
          kind={kind}
          sheet={stage.sheet}
          mapping={stage.mapping}
          onChange={(mapping) => setStage({ ...stage, mapping })}
          onCheck={() => void check(stage.sheet, stage.mapping)}
        />
      )}
      {(stage.name === 'checking' || stage.name === 'importing') && (
        <div className="flex flex-col gap-1">
          <p role="status" className="text-sm">
            {stage.name === 'checking' ? 'Checking rows' : 'Importing rows'}: {count.format(stage.done)} of{' '}
            {count.format(stage.total)}
          </p>
          <ProgressBar
            label={stage.name === 'checking' ? 'Checking' : 'Importing'}
            percent={Math.round((stage.done / Math.max(stage.total, 1)) * 100)}
          />
        </div>
      )}
      {stage.name === 'checked' && (
        <SheetOutcomes outcomes={stage.outcomes} imported={false}>
          <Button
            className="self-start"
            disabled={!stage.outcomes.some((each) => each.status === 'new')}
            onClick={() => void bringIn(stage.rows, stage.outcomes)}
          >
            Import {count.format(stage.outcomes.filter((each) => each.status === 'new').length)} rows
          </Button>
        </SheetOutcomes>
      )}
      {stage.name === 'imported' && (
        <SheetOutcomes outcomes={stage.outcomes} imported>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <Button
              variant="outline"
              onClick={() => saveBlob(reportCsv(stage.outcomes), `hisaab-${kind}-import-report.csv`)}
            >
              Download the report
            </Button>
            {kind === 'products' ? (
              <Link to="/products" className="text-primary underline underline-offset-4">
                See the products
              </Link>
            ) : (
              <Link
                to="/customers"
                search={{ type: kind === 'customers' ? 'Debtors' : 'Creditors' }}
                className="text-primary underline underline-offset-4"
              >
                See the {kind}
              </Link>
            )}
          </div>
        </SheetOutcomes>
      )}
    </div>
  );
}

function TemplateButton({ kind, format }: { kind: SheetKind; format: 'xlsx' | 'csv' }) {
  const download = async () => {
    try {
      saveBlob(await sheetTemplate(kind, format), templateFileName(kind, format));
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void download()}>
      Template ({format === 'xlsx' ? 'Excel' : 'CSV'})
    </Button>
  );
}

/** Each field beside the sheet's column that holds it (chosen or found by its heading), with the first row's value. */
function ColumnMatcher({
  kind,
  sheet,
  mapping,
  onChange,
  onCheck,
}: {
  kind: SheetKind;
  sheet: ReadSheet;
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
  onCheck: () => void;
}) {
  const missing = unmappedRequired(kind, mapping);
  const first = sheet.rows[0]?.cells ?? [];
  return (
    <section className="flex flex-col gap-3" aria-label="Match the columns">
      <p className="text-sm">
        {count.format(sheet.rows.length)} rows. Match the sheet&apos;s columns to the fields; your choices are kept for
        the next sheet.
      </p>
      <div className="grid grid-cols-[minmax(8rem,auto)_minmax(10rem,1fr)_minmax(6rem,1fr)] items-center gap-x-3 gap-y-2 text-sm">
        <span className="text-muted-foreground font-medium">Field</span>
        <span className="text-muted-foreground font-medium">Column in the sheet</span>
        <span className="text-muted-foreground font-medium">First row</span>
        {SHEET_FIELDS[kind].map((field) => {
          const column = mapping[field.key];
          return (
            <Fragment key={field.key}>
              <label htmlFor={`sheet-field-${field.key}`}>
                {field.label}
                {field.required && <span aria-hidden="true"> *</span>}
              </label>
              <NativeSelect
                id={`sheet-field-${field.key}`}
                value={column === undefined ? '' : String(column)}
                onChange={(event) =>
                  onChange({
                    ...mapping,
                    [field.key]: event.target.value === '' ? undefined : Number(event.target.value),
                  })
                }
              >
                <option value="">Not in the sheet</option>
                {sheet.headings.map((heading, index) => (
                  <option key={index} value={index}>
                    {heading}
                  </option>
                ))}
              </NativeSelect>
              <span className="text-muted-foreground truncate">{column === undefined ? '' : first[column]}</span>
            </Fragment>
          );
        })}
      </div>
      {missing.map((field) => (
        <p key={field.key} role="alert" className="text-destructive text-sm">
          {SHEET_MESSAGES.unmapped(field.label)}
        </p>
      ))}
      <Button className="self-start" disabled={missing.length > 0} onClick={onCheck}>
        Check rows
      </Button>
    </section>
  );
}

/** The import's report: a line per row and problem, as a CSV. */
function reportCsv(outcomes: readonly SheetRowOutcome[]): Blob {
  const lines = outcomes.flatMap((outcome) =>
    (outcome.problems.length > 0 ? outcome.problems : [{ column: null, message: '' }]).map((problem) => [
      outcome.row,
      outcome.name,
      STATUS_WORDS[outcome.status],
      problem.column ?? '',
      problem.message,
    ]),
  );
  return csvBlob(toCsv(['Row', 'Name', 'Status', 'Column', 'Problem'], lines));
}
