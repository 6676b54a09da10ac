import { FileDown, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { getGstr1 } from '@app/shared/api/routes/invoices/get-gstr1';
import { getGstr1Csv } from '@app/shared/api/routes/invoices/get-gstr1-csv';
import {
  calendarYearOf,
  FINANCIAL_YEAR_MONTHS,
  financialYearOf,
  indianDate,
  shortMonthName,
} from '@app/shared/financial-year';
import type { Gstr1Table } from '@app/shared/reports/gstr1-docs';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { fetchFile } from '@/lib/api-client';
import { failureMessage } from '@/lib/failure-message';
import { saveBlob } from '@/lib/save-file';
import { notify } from '@/lib/toast';

const CSV_TABLES: { table: Gstr1Table; label: string }[] = [
  { table: 'b2b', label: 'B2B invoices' },
  { table: 'b2cl', label: 'B2C large invoices' },
  { table: 'b2cs', label: 'B2C small (by state and rate)' },
  { table: 'cdnr', label: 'Credit notes, registered' },
  { table: 'cdnur', label: 'Credit notes, B2C large' },
  { table: 'hsn_b2b', label: 'HSN summary, B2B' },
  { table: 'hsn_b2c', label: 'HSN summary, B2C' },
  { table: 'doc_issue', label: 'Documents issued' },
];

/** The financial year (its start year) of a day, and the month to offer first: the period's last, up to today. */
function defaults(periodEnd: string) {
  const day = periodEnd < indianDate() ? periodEnd : indianDate();
  return { financialYear: financialYearOf(day), month: Number(day.slice(5, 7)) };
}

/**
 * GSTR-1 for a month of the period's financial year: the GST portal's JSON, or one of its tables
 * as CSV (GST.md). The HSN tables hold the same figures as the HSN-wise view for that month.
 */
export function Gstr1Download({ companyId, periodEnd }: { companyId: string; periodEnd: string }) {
  const { financialYear, month: firstMonth } = defaults(periodEnd);
  const [month, setMonth] = useState(firstMonth);
  const [busy, setBusy] = useState(false);
  const query = { company_id: companyId, financial_year: financialYear, financial_month: month };

  const download = async (fetching: () => ReturnType<typeof fetchFile>) => {
    setBusy(true);
    try {
      const file = await fetching();
      saveBlob(file.blob, file.fileName ?? 'gstr1');
    } catch (error) {
      notify.error(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline">{busy ? <Loader2 className="animate-spin" /> : <FileDown />} GSTR-1</Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="flex w-72 flex-col gap-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor="gstr1-month" className="text-muted-foreground text-xs">
            Return period (FY {financialYear}-{String((financialYear + 1) % 100).padStart(2, '0')})
          </Label>
          <Select value={String(month)} onValueChange={(value) => setMonth(Number(value))}>
            <SelectTrigger id="gstr1-month" aria-label="GSTR-1 month" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {FINANCIAL_YEAR_MONTHS.map((calendarMonth) => (
                <SelectItem key={calendarMonth} value={String(calendarMonth)}>
                  {shortMonthName(calendarMonth)} {calendarYearOf(financialYear, calendarMonth)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button disabled={busy} onClick={() => void download(() => fetchFile(getGstr1, { query }))}>
          Download JSON for the GST portal
        </Button>
        <div className="flex flex-col gap-1">
          <span className="text-muted-foreground text-xs">Tables as CSV</span>
          {CSV_TABLES.map(({ table, label }) => (
            <Button
              key={table}
              variant="ghost"
              size="sm"
              className="justify-start"
              disabled={busy}
              onClick={() => void download(() => fetchFile(getGstr1Csv, { query: { ...query, table } }))}
            >
              {label}
            </Button>
          ))}
        </div>
      </PopoverContent>
    </Popover>
  );
}
