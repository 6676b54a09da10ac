import { rupeesText } from '@app/shared/money';
import { PARTY_SIGN, VOUCHER_TYPES } from '@app/shared/books/voucher-types';
import { stockLines, type VoucherRecord } from '#lib/books/voucher-record';
import { batchGet } from '#lib/db/batch';
import { asRecord } from '#lib/db/items';
import { voucherKey, voucherRows } from '#lib/db/vouchers';
import { element, escaped, expiryText, message, quantityOf } from './tally-xml';

/**
 * A company's vouchers as Tally XML (issue 35), for the accountant who keeps the books in Tally:
 * every voucher in the books, in date order, with its number, date, party and narration, its
 * ledger entries as posted, and an invoice's stock lines (quantity billed and free, rate, batch)
 * allocated to its sales or purchase ledger. Tally's signs are Hisaab's: a debit is negative.
 * Imported back into Hisaab (a fresh company), the invoices are rebuilt from their lines and give
 * the same entries, so the trial balance and the stock are the same.
 */

/** Ledger and product names as they are now (a rename after posting is Tally's name too). */
interface CurrentNames {
  ledgers: ReadonlyMap<string, string>;
  products: ReadonlyMap<string, string>;
}

const ledgerEntry = (name: string, amount: number, bills = '') =>
  `<ALLLEDGERENTRIES.LIST>${element('LEDGERNAME', name)}<ISDEEMEDPOSITIVE>${amount < 0 ? 'Yes' : 'No'}</ISDEEMEDPOSITIVE><AMOUNT>${rupeesText(amount)}</AMOUNT>${bills}</ALLLEDGERENTRIES.LIST>`;

const billAllocation = (name: string, type: string, amount: number) =>
  `<BILLALLOCATIONS.LIST>${element('NAME', name)}${element('BILLTYPE', type)}<AMOUNT>${rupeesText(amount)}</AMOUNT></BILLALLOCATIONS.LIST>`;

/**
 * The party entry's bill-wise details, as Tally keeps a party's dues: a sales or purchase invoice
 * makes a bill under its number (New Ref); a receipt or payment settles the invoices it settles
 * (Agst Ref), the rest on account.
 */
function partyBills(voucher: VoucherRecord, amount: number): string {
  const type = voucher.voucher_type;
  if (type === 'Sales' || type === 'Purchase') return billAllocation(voucher.voucher_number, 'New Ref', amount);
  if (type !== 'Receipt' && type !== 'Payment') return '';
  const sign = Math.sign(amount);
  const settled = (voucher.settles ?? []).map((each) =>
    billAllocation(each.voucher_number, 'Agst Ref', sign * each.amount),
  );
  const rest = Math.abs(amount) - (voucher.settles ?? []).reduce((sum, each) => sum + each.amount, 0);
  return settled.length === 0
    ? ''
    : `${settled.join('')}${rest > 0 ? billAllocation('', 'On Account', sign * rest) : ''}`;
}

/**
 * An invoice's stock lines, allocated to its sales or purchase ledger (the accounting line after
 * the party's), and what of that ledger's amount is not theirs (an additional charge). A note that
 * changes a price moves no stock: it has none.
 */
function stockEntries(voucher: VoucherRecord, names: CurrentNames) {
  const lines = voucher.note_kind === 'value' || voucher.note_kind === 'increase' ? [] : stockLines(voucher.lines);
  const main = voucher.accounting[1];
  const sign = -PARTY_SIGN[voucher.voucher_type];
  const allocated = lines.reduce((sum, line) => sum + sign * line.taxable, 0);
  if (lines.length === 0 || !main || Math.sign(main.amount) !== sign || Math.abs(main.amount) < Math.abs(allocated))
    return { xml: '', main: undefined, allocated: 0 };
  const mainName = names.ledgers.get(main.ledger_id) ?? main.ledger_name;
  const xml = lines
    .map((line) => {
      const moved = line.quantity + (line.free_quantity ?? 0);
      const amount = rupeesText(sign * line.taxable);
      const batch = line.batch
        ? `<BATCHALLOCATIONS.LIST><GODOWNNAME>Main Location</GODOWNNAME>${element('BATCHNAME', line.batch.number)}${element(
            'EXPIRYPERIOD',
            line.batch.expiry ? expiryText(line.batch.expiry) : undefined,
          )}<AMOUNT>${amount}</AMOUNT>${element('ACTUALQTY', quantityOf(moved, line.unit))}${element(
            'BILLEDQTY',
            quantityOf(line.quantity, line.unit),
          )}</BATCHALLOCATIONS.LIST>`
        : '';
      return `<ALLINVENTORYENTRIES.LIST>${element('STOCKITEMNAME', names.products.get(line.product_id) ?? line.name)}<RATE>${rupeesText(
        line.rate,
      )}/${escaped(line.unit)}</RATE><AMOUNT>${amount}</AMOUNT>${element('ACTUALQTY', quantityOf(moved, line.unit))}${element(
        'BILLEDQTY',
        quantityOf(line.quantity, line.unit),
      )}${batch}<ACCOUNTINGALLOCATIONS.LIST>${element('LEDGERNAME', mainName)}<AMOUNT>${amount}</AMOUNT></ACCOUNTINGALLOCATIONS.LIST></ALLINVENTORYENTRIES.LIST>`;
    })
    .join('');
  return { xml, main, allocated };
}

function voucherXml(voucher: VoucherRecord, names: CurrentNames): string {
  const type = voucher.voucher_type;
  const stock = stockEntries(voucher, names);
  const entries = voucher.accounting
    .map((line) => ({
      name: names.ledgers.get(line.ledger_id) ?? line.ledger_name,
      amount: line === stock.main ? line.amount - stock.allocated : line.amount,
      party: line.ledger_id === voucher.party_id,
    }))
    .filter((line) => line.amount !== 0)
    .map((line) => ledgerEntry(line.name, line.amount, line.party ? partyBills(voucher, line.amount) : ''))
    .join('');
  const party = voucher.party_id ? (names.ledgers.get(voucher.party_id) ?? voucher.party.name) : undefined;
  return message(
    `<VOUCHER REMOTEID="${voucher.voucher_id}" VCHTYPE="${type}" ACTION="Create">${element(
      'DATE',
      voucher.date.replaceAll('-', ''),
    )}${element('GUID', voucher.voucher_id)}${element('NARRATION', voucher.narration)}${element(
      'VOUCHERTYPENAME',
      type,
    )}${element('VOUCHERNUMBER', voucher.voucher_number)}${element('PARTYLEDGERNAME', party)}${
      stock.xml ? '<ISINVOICE>Yes</ISINVOICE>' : ''
    }${stock.xml}${entries}</VOUCHER>`,
  );
}

/** Every voucher in the books, in date order, as Tally messages. */
export async function tallyVoucherMessages(companyId: string, names: CurrentNames): Promise<string[]> {
  const rows = await voucherRows<{ voucher_id: string }>(
    companyId,
    { start: '0000-00-00', end: '9999-12-31' },
    { types: VOUCHER_TYPES, includeCancelled: false, terms: [] },
    true,
  );
  const items = await batchGet(
    rows.map((row) => voucherKey(companyId, row.voucher_id)),
    true,
  );
  const byId = new Map(items.map((item) => [String(item.voucher_id), asRecord(item) as unknown as VoucherRecord]));
  return rows.flatMap((row) => {
    const voucher = byId.get(row.voucher_id);
    return voucher?.status === 'active' ? [voucherXml(voucher, names)] : [];
  });
}
