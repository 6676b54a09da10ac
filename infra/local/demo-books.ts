import { groupOf, ledgerFieldsFrom } from '@app/functions/lib/books/ledger-fields';
import { createVoucher } from '@app/functions/lib/books/posting';
import { createLedger, listLedgerRecords } from '@app/functions/lib/db/ledgers';
import { ledgerInputSchema, type LedgerFormValues } from '@app/shared/books/ledgers';
import { voucherInputSchema, type VoucherPayload } from '@app/shared/books/voucher-input';
import { indianDate } from '@app/shared/financial-year';

/**
 * Two customers (one in another state) and a supplier, as the customer form would create them, and
 * the shop's bank account with money in it (a debit) when the books began.
 */
const LEDGERS: Omit<LedgerFormValues, 'company_id'>[] = [
  {
    name: 'Sharma Medical Hall',
    parent: 'Debtors',
    mailing_country: 'India',
    mailing_state: 'Maharashtra',
    mailing_address: '12 Station Road, Pune',
    tin: '27AAPFU0939F1ZV',
    code: '+91',
    number: '9822012345',
  },
  {
    name: 'Bengaluru Health Mart',
    parent: 'Debtors',
    mailing_country: 'India',
    mailing_state: 'Karnataka',
    mailing_address: '4 MG Road, Bengaluru',
    tin: '29AAGCB7383J1Z4',
  },
  {
    name: 'Haryana Pharma Distributors',
    parent: 'Creditors',
    mailing_country: 'India',
    mailing_state: 'Haryana',
    mailing_address: 'Sector 18, Gurugram',
    tin: '06AABCO6063D1ZQ',
  },
  {
    name: 'HDFC Bank Current A/c',
    parent: 'Bank Accounts',
    bank_name: 'HDFC Bank',
    account_number: '50200012345678',
    bank_ifsc: 'HDFC0000123',
    bank_branch: 'Camp, Pune',
    opening_balance: '-150000',
  },
];

/**
 * Seeds the demo company's books through the same code the API runs: its ledgers, a purchase that
 * stocks the shelf (a new batch of Paracetamol among it), two sales (one inter-state, with IGST;
 * the Paracetamol taken first-expiry-first-out), a credit note for goods returned from the
 * inter-state sale, and a receipt, all dated today.
 */
export async function seedDemoBooks(companyId: string, userId: string, products: Map<string, string>): Promise<void> {
  const ids: string[] = [];
  for (const ledger of LEDGERS) {
    const input = ledgerInputSchema.parse({ ...ledger, company_id: companyId });
    const fields = ledgerFieldsFrom(input, await groupOf(companyId, input), true);
    ids.push((await createLedger(companyId, { ...fields, image_key: null }, userId))._id);
  }
  const [local, karnataka, supplier] = ids as [string, string, string];
  const item = (name: string, quantity: number, rate: number) => ({
    item_id: products.get(name) ?? '',
    quantity,
    rate,
  });
  const today = indianDate();
  const vouchers: VoucherPayload[] = [
    {
      company_id: companyId,
      voucher_type: 'Purchase',
      voucher_number: 'HPD/2611',
      date: today,
      party_name_id: supplier,
      items: [
        item('Cetirizine 10 mg (strip of 10)', 60, 1.1),
        item('Cough Syrup 100 ml', 24, 72),
        { ...item('Paracetamol 500 mg (strip of 10)', 200, 1.6), batch_number: 'P2407', batch_expiry: '06/2028' },
      ],
    },
    {
      company_id: companyId,
      voucher_type: 'Sales',
      date: today,
      party_name_id: local,
      paid_amount: 500,
      items: [item('Paracetamol 500 mg (strip of 10)', 100, 2.5), item('Hand Sanitizer 500 ml', 4, 160)],
    },
    {
      company_id: companyId,
      voucher_type: 'Sales',
      date: today,
      party_name_id: karnataka,
      items: [item('Cough Syrup 100 ml', 10, 95), item('ORS Powder 21 g', 40, 22)],
    },
  ];
  const posted = [];
  for (const [index, payload] of vouchers.entries()) {
    posted.push((await createVoucher(voucherInputSchema.parse(payload), userId, `demo-${index}`)).voucher);
  }
  const returned: VoucherPayload = {
    company_id: companyId,
    voucher_type: 'Credit Note',
    date: today,
    party_name_id: karnataka,
    original_voucher_id: posted[2]?.voucher_id,
    narration: 'Two bottles returned: seal broken in transit',
    items: [{ original_line: 0, quantity: 2 }],
  };
  await createVoucher(voucherInputSchema.parse(returned), userId, 'demo-return');
  const cash = (await listLedgerRecords(companyId)).find((ledger) => ledger.ledger_name === 'Cash')?._id ?? '';
  const receipt: VoucherPayload = {
    company_id: companyId,
    voucher_type: 'Receipt',
    date: today,
    party_name_id: local,
    payment_mode: 'Cash',
    accounting: [
      { ledger_id: local, amount: 300 },
      { ledger_id: cash, amount: -300 },
    ],
  };
  await createVoucher(voucherInputSchema.parse(receipt), userId, 'demo-receipt');
}
