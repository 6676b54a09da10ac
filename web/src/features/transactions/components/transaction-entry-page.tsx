import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { GENERIC_ERROR_MESSAGE } from '@app/shared/api/generic-error';
import type { Voucher } from '@app/shared/books/voucher-docs';
import { indianDate } from '@app/shared/financial-year';
import { DateField } from '@/components/date-field';
import { RupeeInput } from '@/components/decimal-input';
import { FormField } from '@/components/form-field';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useCashBankAccounts } from '@/components/cash-bank/cash-bank-accounts';
import { AccountButtons } from '@/components/cash-bank/account-buttons';
import { notify } from '@/lib/toast';
import { SettleInvoicesCard } from '@/components/settle-invoices/settle-invoices-card';
import { settleIssues } from '@/components/settle-invoices/settle-form';
import { useNextNumber } from '../api/get-next-number';
import { usePartyLedgers } from '../api/list-ledgers';
import { useTransactionForm } from '../hooks/use-transaction-form';
import type { SettlingInvoice } from '@/components/settle-invoices/use-settle-invoices';
import type { TransactionType } from '../transaction-form';
import { NotesField } from './fields/notes-field';
import { VoucherNumberBadge } from './voucher-number-badge';
import { PartyPicker } from './fields/party-picker';
import { TransactionSummary } from './transaction-summary';

export interface TransactionEntryPageProps {
  companyId: string;
  type: TransactionType;
  /** Edit mode (/transactions/update/{type}/{voucher_id}): the voucher as loaded. */
  voucher?: Voucher;
  /** Opened from an invoice's Record Payment (issue 19): its party and the invoice to settle. */
  settling?: SettlingInvoice;
  onBack: () => void;
  onSaved: (voucher: Voucher) => void;
}

const errorId = (id: string, error: string | undefined) => (error ? `${id}-error` : undefined);

/** Spec 2: Payment / Receipt entry, a new voucher or an existing one. */
export function TransactionEntryPage(props: TransactionEntryPageProps) {
  const { companyId, type, voucher, settling, onBack, onSaved } = props;
  const lower = type.toLowerCase();
  const nextNumber = useNextNumber(companyId, type, !voucher);
  const accounts = useCashBankAccounts(companyId);
  const parties = usePartyLedgers(companyId);
  const { form, draft, submit, saving, amount, settle } = useTransactionForm({
    companyId,
    type,
    voucher,
    nextNumber: nextNumber.data,
    accounts: accounts.data,
    parties: parties.data,
    settling,
    onSaved,
  });
  const [today] = useState(indianDate);
  const settleProblems = settleIssues(settle.rows ?? [], settle.amounts, amount);
  const { errors } = form.formState;

  // Spec 8: a number, account or party list that cannot be read gets the generic message.
  const loadFailed = nextNumber.isError || accounts.isError || parties.isError || settle.failed;
  useEffect(() => {
    if (loadFailed) notify.error(GENERIC_ERROR_MESSAGE);
  }, [loadFailed]);

  const number = voucher?.voucher_number ?? nextNumber.data;
  const partyLabel = type === 'Payment' ? 'Pay To' : 'Receive From';

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeader
        title={`${type} Entry`}
        badge={<VoucherNumberBadge number={number} />}
        description={voucher ? `Update this ${lower} transaction` : `Create a new ${lower} transaction`}
        onBack={onBack}
      />

      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={`${type} Entry`}
        className="grid gap-6 lg:grid-cols-[2fr_1fr]"
      >
        <div className="flex min-w-0 flex-col gap-6">
          <Card>
            <CardContent className="grid gap-5 sm:grid-cols-2">
              <FormField id="transaction-type" label="Transaction Type">
                <Input id="transaction-type" value={type} readOnly aria-readonly="true" className="bg-muted" />
              </FormField>
              <FormField id="transaction-date" label="Transaction Date" required error={errors.date?.message}>
                <Controller
                  control={form.control}
                  name="date"
                  render={({ field }) => (
                    <DateField
                      id="transaction-date"
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      max={indianDate()}
                      invalid={!!errors.date}
                      describedBy={errorId('transaction-date', errors.date?.message)}
                    />
                  )}
                />
              </FormField>
              <FormField
                id="transaction-number"
                label="Transaction Number"
                required
                error={errors.transactionNumber?.message}
                // The server numbers receipts and payments itself, gap-free: the box shows that number.
                hint="Assigned by the server"
              >
                <Input
                  id="transaction-number"
                  readOnly
                  aria-readonly="true"
                  aria-invalid={!!errors.transactionNumber}
                  className="bg-muted font-mono"
                  {...form.register('transactionNumber')}
                />
              </FormField>
              <FormField id="transaction-amount" label="Amount" required error={errors.amount?.message}>
                <Controller
                  control={form.control}
                  name="amount"
                  render={({ field }) => (
                    <RupeeInput
                      id="transaction-amount"
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      aria-invalid={!!errors.amount}
                      aria-describedby={errorId('transaction-amount', errors.amount?.message)}
                    />
                  )}
                />
              </FormField>
              <FormField
                id="transaction-account"
                label="Cash / Bank Account"
                required
                error={errors.accountId?.message}
                className="sm:col-span-2"
              >
                <Controller
                  control={form.control}
                  name="accountId"
                  render={({ field }) => (
                    <AccountButtons
                      id="transaction-account"
                      companyId={companyId}
                      accounts={accounts.data}
                      value={field.value}
                      onChange={field.onChange}
                      invalid={!!errors.accountId}
                      describedBy={errorId('transaction-account', errors.accountId?.message)}
                    />
                  )}
                />
              </FormField>
              <FormField
                id="transaction-party"
                label={partyLabel}
                required
                error={errors.partyId?.message}
                className="sm:col-span-2"
              >
                <Controller
                  control={form.control}
                  name="partyId"
                  render={({ field }) => (
                    <PartyPicker
                      id="transaction-party"
                      parties={parties.data}
                      value={field.value}
                      onChange={field.onChange}
                      invalid={!!errors.partyId}
                      describedBy={errorId('transaction-party', errors.partyId?.message)}
                    />
                  )}
                />
              </FormField>
              <div className="sm:col-span-2">
                <NotesField
                  id="transaction-notes"
                  length={draft.notes.length}
                  error={errors.notes?.message}
                  field={form.register('notes')}
                />
              </div>
            </CardContent>
          </Card>
          {draft.partyId && (
            <SettleInvoicesCard
              type={type}
              rows={settle.rows}
              amounts={settle.amounts}
              amount={amount}
              today={today}
              errors={settleProblems.byRow}
              error={settleProblems.whole}
              onChange={settle.change}
              onOldestFirst={settle.spreadOldestFirst}
            />
          )}
        </div>
        <TransactionSummary type={type} amount={amount} saving={saving} editing={!!voucher} />
      </form>
    </div>
  );
}
