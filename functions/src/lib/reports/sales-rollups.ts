import { paiseToRupees, thousandthsToUnits } from '@app/shared/money';
import { NOTE_OF, typeAttribute, type InvoiceType } from '@app/shared/books/voucher-types';
import { hsnFiguresBetween, type CompanyDayRecord } from '#lib/db/day-rollups';

/**
 * Sums of sales net of credit notes: invoices (notes are not counted), quantity (thousandths),
 * taxable value, tax and its parts (paise). The roll-ups take a note's figures back from its side.
 */
export interface SalesFigures {
  invoices: number;
  quantity: number;
  taxable: number;
  tax: number;
  cgst: number;
  sgst: number;
  igst: number;
}

const NO_SALES: SalesFigures = { invoices: 0, quantity: 0, taxable: 0, tax: 0, cgst: 0, sgst: 0, igst: 0 };

const FIELDS: Record<string, keyof SalesFigures> = {
  n: 'invoices',
  q: 'quantity',
  t: 'taxable',
  x: 'tax',
  c: 'cgst',
  s: 'sgst',
  i: 'igst',
};

/**
 * Counters edited or cancelled back to zero stay in the day items, at zero: such rows are no
 * sales. A period with only a credit note counts no invoice but has (negative) figures.
 */
const hasSales = (figures: SalesFigures) => Object.values(FIELDS).some((field) => figures[field] !== 0);

/** Sales of one HSN code at one tax rate (hundredths of a percent), to registered buyers (b2b) or not. */
export interface HsnSales extends SalesFigures {
  hsn: string;
  rate: number;
  /** Sales to buyers with a GSTIN. */
  registered: boolean;
}

function addInto<K>(
  into: Map<K, SalesFigures>,
  key: K,
  field: keyof SalesFigures,
  value: number,
  make: () => SalesFigures,
) {
  const figures = into.get(key) ?? make();
  figures[field] += value;
  into.set(key, figures);
}

/**
 * Sales per HSN code, tax rate and kind of buyer over a period, from the HSN figures of its whole
 * years, whole months and edge days (one item each, whatever the number of invoices). Intra- and
 * inter-state supplies are added together. An invoice counts once in each period it is in; the
 * periods read do not overlap, so counts add up.
 */
export async function salesByHsn(companyId: string, start: string, end: string): Promise<HsnSales[]> {
  const rows = new Map<string, HsnSales>();
  for (const day of await hsnFiguresBetween(companyId, start, end)) {
    for (const [name, value] of Object.entries(day)) {
      const [side, hsn = '', rate = '0', , field = ''] = name.split('#');
      if ((side !== 'sb' && side !== 'sc') || !FIELDS[field] || typeof value !== 'number') continue;
      const key = `${side}#${hsn}#${rate}`;
      addInto(rows as Map<string, SalesFigures>, key, FIELDS[field], value, () => ({
        ...NO_SALES,
        hsn,
        rate: Number(rate),
        registered: side === 'sb',
      }));
    }
  }
  return [...rows.values()].filter(hasSales);
}

/** Sales per customer over a period, from the customer figures of its periods (`p#<party>#<field>`). */
export function salesByParty(days: readonly CompanyDayRecord[]): Map<string, SalesFigures> {
  const parties = new Map<string, SalesFigures>();
  for (const day of days) {
    for (const [name, value] of Object.entries(day)) {
      if (!name.startsWith('p#') || typeof value !== 'number') continue;
      const [, party = '', field = ''] = name.split('#');
      const figure = FIELDS[field];
      if (figure) addInto(parties, party, figure, value, () => ({ ...NO_SALES }));
    }
  }
  return new Map([...parties].filter(([, figures]) => hasSales(figures)));
}

/**
 * A figure of one side of the company's days (`count`, `total`, `taxable`, `tax`) over a period:
 * the invoices', their reducing notes', what debit notes raising sales added (sales side only),
 * and the net: sales less credit notes plus raises, purchases less debit notes.
 */
export function sideOfDays(days: Iterable<CompanyDayRecord>, type: InvoiceType, figure: string) {
  const [invoice, note] = [typeAttribute(type), typeAttribute(NOTE_OF[type])];
  let [invoices, notes, raises] = [0, 0, 0];
  for (const day of days) {
    invoices += day[`${invoice}_${figure}`] ?? 0;
    notes += day[`${note}_${figure}`] ?? 0;
    if (type === 'Sales') raises += day[`sales_debit_note_${figure}`] ?? 0;
  }
  return { invoices, notes, raises, net: invoices - notes + raises };
}

/**
 * The period's sales totals from the company's day figures: every sales invoice less every credit
 * note (what the customers were credited back) plus every debit note raising a sale, with the
 * number of each.
 */
export function salesTotals(days: readonly CompanyDayRecord[]) {
  const count = sideOfDays(days, 'Sales', 'count');
  return {
    invoices: count.invoices,
    notes: count.notes,
    raises: count.raises,
    grand_total: sideOfDays(days, 'Sales', 'total').net,
    taxable: sideOfDays(days, 'Sales', 'taxable').net,
    tax: sideOfDays(days, 'Sales', 'tax').net,
  };
}

/**
 * A summary page's meta: its paging and the Grand Total row over every matching row (not only the
 * page), in units and rupees. Without additional charges per row, a row's grand total is its value.
 */
export function salesMeta(
  page: { page: number; limit: number; total: number },
  rows: readonly SalesFigures[],
  period: { start_date: string; end_date: string },
) {
  const sum = (pick: (row: SalesFigures) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const value = paiseToRupees(sum((row) => row.taxable + row.tax));
  return {
    ...page,
    quantity: thousandthsToUnits(sum((row) => row.quantity)),
    total_value: value,
    grand_total: value,
    taxable_value: paiseToRupees(sum((row) => row.taxable)),
    tax_amount: paiseToRupees(sum((row) => row.tax)),
    start_date: period.start_date,
    end_date: period.end_date,
  };
}
