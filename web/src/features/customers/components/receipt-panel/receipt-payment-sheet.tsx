import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import type { Ledger } from '@app/shared/books/ledger-docs';
import { NOTES_MAX } from '@app/shared/books/voucher-input';
import { indianDate } from '@app/shared/financial-year';
import { DateField } from '@/components/date-field';
import { RupeeInput } from '@/components/decimal-input';
import { FormField } from '@/components/form-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Textarea } from '@/components/ui/textarea';
import { useCashBankAccounts } from '@/components/cash-bank/cash-bank-accounts';
import { AccountButtons } from '@/components/cash-bank/account-buttons';
import { notify } from '@/lib/toast';
import { SettleInvoicesCard } from '@/components/settle-invoices/settle-invoices-card';
import { settleIssues, settlesOf } from '@/components/settle-invoices/settle-form';
import { useSettleInvoices } from '@/components/settle-invoices/use-settle-invoices';
import { cn } from '@/lib/utils';
import { useRecordTransaction } from '../../api/record-transaction';
import { PANEL_MESSAGES, isRefusal } from '../../messages';
import {
  amountPaise,
  defaultAccount,
  emptyReceiptDraft,
  isReceiptComplete,
  receiptIssues,
  transactionPayload,
  type ReceiptDraft,
  type ReceiptField,
  type TransactionKind,
} from '../../receipt-form';
import { BalanceCard } from './balance-card';
import { ComingSoonToggle } from './coming-soon-toggle';

const receiptResolver: Resolver<ReceiptDraft> = (draft) => {
  const issues = receiptIssues(draft);
  if (issues.length === 0) return { values: draft, errors: {} };
  const errors: FieldErrors<ReceiptDraft> = {};
  for (const { field, message } of issues) errors[field] ??= { type: 'validate', message };
  return { values: {}, errors };
};

/** The server's refusals that belong to one of the panel's fields (it checks the same rules). */
const FIELD_OF_MESSAGE: Record<string, ReceiptField> = {
  [PANEL_MESSAGES.amount]: 'amount',
  [PANEL_MESSAGES.dateFuture]: 'date',
  [PANEL_MESSAGES.account]: 'account_id',
  [PANEL_MESSAGES.notes]: 'notes',
};

const TEXT = {
  Receipt: { title: 'Record Receipt', description: 'Money you got from', success: PANEL_MESSAGES.received },
  Payment: { title: 'Record Payment', description: 'Money you gave to', success: PANEL_MESSAGES.given },
} as const;

export interface ReceiptPaymentSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: TransactionKind;
  customer: Ledger;
  companyId: string;
  /** After a saved receipt or payment (spec 2: the user goes to /transactions). */
  onRecorded: () => void;
}

