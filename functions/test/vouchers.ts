import { randomUUID } from 'node:crypto';
import type { Voucher, VoucherList } from '@app/shared/books/voucher-docs';
import type { VoucherPayload } from '@app/shared/books/voucher-input';
import { indianDate } from '@app/shared/financial-year';
import { callLocalApi, type ApiResponse } from './api';
import { api, dataOf } from './fixtures';
import type { TestUser } from './users';

export const INVOICES = '/api/v1/invoices';

export interface ItemLine {
  item_id: string;
  quantity: number | string;
  rate: number | string;
  tax_rate?: number;
  discount_amount?: number;
  batch_number?: string;
  batch_expiry?: string;
}

/** A Sales (or Purchase) invoice payload as the invoice form sends it, dated today. */
export const invoiceBody = (
  companyId: string,
  type: 'Sales' | 'Purchase',
  partyId: string,
  items: ItemLine[],
  overrides: Partial<VoucherPayload> = {},
): VoucherPayload => ({
  company_id: companyId,
  voucher_type: type,
  date: indianDate(),
  party_name_id: partyId,
  items,
  ...(type === 'Purchase' ? { voucher_number: `B-${randomUUID().slice(0, 6)}` } : {}),
  ...overrides,
});

/** A note against an invoice, dated today: per line [index in the invoice, quantity returned]. */
export const noteBody = (
  invoice: Voucher,
  lines: [number, number][],
  type: 'Credit Note' | 'Debit Note' = 'Credit Note',
): VoucherPayload => ({
  company_id: invoice.company_id,
  voucher_type: type,
  date: indianDate(),
  party_name_id: invoice.party_name_id,
  original_voucher_id: invoice._id,
  items: lines.map(([line, quantity]) => ({ original_line: line, quantity })),
});

/** A receipt or payment as the side panel sends it: the party and the account, opposite signs. */
export const transactionBody = (
  companyId: string,
  type: 'Receipt' | 'Payment',
  partyId: string,
  accountId: string,
  rupees: number,
  overrides: Partial<VoucherPayload> = {},
): VoucherPayload => {
  const sign = type === 'Receipt' ? 1 : -1;
  return {
    company_id: companyId,
    voucher_type: type,
    date: indianDate(),
    party_name_id: partyId,
    payment_mode: 'Cash',
    grand_total: rupees,
    accounting: [
      { ledger_id: partyId, amount: sign * rupees },
      { ledger_id: accountId, amount: -sign * rupees },
    ],
    items: [],
    ...overrides,
  };
};

/** POST /invoices/create/vouchar[/tax] with an Idempotency-Key (a fresh one unless given). */
export function sendVoucher(user: TestUser, body: VoucherPayload, key: string | null = randomUUID(), tax = false) {
  return callLocalApi(`${INVOICES}/create/vouchar${tax ? '/tax' : ''}`, {
    method: 'POST',
    token: user.idToken,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
  });
}

export async function postVoucher(user: TestUser, body: VoucherPayload, key?: string): Promise<Voucher> {
  const response = await sendVoucher(user, body, key);
  if (response.status !== 201) throw new Error(`voucher not posted: ${JSON.stringify(response.body)}`);
  return dataOf<Voucher>(response);
}

export const getVoucher = async (user: TestUser, companyId: string, id: string) =>
  dataOf<Voucher>(await api.get(`${INVOICES}/get/vouchar/${id}?company_id=${companyId}`, user.idToken));

export const updateVoucherRequest = (user: TestUser, id: string, body: VoucherPayload): Promise<ApiResponse> =>
  api.put(`${INVOICES}/update/vouchar/${id}`, user.idToken, body);

export async function listVoucherPage(user: TestUser, path: string, query: Record<string, string | number>) {
  const params = new URLSearchParams(
    Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)])),
  );
  const response = await api.get(`${path}?${params.toString()}`, user.idToken);
  if (response.status !== 200) throw new Error(`list failed: ${JSON.stringify(response.body)}`);
  return dataOf<VoucherList>(response);
}

/** The id of a company's ledger by name (Cash, Sales, Output CGST...). */
export async function ledgerIdByName(user: TestUser, companyId: string, name: string): Promise<string> {
  const response = await api.get(`/api/v1/ledger/view/all/ledgers?company_id=${companyId}`, user.idToken);
  const ledgers = dataOf<{ _id: string; ledger_name: string }[]>(response);
  const ledger = ledgers.find((candidate) => candidate.ledger_name === name);
  if (!ledger) throw new Error(`no ledger named ${name}`);
  return ledger._id;
}
