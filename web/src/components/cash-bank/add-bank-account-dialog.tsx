import { useForm } from 'react-hook-form';
import type { Ledger } from '@app/shared/books/ledger-docs';
import { FormField } from '@/components/form-field';
import { OpeningBalanceField } from '@/components/opening-balance-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useCreateBankAccount } from './cash-bank-accounts';
import {
  BANK_ACCOUNT_MESSAGES,
  bankAccountInput,
  bankAccountResolver,
  emptyBankAccountDraft,
  type BankAccountDraft,
  type BankAccountTextField,
} from './bank-account-form';

const TEXT_BOXES: { name: BankAccountTextField; label: string; placeholder: string; upperCase?: boolean }[] = [
  { name: 'name', label: 'Account Name', placeholder: 'e.g. HDFC Current A/c' },
  { name: 'bank_name', label: 'Bank Name', placeholder: 'e.g. HDFC Bank' },
  { name: 'account_number', label: 'Account Number', placeholder: '9 to 18 digits' },
  { name: 'bank_ifsc', label: 'IFSC', placeholder: 'e.g. HDFC0001234', upperCase: true },
  { name: 'bank_branch', label: 'Branch', placeholder: 'Optional' },
  { name: 'account_holder', label: 'Account Holder', placeholder: 'Optional' },
];

const fieldId = (name: string) => `bank-account-${name}`;

/**
 * Adds a bank account (a ledger of the Bank Accounts group) from wherever money is received or
 * paid, so a new user can bank a cheque without leaving the form. On success it hands back the
 * new ledger, which the caller chooses.
 */
export function AddBankAccountDialog({
  companyId,
  open,
  onOpenChange,
  onCreated,
}: {
  companyId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (ledger: Ledger) => void;
}) {
  const create = useCreateBankAccount(companyId);
  const form = useForm<BankAccountDraft>({
    defaultValues: emptyBankAccountDraft(),
    resolver: bankAccountResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;

  const close = (next: boolean) => {
    if (!next) form.reset(emptyBankAccountDraft());
    onOpenChange(next);
  };

  const submit = form.handleSubmit(
    (draft) => {
      const dismiss = notify.loading(BANK_ACCOUNT_MESSAGES.creating);
      create.mutate(bankAccountInput(draft, companyId), {
        onSettled: dismiss,
        onSuccess: (ledger) => {
          notify.success(BANK_ACCOUNT_MESSAGES.created);
          onCreated(ledger);
          close(false);
        },
        onError: (error) => {
          // A refusal the user can put right (a name taken, a rule the server caught) stays at its field.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
            const [first] = error.fieldErrors;
            const field = first?.field === 'opening_balance' ? 'opening_amount' : first?.field;
            form.setError(
              field && field in draft ? (field as BankAccountTextField) : 'name',
              { message: first?.message ?? error.message },
              { shouldFocus: true },
            );
            notify.error(error.message);
            return;
          }
          notify.error(BANK_ACCOUNT_MESSAGES.createFailed);
        },
      });
    },
    () => notify.error(BANK_ACCOUNT_MESSAGES.fixErrors),
  );

  const errorOf = (name: BankAccountTextField) => errors[name]?.message;
  const described = (name: BankAccountTextField) => (errorOf(name) ? `${fieldId(name)}-error` : undefined);

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Add Bank Account</DialogTitle>
          <DialogDescription>A bank ledger to receive money into and pay from.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            // The dialog may sit inside another form (the receipt panel): submit only this one.
            event.stopPropagation();
            void submit(event);
          }}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {TEXT_BOXES.map(({ name, label, placeholder, upperCase }) => {
              const field = form.register(name);
              return (
                <FormField
                  key={name}
                  id={fieldId(name)}
                  label={label}
                  required={name === 'name'}
                  error={errorOf(name)}
                  className={name === 'name' ? 'sm:col-span-2' : undefined}
                >
                  <Input
                    id={fieldId(name)}
                    placeholder={placeholder}
                    autoComplete="off"
                    aria-invalid={!!errorOf(name)}
                    aria-describedby={described(name)}
                    {...field}
                    onChange={(event) => {
                      if (upperCase) event.target.value = event.target.value.toUpperCase();
                      void field.onChange(event);
                    }}
                  />
                </FormField>
              );
            })}
            <OpeningBalanceField
              id={fieldId('opening_amount')}
              control={form.control}
              amount="opening_amount"
              side="opening_side"
              error={errorOf('opening_amount')}
              hint="Dr: money in the account when your books began. Cr: an overdraft."
              className="sm:col-span-2"
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Saving...' : 'Add Bank Account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
