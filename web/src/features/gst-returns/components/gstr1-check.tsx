import { FileCheck2 } from 'lucide-react';
import { useState } from 'react';
import { getGstr1 } from '@app/shared/api/routes/invoices/get-gstr1';
import {
  GSTR1_CHECK_MESSAGES as M,
  gstr1Differences,
  isGstr1,
  type Gstr1Difference,
} from '@app/shared/gst/gstr1-check';
import { formatAmount } from '@app/shared/money';
import type { Gstr1 } from '@app/shared/reports/gstr1-docs';
import { JsonFileButton } from '@/components/json-file-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { fetchFile } from '@/lib/api-client';
import { failureMessage } from '@/lib/failure-message';
import { notify } from '@/lib/toast';
import type { ReturnPeriod } from '../api/gstr3b';

/** The period's months as the books' GSTR-1 has them, one after another (a quarter is three). */
async function booksGstr1(companyId: string, period: ReturnPeriod): Promise<Partial<Gstr1>> {
  const months = period.frequency === 'quarterly' ? [period.month - 2, period.month - 1, period.month] : [period.month];
  const files = await Promise.all(
    months.map(async (month) => {
      const query = { company_id: companyId, financial_year: period.financialYear, financial_month: month };
      const file = await fetchFile(getGstr1, { query });
      return JSON.parse(await file.blob.text()) as Gstr1;
    }),
  );
  return {
    b2b: files.flatMap((file) => file.b2b),
    b2cl: files.flatMap((file) => file.b2cl),
    b2cs: files.flatMap((file) => file.b2cs),
    cdnr: files.flatMap((file) => file.cdnr),
    cdnur: files.flatMap((file) => file.cdnur),
  };
}

const figures = (side: Gstr1Difference['filed']) =>
  side ? `${formatAmount(side.taxable)} + ${formatAmount(side.tax)}` : '—';

/**
 * Issue 33: since July 2025 the portal fills 3B's 3.1 and 3.2 from the GSTR-1 filed, and locks
 * them. The filed file against the books' GSTR-1 of the period, document by document: what was
 * entered, changed or cancelled after filing shows here, to amend in the next GSTR-1.
 */
export function Gstr1Check({
  companyId,
  period,
  gstin,
  code,
}: {
  companyId: string;
  period: ReturnPeriod;
  gstin: string;
  /** The return's MMYYYY. */
  code: string;
}) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Gstr1Difference[] | null>(null);
  /** Why the file cannot be checked against this return, if it cannot. */
  const problemOf = (filed: unknown) => {
    if (!isGstr1(filed)) return M.notGstr1;
    if (filed.gstin.toUpperCase() !== gstin.toUpperCase()) return M.otherGstin(filed.gstin, gstin);
    if (filed.fp !== code) return M.otherPeriod(filed.fp, code);
    return undefined;
  };
  const check = async (file: File) => {
    let filed: unknown = null;
    try {
      filed = JSON.parse(await file.text());
    } catch {
      // Not JSON: said below as not a GSTR-1.
    }
    const problem = problemOf(filed);
    if (problem || !isGstr1(filed)) {
      setResult(null);
      notify.error(problem ?? M.notGstr1);
      return;
    }
    setBusy(true);
    try {
      setResult(gstr1Differences(filed, await booksGstr1(companyId, period)));
    } catch (error) {
      setResult(null);
      notify.error(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="gap-3">
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle className="text-base">Check against the GSTR-1 you filed</CardTitle>
          <CardDescription>
            The portal fills 3.1 and 3.2 from your filed GSTR-1. Upload that file to see, invoice by invoice, what the
            books changed since.
          </CardDescription>
        </div>
        <JsonFileButton label="Filed GSTR-1 file" icon={<FileCheck2 />} busy={busy} onFile={(file) => void check(file)}>
          Check filed GSTR-1
        </JsonFileButton>
      </CardHeader>
      {result && (
        <CardContent className="overflow-x-auto">
          {result.length === 0 ? (
            <p className="text-sm">The filed GSTR-1 agrees with the books, document by document.</p>
          ) : (
            <Table aria-label="Differences from the filed GSTR-1">
              <TableHeader>
                <TableRow>
                  <TableHead>Document</TableHead>
                  <TableHead className="text-right">Filed (taxable + tax)</TableHead>
                  <TableHead className="text-right">In the books</TableHead>
                  <TableHead>Difference</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {result.map((row) => (
                  <TableRow key={`${row.kind}-${row.key}`}>
                    <TableCell>
                      <div className="font-medium">{row.key}</div>
                      <div className="text-muted-foreground text-xs">{row.kind}</div>
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{figures(row.filed)}</TableCell>
                    <TableCell className="text-right tabular-nums">{figures(row.books)}</TableCell>
                    <TableCell>{row.reason}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      )}
    </Card>
  );
}
