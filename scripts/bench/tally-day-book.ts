import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { invoiceFigures, lineFigures } from '../../shared/src/books/invoice-maths';
import { MONEY_PLACES, scaledToText } from '../../shared/src/decimal';

/**
 * A Tally Prime export of a distributor's year (issue 35's benchmark): masters (customers,
 * suppliers, a bank, sales, purchase, GST and round-off ledgers, stock items with openings) and
 * `vouchers` vouchers from `from` to `to`: 70% sales of 1 to 5 stock lines, 10% purchases, 15%
 * receipts, 5% payments. A quarter of the customers are in Karnataka (IGST). Written as Prime
 * writes it: UTF-16 with a byte-order mark, Tally's debit-negative amounts, '&#4; Any'.
 */

const CUSTOMERS = 200;
const SUPPLIERS = 20;
const ITEMS = 300;
const RATES = [1200, 1800, 500];

const rupees = (paise: number) => scaledToText(paise, MONEY_PLACES);
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const tallyDate = (iso: string) => iso.replaceAll('-', '');

const message = (body: string) => ` <TALLYMESSAGE xmlns:UDF="TallyUDF">${body}</TALLYMESSAGE>\n`;
const ledger = (name: string, parent: string, extra = '') =>
  message(`<LEDGER NAME="${escape(name)}" RESERVEDNAME=""><PARENT>${escape(parent)}</PARENT>${extra}</LEDGER>`);
const entry = (name: string, debit: number) =>
  `<ALLLEDGERENTRIES.LIST><LEDGERNAME>${escape(name)}</LEDGERNAME><ISDEEMEDPOSITIVE>${debit > 0 ? 'Yes' : 'No'}</ISDEEMEDPOSITIVE><AMOUNT>${rupees(-debit)}</AMOUNT></ALLLEDGERENTRIES.LIST>`;

const customer = (i: number) => `Chemist ${i}`;
const supplier = (i: number) => `Distributor ${i}`;
const item = (i: number) => `Medicine ${i}`;
const rateOf = (i: number) => RATES[i % RATES.length] ?? 1200;

function masters(): string {
  const parts: string[] = [];
  for (let i = 0; i < CUSTOMERS; i++)
    parts.push(
      ledger(customer(i), 'Sundry Debtors', `<LEDSTATENAME>${i % 4 ? 'Maharashtra' : 'Karnataka'}</LEDSTATENAME>`),
    );
  for (let i = 0; i < SUPPLIERS; i++)
    parts.push(
      ledger(
        supplier(i),
        'Sundry Creditors',
        '<LEDSTATENAME>Maharashtra</LEDSTATENAME><GSTREGISTRATIONTYPE>Regular</GSTREGISTRATIONTYPE><PARTYGSTIN>27AAPFU0939F1ZV</PARTYGSTIN>',
      ),
    );
  parts.push(ledger('HDFC Bank', 'Bank Accounts', '<OPENINGBALANCE>-500000.00</OPENINGBALANCE>'));
  parts.push(
    ledger(
      'Capital Account',
      'Capital Account',
      `<OPENINGBALANCE>${rupees(500_000_00 + ITEMS * 100_000)}</OPENINGBALANCE>`,
    ),
  );
  for (const name of ['Sales GST', 'Purchase GST', 'CGST', 'SGST', 'IGST', 'Rounding Off']) {
    const parent = name.startsWith('Sales')
      ? 'Sales Accounts'
      : name.startsWith('Purchase')
        ? 'Purchase Accounts'
        : name === 'Rounding Off'
          ? 'Indirect Expenses'
          : 'Duties & Taxes';
    parts.push(ledger(name, parent));
  }
  parts.push(message('<UNIT NAME="Nos" RESERVEDNAME=""><NAME>Nos</NAME><ISSIMPLEUNIT>Yes</ISSIMPLEUNIT></UNIT>'));
  for (let i = 0; i < ITEMS; i++) {
    const rate = rateOf(i);
    parts.push(
      message(
        `<STOCKITEM NAME="${item(i)}" RESERVEDNAME=""><BASEUNITS>Nos</BASEUNITS><OPENINGBALANCE> 100 Nos</OPENINGBALANCE>` +
          `<OPENINGVALUE>-1000.00</OPENINGVALUE><OPENINGRATE>10.00/Nos</OPENINGRATE><GSTDETAILS.LIST><APPLICABLEFROM>20170701</APPLICABLEFROM>` +
          `<HSNCODE>30049099</HSNCODE><TAXABILITY>Taxable</TAXABILITY><STATEWISEDETAILS.LIST><STATENAME>&#4; Any</STATENAME>` +
          `<RATEDETAILS.LIST><GSTRATEDUTYHEAD>Integrated Tax</GSTRATEDUTYHEAD><GSTRATE> ${rate / 100}</GSTRATE></RATEDETAILS.LIST>` +
          `</STATEWISEDETAILS.LIST></GSTDETAILS.LIST></STOCKITEM>`,
      ),
    );
  }
  return parts.join('');
}

