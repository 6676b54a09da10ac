import { rupeesText } from '@app/shared/money';
import { PERCENT_PLACES, scaledToText } from '@app/shared/decimal';
import { unitOf } from '@app/shared/reference/units';
import { listLiveAccountingGroups, type AccountingGroupRecord } from '#lib/db/accounting-groups';
import { listLedgerRecords } from '#lib/db/ledgers';
import { listProductRecords } from '#lib/db/product-records';
import type { ProductRecord } from '#lib/db/products';
import { tallyGroupName } from './import-masters';
import { tallyVoucherMessages } from './export-vouchers';
import { element, escaped, expiryText, message, quantityOf } from './tally-xml';

/**
 * A company's books as a Tally XML import file (issue 35), for the accountant who keeps the books
 * in Tally: its own groups (parents first), the units its stock items use, its ledgers with their
 * opening balances, addresses, GSTINs and bank details, its stock items with HSN, GST rate and
 * opening stock by batch, then its vouchers (export-vouchers.ts). Written in ERP 9's flat fields,
 * which Tally Prime reads too, in Tally's signs: a debit negative, a stock's value too. Imported
 * back into Hisaab (a fresh company), it gives the same trial balance and stock.
 */

/** The company's own groups, each after its parent. */
function parentsFirst(groups: readonly AccountingGroupRecord[]): AccountingGroupRecord[] {
  const byId = new Map(groups.map((group) => [group._id, group]));
  const depth = (group: AccountingGroupRecord): number => {
    const parent = group.parent_id ? byId.get(group.parent_id) : undefined;
    return parent ? 1 + depth(parent) : 0;
  };
  return groups.filter((group) => !group.is_default).sort((a, b) => depth(a) - depth(b));
}

function stockItemXml(product: ProductRecord): string {
  const unit = product.unit;
  const rate = `${rupeesText(product.opening_rate)}/${unit}`;
  const batches = (product.opening_batches ?? []).map(
    (batch) =>
      `<BATCHALLOCATIONS.LIST><GODOWNNAME>Main Location</GODOWNNAME>${element('BATCHNAME', batch.number)}${element(
        'EXPIRYPERIOD',
        batch.expiry ? expiryText(batch.expiry) : undefined,
      )}${element('OPENINGBALANCE', quantityOf(batch.quantity, unit))}</BATCHALLOCATIONS.LIST>`,
  );
  // Tally marks a rate that holds in every state with '&#4; Any'.
  const gst =
    product.hsn_code || product.tax_rate !== null
      ? `<GSTDETAILS.LIST><APPLICABLEFROM>20170701</APPLICABLEFROM>${element('HSNCODE', product.hsn_code)}${element(
          'TAXABILITY',
          product.taxability,
        )}<STATEWISEDETAILS.LIST><STATENAME>&#4; Any</STATENAME><RATEDETAILS.LIST><GSTRATEDUTYHEAD>Integrated Tax</GSTRATEDUTYHEAD>${element(
          'GSTRATE',
          scaledToText(product.tax_rate ?? 0, PERCENT_PLACES),
        )}</RATEDETAILS.LIST></STATEWISEDETAILS.LIST></GSTDETAILS.LIST>`
      : '';
  return message(
    `<STOCKITEM NAME="${escaped(product.stock_item_name)}" ACTION="Create">${element('BASEUNITS', unit)}${element(
      'OPENINGBALANCE',
      quantityOf(product.opening_balance, unit),
    )}${element('OPENINGVALUE', rupeesText(-product.opening_value))}${element('OPENINGRATE', rate)}${gst}${batches.join(
      '',
    )}</STOCKITEM>`,
  );
}

export async function tallyBooksXml(companyId: string, companyName: string): Promise<string> {
  const [groups, ledgers, products] = await Promise.all([
    listLiveAccountingGroups(companyId),
    listLedgerRecords(companyId),
    listProductRecords(companyId),
  ]);
  const groupNames = new Map(groups.map((group) => [group._id, group.name]));
  const parentName = (id: string | null, written: string | null) =>
    tallyGroupName((id ? groupNames.get(id) : undefined) ?? written ?? '');
  const liveProducts = products.filter((product) => !product.is_deleted);
  const units = [...new Set(liveProducts.map((product) => product.unit))].sort();
  const parts = [
    ...parentsFirst(groups).map((group) =>
      message(
        `<GROUP NAME="${escaped(group.name)}" ACTION="Create">${element('PARENT', parentName(group.parent_id, group.parent))}</GROUP>`,
      ),
    ),
    ...units.map((code) => {
      const unit = unitOf(code);
      const decimals = unit?.si_representation === 'decimal' ? '3' : '0';
      return message(
        `<UNIT NAME="${escaped(code)}" ACTION="Create">${element('NAME', code)}${element(
          'ORIGINALNAME',
          unit?.unit_name,
        )}<ISSIMPLEUNIT>Yes</ISSIMPLEUNIT><DECIMALPLACES>${decimals}</DECIMALPLACES></UNIT>`,
      );
    }),
    ...ledgers
      .filter((ledger) => !ledger.is_deleted)
      .map((ledger) => {
        const address = ledger.mailing_address
          ? `<ADDRESS.LIST TYPE="String">${element('ADDRESS', ledger.mailing_address)}</ADDRESS.LIST>`
          : '';
        // Hisaab keeps a credit positive, as Tally writes it.
        return message(
          `<LEDGER NAME="${escaped(ledger.ledger_name)}" ACTION="Create">${address}${element(
            'PARENT',
            parentName(ledger.parent_id, ledger.parent),
          )}${element('PARTYGSTIN', ledger.tin)}${element('LEDSTATENAME', ledger.mailing_state)}${element(
            'PINCODE',
            ledger.mailing_pincode,
          )}${element('BANKINGCONFIGBANK', ledger.bank_name)}${element('BANKDETAILS', ledger.account_number)}${element(
            'IFSCODE',
            ledger.bank_ifsc,
          )}${element('OPENINGBALANCE', rupeesText(ledger.opening_balance))}</LEDGER>`,
        );
      }),
    ...liveProducts.map(stockItemXml),
    ...(await tallyVoucherMessages(companyId, {
      ledgers: new Map(ledgers.map((ledger) => [ledger._id, ledger.ledger_name])),
      products: new Map(products.map((product) => [product.product_id, product.stock_item_name])),
    })),
  ];
  return `<ENVELOPE><HEADER><TALLYREQUEST>Import Data</TALLYREQUEST></HEADER><BODY><IMPORTDATA><REQUESTDESC><REPORTNAME>All Masters</REPORTNAME><STATICVARIABLES>${element(
    'SVCURRENTCOMPANY',
    companyName,
  )}</STATICVARIABLES></REQUESTDESC><REQUESTDATA>${parts.join('\n')}</REQUESTDATA></IMPORTDATA></BODY></ENVELOPE>\n`;
}