/** Spec 2 'Receipt/Payment side panel': You Got (a receipt) or You give (a payment) for one customer. */
export function ReceiptPaymentSheet({
  open,
  onOpenChange,
  kind,
  customer,
  companyId,
  onRecorded,
}: ReceiptPaymentSheetProps) {
  const accounts = useCashBankAccounts(companyId, open);
  const record = useRecordTransaction(companyId);
  const fallbackAccount = useMemo(() => defaultAccount(accounts.data ?? [])?._id ?? '', [accounts.data]);
  const form = useForm<ReceiptDraft>({
    defaultValues: emptyReceiptDraft(fallbackAccount),
    resolver: receiptResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const draft = useWatch({ control: form.control }) as ReceiptDraft;
  const { errors } = form.formState;

  // A fresh form for each opening; the default account (Cash) once the accounts are in.
  useEffect(() => {
    if (open) form.reset(emptyReceiptDraft(form.getValues('account_id') || fallbackAccount));
  }, [open, form]); // eslint-disable-line react-hooks/exhaustive-deps -- only on opening
  useEffect(() => {
    if (fallbackAccount && !form.getValues('account_id')) form.setValue('account_id', fallbackAccount);
  }, [fallbackAccount, form]);

  const [today] = useState(indianDate);
  const amountTyped = amountPaise(draft.amount);
  const settle = useSettleInvoices({ companyId, type: kind, partyId: open ? customer._id : '', amount: amountTyped });
  const settleProblems = settleIssues(settle.rows ?? [], settle.amounts, amountTyped);

  const reset = () => {
    form.reset(emptyReceiptDraft(fallbackAccount));
    settle.reset();
  };

  const submit = form.handleSubmit(
    (values) => {
      const account = accounts.data?.find((a) => a._id === values.account_id);
      if (!account) {
        form.setError('account_id', { message: PANEL_MESSAGES.account });
        notify.error(PANEL_MESSAGES.fixErrors);
        return;
      }
      if (settleProblems.whole || Object.keys(settleProblems.byRow).length > 0) {
        notify.error(settleProblems.whole ?? Object.values(settleProblems.byRow)[0] ?? PANEL_MESSAGES.fixErrors);
        return;
      }
      const settles = settlesOf(settle.rows ?? [], settle.amounts);
      record.mutate(transactionPayload(kind, values, customer, account, companyId, settles), {
        onSuccess: () => {
          notify.success(TEXT[kind].success);
          onOpenChange(false);
          reset();
          onRecorded();
        },
        onError: (error) => {
          if (!isRefusal(error)) {
            notify.error(PANEL_MESSAGES.failed);
            return;
          }
          notify.error(error.message);
          const field = FIELD_OF_MESSAGE[error.message];
          if (field) form.setError(field, { message: error.message });
        },
      });
    },
    () => notify.error(PANEL_MESSAGES.fixErrors),
  );

  const complete = isReceiptComplete(draft) && draft.account_id !== '';
  const notesLength = draft.notes.length;
  const id = (field: string) => `receipt-${field}`;

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-full gap-0 sm:max-w-md">
        <SheetHeader className="border-b">
          <SheetTitle>{TEXT[kind].title}</SheetTitle>
          <SheetDescription>
            {TEXT[kind].description} {customer.ledger_name}
          </SheetDescription>
        </SheetHeader>
        <form
          id="receipt-form"
          noValidate
          onSubmit={(event) => void submit(event)}
          className="flex flex-1 flex-col gap-5 overflow-y-auto p-4"
        >
          <BalanceCard customer={customer} />
          <FormField id={id('amount')} label="Amount" required error={errors.amount?.message}>
            <Controller
              control={form.control}
              name="amount"
              render={({ field }) => (
                <RupeeInput
                  id={id('amount')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  aria-invalid={!!errors.amount}
                  autoFocus
                />
              )}
            />
          </FormField>
          <Controller
            control={form.control}
            name="date"
            render={({ field }) => (
              <FormField id={id('date')} label="Date" required error={errors.date?.message}>
                <DateField
                  id={id('date')}
                  value={field.value}
                  onChange={field.onChange}
                  pickOnly
                  pattern="dd-MM-yyyy"
                  max={indianDate()}
                  invalid={!!errors.date}
                />
              </FormField>
            )}
          />
          <Controller
            control={form.control}
            name="account_id"
            render={({ field }) => (
              <FormField
                id={id('account')}
                label={kind === 'Receipt' ? 'Received In' : 'Paid From'}
                required
                error={errors.account_id?.message}
              >
                <AccountButtons
                  id={id('account')}
                  companyId={companyId}
                  accounts={accounts.data}
                  // Cash shows chosen from the first paint; the effect above puts it in the form.
                  value={field.value || fallbackAccount}
                  onChange={field.onChange}
                  invalid={!!errors.account_id}
                />
              </FormField>
            )}
          />
          <SettleInvoicesCard
            type={kind}
            rows={settle.rows}
            amounts={settle.amounts}
            amount={amountTyped}
            today={today}
            errors={settleProblems.byRow}
            error={settleProblems.whole}
            onChange={settle.change}
            onOldestFirst={settle.spreadOldestFirst}
            className="gap-3 py-4 shadow-none"
          />
          <FormField id={id('notes')} label="Additional Notes" error={errors.notes?.message}>
            <Textarea
              id={id('notes')}
              rows={3}
              placeholder="Optional"
              aria-invalid={!!errors.notes}
              aria-describedby={id('notes-count')}
              {...form.register('notes')}
            />
            <p
              id={id('notes-count')}
              className={cn(
                'text-muted-foreground -mt-1 self-end text-xs tabular-nums',
                notesLength > NOTES_MAX && 'text-destructive',
              )}
            >
              {notesLength}/{NOTES_MAX}
            </p>
          </FormField>
          <div className="flex flex-col gap-3">
            <ComingSoonToggle id={id('sms')} label="Send SMS" />
            <ComingSoonToggle id={id('email')} label="Send Email" />
          </div>
        </form>
        <SheetFooter className="flex-row flex-wrap items-center justify-end gap-2 border-t">
          <Button type="button" variant="outline" className="mr-auto" onClick={reset} disabled={record.isPending}>
            Reset Form
          </Button>
          {!complete && (
            <Badge variant="outline" className="border-amber-300 text-amber-700 dark:text-amber-300">
              {PANEL_MESSAGES.incomplete}
            </Badge>
          )}
          <Button type="submit" form="receipt-form" disabled={record.isPending || !isReceiptComplete(draft)}>
            {record.isPending ? 'Processing...' : TEXT[kind].title}
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
