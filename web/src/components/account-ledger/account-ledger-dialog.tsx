import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Ledger } from '@app/shared/books/ledger-docs';
import { EXPENSE_GST_TREATMENTS } from '@app/shared/gst/supply-class';
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
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import {
  ACCOUNT_LEDGER_MESSAGES as M,
  accountGroups,
  accountLedgerDraft,
  accountLedgerInput,
  accountLedgerResolver,
  hasGstTreatment,
  type AccountLedgerDraft,
} from './account-ledger-form';
import { useAccountingGroups, useSaveAccountLedger } from './account-ledger-api';

const fieldId = (name: string) => `account-ledger-${name}`;

/** What each GST treatment means, under the picker. */
const TREATMENT_HINTS: Record<(typeof EXPENSE_GST_TREATMENTS)[number], string> = {
  Taxable: 'GST on bills booked here is input credit.',
  'Blocked credit': 'Section 17(5): the GST is a cost of this expense, not credit (a car, food, club fees).',
  Exempt: 'Exempt supplies: no GST, shown in GSTR-3B table 5.',
  'Nil Rated': 'Nil-rated supplies: GST at 0%, shown in GSTR-3B table 5.',
  'Non-GST': 'Outside GST (petrol, electricity duty...): shown in GSTR-3B table 5.',
};

/**
 * Adds a ledger that is not a customer or supplier, or edits one (issues 32 and 33): its name,
 * group and opening balance, and for an expense or fixed asset its GST treatment.
 */
export function AccountLedgerDialog({
  companyId,
  ledger,
  open,
  onOpenChange,
}: {
  companyId: string;
  /** The ledger edited; none to add one. */
  ledger?: Ledger;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const groups = useAccountingGroups(companyId, open);
  const save = useSaveAccountLedger(companyId);
  const form = useForm<AccountLedgerDraft>({
    defaultValues: accountLedgerDraft(ledger),
    resolver: accountLedgerResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  useEffect(() => {
    if (open) form.reset(accountLedgerDraft(ledger));
  }, [open, ledger, form]);
  const parentId = useWatch({ control: form.control, name: 'parent_id' });
  const treatment = useWatch({ control: form.control, name: 'gst_treatment' });
  const all = groups.data ?? [];
  const treated = hasGstTreatment(all, parentId);
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    (draft) =>
      save.mutate(
        { id: ledger?._id, input: accountLedgerInput(draft, companyId, treated, ledger) },
        {
          onSuccess: () => {
            notify.success(ledger ? M.updated : M.created);
            onOpenChange(false);
          },
          onError: (error) => {
            if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
              form.setError('name', { message: error.message }, { shouldFocus: true });
              notify.error(error.message);
              return;
            }
            notify.error(M.failed);
          },
        },
      ),
    () => notify.error(M.fixErrors),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{ledger ? `Edit ${ledger.ledger_name}` : 'Add Ledger'}</DialogTitle>
          <DialogDescription>
            An expense, income, asset or liability account. Customers and suppliers are added from their own pages.
          </DialogDescription>
        </DialogHeader>
        {!groups.data ? (
          <Skeleton aria-label="Loading" className="h-48 w-full" />
        ) : (
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.stopPropagation();
              void submit(event);
            }}
          >
            <FormField id={fieldId('name')} label="Ledger Name" required error={errors.name?.message}>
              <Input
                id={fieldId('name')}
                autoComplete="off"
                placeholder="e.g. Electricity"
                aria-invalid={!!errors.name}
                disabled={ledger?.is_default}
                {...form.register('name')}
              />
            </FormField>
            <FormField id={fieldId('group')} label="Group" required error={errors.parent_id?.message}>
              <NativeSelect
                id={fieldId('group')}
                aria-invalid={!!errors.parent_id}
                disabled={ledger?.is_default}
                {...form.register('parent_id')}
              >
                <option value="">Choose a group</option>
                {accountGroups(all).map((group) => (
                  <option key={group._id} value={group._id}>
                    {group.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <OpeningBalanceField
              id={fieldId('opening_amount')}
              control={form.control}
              amount="opening_amount"
              side="opening_side"
              error={errors.opening_amount?.message}
              hint="Dr: an asset or expense when your books began. Cr: a liability or income."
            />
            {treated && (
              <FormField id={fieldId('gst')} label="GST Treatment" hint={TREATMENT_HINTS[treatment]}>
                <NativeSelect id={fieldId('gst')} {...form.register('gst_treatment')}>
                  {EXPENSE_GST_TREATMENTS.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? 'Saving...' : ledger ? 'Save' : 'Add Ledger'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