/** Voucher `i` of the year: its type by i, its figures by Hisaab's (and Tally's) per-line GST. */
function voucher(i: number, date: string, serials: Record<string, number>): string {
  const roll = i % 20;
  const type = roll < 14 ? 'Sales' : roll < 16 ? 'Purchase' : roll < 19 ? 'Receipt' : 'Payment';
  const number = String((serials[type] = (serials[type] ?? 0) + 1));
  const head = `<VOUCHER REMOTEID="bench-${i}" VCHTYPE="${type}" ACTION="Create"><DATE>${tallyDate(date)}</DATE><GUID>bench-${i}</GUID><VOUCHERTYPENAME>${type}</VOUCHERTYPENAME><VOUCHERNUMBER>${type === 'Purchase' ? `B${i}` : number}</VOUCHERNUMBER>`;
  if (type === 'Receipt' || type === 'Payment') {
    const party = type === 'Receipt' ? customer(i % CUSTOMERS) : supplier(i % SUPPLIERS);
    const amount = (100 + (i % 5000)) * 100;
    const sign = type === 'Receipt' ? 1 : -1;
    return message(`${head}${entry(party, -sign * amount)}${entry('HDFC Bank', sign * amount)}</VOUCHER>`);
  }
  const sale = type === 'Sales';
  const partyIndex = sale ? i % CUSTOMERS : i % SUPPLIERS;
  const party = sale ? customer(partyIndex) : supplier(partyIndex);
  const intraState = !sale || partyIndex % 4 !== 0;
  const lines = Array.from({ length: 1 + (i % 5) }, (_, n) => {
    const index = (i * 7 + n * 13) % ITEMS;
    const quantity = (1 + ((i + n) % 20)) * 1000;
    const rate = (10 + ((i * 3 + n) % 200)) * 100;
    return {
      index,
      quantity,
      rate,
      figures: lineFigures({ quantity, rate, discount: 0, tax_rate: rateOf(index) }, intraState),
    };
  });
  const totals = invoiceFigures(
    lines.map((line) => line.figures),
    0,
  );
  const side = sale ? -1 : 1;
  const stock = lines
    .map(
      (line) =>
        `<ALLINVENTORYENTRIES.LIST><STOCKITEMNAME>${item(line.index)}</STOCKITEMNAME><RATE>${rupees(line.rate)}/Nos</RATE>` +
        `<AMOUNT>${rupees(-side * line.figures.amount)}</AMOUNT><ACTUALQTY> ${line.quantity / 1000} Nos</ACTUALQTY><BILLEDQTY> ${line.quantity / 1000} Nos</BILLEDQTY>` +
        `<ACCOUNTINGALLOCATIONS.LIST><LEDGERNAME>${sale ? 'Sales GST' : 'Purchase GST'}</LEDGERNAME><AMOUNT>${rupees(-side * line.figures.amount)}</AMOUNT></ACCOUNTINGALLOCATIONS.LIST></ALLINVENTORYENTRIES.LIST>`,
    )
    .join('');
  const taxes = [
    ['CGST', totals.cgst],
    ['SGST', totals.sgst],
    ['IGST', totals.igst],
    ['Rounding Off', totals.round_off],
  ] as const;
  const entries =
    entry(party, -side * totals.grand_total) +
    taxes
      .filter(([, amount]) => amount !== 0)
      .map(([name, amount]) => entry(name, side * amount))
      .join('');
  return message(`${head}<PARTYLEDGERNAME>${party}</PARTYLEDGERNAME>${stock}${entries}</VOUCHER>`);
}

/** Writes the export to `path`; its size in bytes. */
export async function writeTallyDayBook(path: string, options: { vouchers: number; from: string; to: string }) {
  const out = createWriteStream(path);
  let bytes = 0;
  const write = async (text: string) => {
    const chunk = Buffer.from(text, 'utf16le');
    bytes += chunk.length;
    if (!out.write(chunk)) await once(out, 'drain');
  };
  await write(
    '\uFEFF<ENVELOPE><HEADER><TALLYREQUEST>Import Data</TALLYREQUEST></HEADER><BODY><IMPORTDATA><REQUESTDESC><REPORTNAME>All Masters</REPORTNAME>' +
      '<STATICVARIABLES><SVCURRENTCOMPANY>Bench Pharma Distributors</SVCURRENTCOMPANY></STATICVARIABLES></REQUESTDESC><REQUESTDATA>\n',
  );
  await write(masters());
  const start = Date.parse(options.from);
  const days = Math.max(1, (Date.parse(options.to) - start) / 86_400_000 + 1);
  const serials: Record<string, number> = {};
  for (let i = 0; i < options.vouchers; i++) {
    const date = new Date(start + Math.floor((i * days) / options.vouchers) * 86_400_000).toISOString().slice(0, 10);
    await write(voucher(i, date, serials));
  }
  await write('</REQUESTDATA></IMPORTDATA></BODY></ENVELOPE>\n');
  out.end();
  await once(out, 'finish');
  return bytes;
}
