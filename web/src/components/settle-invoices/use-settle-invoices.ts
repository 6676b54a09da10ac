import { useMemo, useState } from 'react';
import type { Voucher } from '@app/shared/books/voucher-docs';
import { numberText } from '@app/shared/decimal';
import { useOpenInvoices } from './open-invoices';
import { oldestFirst, settleRowsOf, type SettleAmounts } from './settle-form';
import type { Paise } from '@app/shared/money';

/** An invoice's Record Payment: the party, and the invoice settled with what is due on it (rupees). */
export interface SettlingInvoice {
  partyId: string;
  invoiceId: string;
  due: number;
}

interface Options {
  companyId: string;
  /** A receipt settles sales invoices, a payment purchases. */
  type: 'Receipt' | 'Payment';
  partyId: string;
  /** The voucher's amount as typed, in paise. */
  amount: Paise;
  voucher?: Voucher;
  settling?: SettlingInvoice;
}

const amountsOf = (voucher: Voucher | undefined): SettleAmounts =>
  Object.fromEntries((voucher?.settles ?? []).map((entry) => [entry.vouchar_id, numberText(entry.amount) ?? '']));

/** What the boxes start with: the edited voucher's settlements, or Record Payment's invoice. */
const initialAmounts = (voucher: Voucher | undefined, settling: SettlingInvoice | undefined): SettleAmounts =>
  settling ? { [settling.invoiceId]: numberText(settling.due) ?? '' } : amountsOf(voucher);

/**
 * Issue 19: what a receipt (payment) settles. The party's open invoices are the rows; until the
 * user types a row's amount, the amount goes oldest due first; a changed party starts afresh. An
 * edit starts from what the voucher settles; Record Payment from the invoice it was opened from.
 */
export function useSettleInvoices({ companyId, type, partyId, amount, voucher, settling }: Options) {
  const side = type === 'Receipt' ? 'Sales' : 'Purchase';
  const open = useOpenInvoices(companyId, partyId, side);
  const editing = voucher?.party_name_id === partyId ? voucher : undefined;
  const rows = useMemo(() => (open.data ? settleRowsOf(open.data, editing) : undefined), [open.data, editing]);
  const [amounts, setAmounts] = useState<SettleAmounts>(() => initialAmounts(voucher, settling));
  const [typed, setTyped] = useState(voucher !== undefined || settling !== undefined);
  const [party, setParty] = useState(partyId);

  if (party !== partyId) {
    setParty(partyId);
    setAmounts(editing ? amountsOf(editing) : {});
    setTyped(editing !== undefined);
  }

  const shown = typed || !rows ? amounts : oldestFirst(amount, rows);
  return {
    rows,
    amounts: shown,
    loading: open.isLoading,
    failed: open.isError,
    change: (invoiceId: string, text: string) => {
      setTyped(true);
      setAmounts({ ...shown, [invoiceId]: text });
    },
    spreadOldestFirst: () => {
      setTyped(false);
      setAmounts({});
    },
    reset: () => {
      setTyped(false);
      setAmounts({});
    },
  };
}
