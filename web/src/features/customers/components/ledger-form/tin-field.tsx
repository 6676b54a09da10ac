import { Loader2, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { LedgerForm } from './text-field';

/** Spec 9: 'Fetch Details' only pretends to look the TIN up, for 2 seconds. */
export const FAKE_TIN_FETCH_MS = 2000;

/**
 * The customer's TIN (GSTIN), with 'Fetch Details': a 2-second spinner and no call (spec 2; the
 * GST network lookup is not part of the product yet).
 */
export function TinField({ form, required }: { form: LedgerForm; required: boolean }) {
  const [fetching, setFetching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const error = form.formState.errors.tin?.message;
  const field = form.register('tin');
  return (
    <FormField
      id="ledger-tin"
      label="TIN / GSTIN"
      required={required}
      error={error}
      hint="15 characters, e.g. 27AAPFU0939F1ZV"
    >
      <div className="flex gap-2">
        <Input
          id="ledger-tin"
          maxLength={15}
          autoComplete="off"
          aria-invalid={!!error}
          aria-describedby={error ? 'ledger-tin-error' : undefined}
          {...field}
          onChange={(event) => {
            event.target.value = event.target.value.toUpperCase();
            void field.onChange(event);
          }}
        />
        <Button
          type="button"
          variant="outline"
          disabled={fetching}
          aria-busy={fetching}
          onClick={() => {
            setFetching(true);
            timer.current = setTimeout(() => setFetching(false), FAKE_TIN_FETCH_MS);
          }}
        >
          {fetching ? <Loader2 className="animate-spin" /> : <Search />} Fetch Details
        </Button>
      </div>
    </FormField>
  );
}
