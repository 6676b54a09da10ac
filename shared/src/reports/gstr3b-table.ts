import { stateNameOf } from '../gst/state-codes';
import type { Gstr3bDoc } from './gstr3b-docs';
import type { StatementRow, StatementTable } from './statement-rows';

/**
 * GSTR-3B as one statement table (issue 33), the way its files are made (CSV, Excel, the PDF of
 * the print engine): each of the portal's tables a heading row, then its rows with the taxable
 * value and each head's tax.
 */
export function gstr3bTable(doc: Gstr3bDoc, period: string): StatementTable {
  const { sup_details: supplies, inter_sup: interState, itc_elg: credit, inward_sup: inward } = doc.return;
  const heading = (label: string): StatementRow => ({ cells: [label], depth: 0, strong: true });
  const row = (label: string, taxable: number | null, igst: number | null, cgst: number | null, sgst: number | null) =>
    ({ cells: [label, taxable, igst, cgst, sgst], depth: 1 }) satisfies StatementRow;
  const taxes = (heads: { iamt: number; camt?: number; samt?: number } | undefined) =>
    [heads?.iamt ?? 0, heads?.camt ?? 0, heads?.samt ?? 0] as const;
  const credited = (type: string) => credit.itc_avl.find((entry) => entry.ty === type);
  const inwardOf = (type: string) => inward.isup_details.find((entry) => entry.ty === type);
  const { payment } = doc;
  const headsRow = (label: string, heads: { igst: number; cgst: number; sgst: number }) =>
    row(label, null, heads.igst, heads.cgst, heads.sgst);
  return {
    title: 'GSTR-3B',
    period,
    header: ['Particulars', 'Taxable value', 'Integrated tax', 'Central tax', 'State/UT tax'],
    rows: [
      heading('3.1 Outward supplies and inward supplies liable to reverse charge'),
      row('(a) Outward taxable supplies', supplies.osup_det.txval, ...taxes(supplies.osup_det)),
      row('(b) Zero rated', supplies.osup_zero.txval, supplies.osup_zero.iamt, null, null),
      row('(c) Nil rated and exempted', supplies.osup_nil_exmp.txval, null, null, null),
      row('(d) Inward supplies liable to reverse charge', supplies.isup_rev.txval, ...taxes(supplies.isup_rev)),
      row('(e) Non-GST outward supplies', supplies.osup_nongst.txval, null, null, null),
      heading('3.2 Inter-state supplies to unregistered persons'),
      ...interState.unreg_details.map((entry) =>
        row(`${entry.pos}-${stateNameOf(entry.pos) ?? ''}`, entry.txval, entry.iamt, null, null),
      ),
      heading('4 Eligible ITC'),
      row('(A)(1) Import of goods', null, ...taxes(credited('IMPG'))),
      row('(A)(2) Import of services', null, ...taxes(credited('IMPS'))),
      row('(A)(3) Inward supplies liable to reverse charge (other than 1 & 2 above)', null, ...taxes(credited('ISRC'))),
      row('(A)(5) All other ITC', null, ...taxes(credited('OTH'))),
      row(
        '(B)(1) Reversed: rules 38, 42, 43 and section 17(5)',
        null,
        ...taxes(credit.itc_rev.find((e) => e.ty === 'RUL')),
      ),
      row('(C) Net ITC available', null, ...taxes(credit.itc_net)),
      heading('5 Exempt, nil rated and non-GST inward supplies'),
      row('Exempt and nil rated, inter-state', inwardOf('GST')?.inter ?? 0, null, null, null),
      row('Exempt and nil rated, intra-state', inwardOf('GST')?.intra ?? 0, null, null, null),
      row('Non-GST, inter-state', inwardOf('NONGST')?.inter ?? 0, null, null, null),
      row('Non-GST, intra-state', inwardOf('NONGST')?.intra ?? 0, null, null, null),
      heading('6.1 Payment of tax'),
      headsRow('Tax payable', payment.payable),
      headsRow('Paid from integrated tax credit', payment.used.igst),
      headsRow('Paid from central tax credit', payment.used.cgst),
      headsRow('Paid from state/UT tax credit', payment.used.sgst),
      headsRow('Paid in cash', payment.cash),
      headsRow('Credit carried forward', payment.carried),
    ],
  };
}
