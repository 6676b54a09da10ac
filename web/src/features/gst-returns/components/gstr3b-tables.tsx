import type { ReactNode } from 'react';
import { formatAmount, formatRupees } from '@app/shared/money';
import type { Gstr3bDoc, Gstr3bFigure } from '@app/shared/reports/gstr3b-docs';
import { stateNameOf } from '@app/shared/gst/state-codes';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

type Row = [label: string, ...figures: (number | null)[]];

/** A 3B table as the portal lays it out: the particulars, then a column per figure. */
function ReturnTable({
  title,
  columns,
  rows,
  footnote,
  drill = {},
  onOpen,
}: {
  title: string;
  columns: string[];
  rows: Row[];
  footnote?: string;
  /** The rows whose figures open to their vouchers, by label. */
  drill?: Partial<Record<string, Gstr3bFigure>>;
  onOpen?: (figure: Gstr3bFigure, label: string) => void;
}) {
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <Table aria-label={title}>
          <TableHeader>
            <TableRow>
              {columns.map((column, index) => (
                <TableHead key={column} className={index === 0 ? undefined : 'text-right'}>
                  {column}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map(([label, ...figures]) => {
              const opens = drill[label];
              return (
                <TableRow key={label}>
                  <TableCell className="min-w-40 whitespace-normal">
                    {opens && onOpen ? (
                      <button
                        type="button"
                        className="text-left underline-offset-4 hover:underline"
                        aria-label={`Vouchers of ${label}`}
                        onClick={() => onOpen(opens, label)}
                      >
                        {label}
                      </button>
                    ) : (
                      label
                    )}
                  </TableCell>
                  {figures.map((figure, index) => (
                    <TableCell key={columns[index + 1]} className="text-right tabular-nums">
                      {figure === null ? '' : formatAmount(figure)}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        {footnote && <p className="text-muted-foreground mt-3 text-sm">{footnote}</p>}
      </CardContent>
    </Card>
  );
}

const HEADS = ['Integrated tax', 'Central tax', 'State/UT tax'];

/** Where table 4's credit comes from, in words: the books, or the month's 2B as reconciled. */
function creditFootnote({ basis, not_claimed: left, bills_of_entry: billsOfEntry }: Gstr3bDoc['credit']): string {
  if (basis === 'books')
    return 'No GSTR-2B uploaded for this period: the credit is the input tax in the books. Upload it under GSTR-2B reconciliation to claim only what your suppliers filed, and the IGST on your bills of entry (A)(1).';
  const waiting = Math.round((left.igst + left.cgst + left.sgst) * 100) / 100;
  const bills = billsOfEntry === 1 ? 'bill' : 'bills';
  const imports = billsOfEntry > 0 ? ` (A)(1) is the IGST on the ${billsOfEntry} ${bills} of entry in GSTR-2B.` : '';
  return waiting === 0
    ? `The credit follows the period's GSTR-2B: all the input tax in the books is claimed.${imports}`
    : `The credit follows the period's GSTR-2B: ${formatRupees(waiting)} of the input tax in the books is not claimed (bills not in 2B, or suggestions not yet accepted).${imports}`;
}

/**
 * GSTR-3B's tables as the portal shows them (issue 33): 3.1 outward and reverse-charge supplies,
 * 3.2 inter-state supplies to unregistered persons, 4 eligible ITC, 5 exempt and non-GST inward
 * supplies, and 6.1 the payment: tax payable, paid from each credit, and in cash.
 */
export function Gstr3bTables({
  doc,
  onOpen,
}: {
  doc: Gstr3bDoc;
  /** Opens the vouchers behind a figure (its label titles them). */
  onOpen?: (figure: Gstr3bFigure, label: string) => void;
}): ReactNode {
  const { sup_details: supplies, inter_sup: interState, itc_elg: credit, inward_sup: inward } = doc.return;
  const other = credit.itc_avl.find((row) => row.ty === 'OTH');
  const reversed = credit.itc_rev.find((row) => row.ty === 'RUL');
  const stateLabel = (pos: string) => `${pos}-${stateNameOf(pos) ?? ''}`;
  const available = (type: 'IMPG' | 'IMPS' | 'ISRC') => {
    const row = credit.itc_avl.find((entry) => entry.ty === type);
    return [row?.iamt ?? 0, row?.camt ?? 0, row?.samt ?? 0] as const;
  };
  const exempt = inward.isup_details.find((row) => row.ty === 'GST');
  const nonGst = inward.isup_details.find((row) => row.ty === 'NONGST');
  const { payment } = doc;
  const paidRow = (label: string, head: 'igst' | 'cgst' | 'sgst'): Row => [
    label,
    payment.payable[head],
    payment.used.igst[head],
    payment.used.cgst[head],
    payment.used.sgst[head],
    payment.cash[head],
  ];
  return (
    <div className="flex flex-col gap-4">
      <ReturnTable
        title="3.1 Outward supplies and inward supplies liable to reverse charge"
        columns={['Nature of supplies', 'Taxable value', ...HEADS]}
        rows={[
          [
            '(a) Outward taxable supplies (other than zero rated, nil rated and exempted)',
            supplies.osup_det.txval,
            supplies.osup_det.iamt,
            supplies.osup_det.camt,
            supplies.osup_det.samt,
          ],
          ['(b) Outward taxable supplies (zero rated)', supplies.osup_zero.txval, supplies.osup_zero.iamt, null, null],
          ['(c) Other outward supplies (nil rated, exempted)', supplies.osup_nil_exmp.txval, null, null, null],
          [
            '(d) Inward supplies (liable to reverse charge)',
            supplies.isup_rev.txval,
            supplies.isup_rev.iamt,
            supplies.isup_rev.camt,
            supplies.isup_rev.samt,
          ],
          ['(e) Non-GST outward supplies', supplies.osup_nongst.txval, null, null, null],
        ]}
        drill={{
          '(a) Outward taxable supplies (other than zero rated, nil rated and exempted)': '3.1a',
          '(b) Outward taxable supplies (zero rated)': '3.1b',
          '(c) Other outward supplies (nil rated, exempted)': '3.1c',
          '(d) Inward supplies (liable to reverse charge)': '3.1d',
          '(e) Non-GST outward supplies': '3.1e',
        }}
        onOpen={onOpen}
      />
      <ReturnTable
        title="3.2 Inter-state supplies to unregistered persons"
        columns={['Place of supply', 'Taxable value', 'Integrated tax']}
        rows={
          interState.unreg_details.length > 0
            ? interState.unreg_details.map((row) => [stateLabel(row.pos), row.txval, row.iamt])
            : [['None in this period', null, null]]
        }
        drill={Object.fromEntries(interState.unreg_details.map((row) => [stateLabel(row.pos), '3.2' as const]))}
        onOpen={onOpen}
      />
      <ReturnTable
        title="4 Eligible ITC"
        columns={['Details', ...HEADS]}
        footnote={creditFootnote(doc.credit)}
        rows={[
          ['(A)(1) Import of goods', ...available('IMPG')],
          ['(A)(2) Import of services', ...available('IMPS')],
          ['(A)(3) Inward supplies liable to reverse charge (other than 1 & 2 above)', ...available('ISRC')],
          ['(A)(5) All other ITC', other?.iamt ?? 0, other?.camt ?? 0, other?.samt ?? 0],
          [
            '(B)(1) Reversed: rules 38, 42 and 43 and section 17(5)',
            reversed?.iamt ?? 0,
            reversed?.camt ?? 0,
            reversed?.samt ?? 0,
          ],
          ['(C) Net ITC available', credit.itc_net.iamt, credit.itc_net.camt, credit.itc_net.samt],
        ]}
        drill={{
          '(A)(2) Import of services': '4a2',
          '(A)(3) Inward supplies liable to reverse charge (other than 1 & 2 above)': '4a3',
          '(A)(5) All other ITC': '4a5',
          '(B)(1) Reversed: rules 38, 42 and 43 and section 17(5)': '4b1',
        }}
        onOpen={onOpen}
      />
      <ReturnTable
        title="5 Exempt, nil rated and non-GST inward supplies"
        columns={['Nature of supplies', 'Inter-state', 'Intra-state']}
        rows={[
          [
            'From a supplier under composition scheme, exempt and nil rated supply',
            exempt?.inter ?? 0,
            exempt?.intra ?? 0,
          ],
          ['Non-GST supply', nonGst?.inter ?? 0, nonGst?.intra ?? 0],
        ]}
        drill={{
          'From a supplier under composition scheme, exempt and nil rated supply': '5gst',
          'Non-GST supply': '5nongst',
        }}
        onOpen={onOpen}
      />
      <ReturnTable
        title="6.1 Payment of tax"
        columns={[
          'Tax',
          'Payable',
          'Paid from integrated credit',
          'From central credit',
          'From state credit',
          'In cash',
        ]}
        rows={[paidRow('Integrated tax', 'igst'), paidRow('Central tax', 'cgst'), paidRow('State/UT tax', 'sgst')]}
      />
    </div>
  );
}
