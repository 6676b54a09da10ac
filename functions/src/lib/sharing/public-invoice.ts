import { paiseToRupees, thousandthsToUnits } from '@app/shared/money';
import { upiPaymentUri } from '@app/shared/payments/upi';
import type { PublicInvoice } from '@app/shared/sharing/invoice-link-docs';
import { dueOf } from '#lib/books/invoice-due';
import type { VoucherRecord } from '#lib/books/voucher-record';
import type { CompanyRecord } from '#lib/db/companies';

const STATUSES = { Paid: 'paid', 'Partially Paid': 'partly paid', Unpaid: 'unpaid' } as const;

/**
 * A shared invoice as its public page shows it (issue 37): what the printed invoice says, and a
 * UPI payment for what is still due when the company has a UPI ID. Nothing else of the books
 * (the buyer's balance, other invoices, the company's ids) goes out.
 */
export function publicInvoiceOf(company: CompanyRecord, voucher: VoucherRecord, expiresAt: string): PublicInvoice {
  const due = voucher.status === 'active' ? dueOf(voucher) : 0;
  const payee = company.mailing_name ?? company.name;
  return {
    seller: {
      name: payee,
      address: [
        company.address_1,
        company.address_2,
        [company.state, company.pinCode].filter(Boolean).join(' - '),
      ].filter((line): line is string => Boolean(line)),
      gstin: company.tin ?? null,
      phone: company.number ? `${company.code ?? '+91'} ${company.number}` : null,
      email: company.email ?? null,
    },
    invoice: {
      number: voucher.voucher_number,
      date: voucher.date,
      due_date: voucher.due_date,
      buyer: voucher.party.name,
      lines: voucher.lines.map((line) => ({
        name: line.name,
        quantity: thousandthsToUnits(line.quantity),
        unit: line.unit,
        rate: paiseToRupees(line.rate),
        taxable: paiseToRupees(line.taxable),
        tax_rate: line.tax_rate / 100,
        total: paiseToRupees(line.total),
      })),
      taxable: paiseToRupees(voucher.taxable),
      tax: paiseToRupees(voucher.tax),
      round_off: paiseToRupees(voucher.round_off),
      grand_total: paiseToRupees(voucher.grand_total),
      balance_due: paiseToRupees(due),
      status: voucher.status === 'active' ? STATUSES[voucher.payment_status] : 'cancelled',
    },
    upi:
      company.upi_id && due > 0
        ? {
            uri: upiPaymentUri({
              vpa: company.upi_id,
              payeeName: payee,
              amount: due,
              invoiceNumber: voucher.voucher_number,
            }),
            vpa: company.upi_id,
            amount: paiseToRupees(due),
          }
        : null,
    expires_at: expiresAt,
  };
}
