import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import type { Product } from '@app/shared/catalogue/product-docs';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { ApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/failure-message';
import { notify } from '@/lib/toast';
import { useSaveProduct } from '../../api/save-product';
import { CATALOGUE_MESSAGES } from '../../messages';
import {
  emptyProductDraft,
  isStepComplete,
  isStepValid,
  productDraftFrom,
  productInputFrom,
  productIssues,
  PRODUCT_STEPS,
  stepsFor,
  type ProductDraft,
  type ProductField,
} from '../../product-form';
import { CategoryDrawer } from '../category-drawer';
import { GroupDrawer } from '../group-drawer';
import { AdditionalInfoStep } from './additional-info-step';
import { AdvancedSettingsStep } from './advanced-settings-step';
import { BasicDetailsStep } from './basic-details-step';
import { ProductStepper } from './product-stepper';

interface DrawerContext {
  companyId: string;
  taxEnabled: boolean;
}

/** The shared rules, shown at the fields they concern. */
const productResolver: Resolver<ProductDraft, DrawerContext> = (draft, context) => {
  const issues = productIssues(draft, context?.companyId ?? '', context?.taxEnabled ?? false);
  if (issues.length === 0) return { values: draft, errors: {} };
  const errors: FieldErrors<ProductDraft> = {};
  for (const { field, message } of issues) errors[field] ??= { type: 'validate', message };
  return { values: {}, errors };
};

const stepOf = (field: string) => PRODUCT_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));

/** The server's problems with fields the drawer shows (a 400), in the drawer's terms. */
const serverIssuesOf = (error: unknown) =>
  error instanceof ApiError
    ? error.fieldErrors.filter((issue): issue is { field: ProductField; message: string } => stepOf(issue.field) >= 0)
    : [];

/** Issue 18: batches are switched on only before a product's first voucher (the server's rule). */
export const BATCHES_LOCKED =
  'Batches can be switched on only for a product with no vouchers yet: add a new product for batch-wise stock';

const hasVouchers = (product: Product) => product.purchase_qty !== 0 || product.sales_qty !== 0;

export interface ProductDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: string;
  /** Spec 2.13: the third step, and the tax rules, only when the company has tax on. */
  taxEnabled: boolean;
  /** Edit mode when given. */
  product?: Product;
  onSaved?: (product: Product) => void;
}

/** Spec 2.13 and 4: create or edit a product in two or three steps. */
export function ProductDrawer({ open, onOpenChange, companyId, taxEnabled, product, onSaved }: ProductDrawerProps) {
  const save = useSaveProduct(companyId);
  const initial = useMemo(() => (product ? productDraftFrom(product) : emptyProductDraft()), [product]);
  const form = useForm<ProductDraft, DrawerContext>({
    defaultValues: initial,
    resolver: productResolver,
    context: { companyId, taxEnabled },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [step, setStep] = useState(0);
  const [adding, setAdding] = useState<'category' | 'group' | null>(null);
  useEffect(() => {
    if (open) form.reset(initial);
  }, [open, initial, form]);
  // Each opening starts at the first step.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setStep(0);
  }

  const draft = useWatch({ control: form.control }) as ProductDraft;
  const steps = stepsFor(taxEnabled);
  const last = steps.length - 1;
  const valid = (at: number) => isStepValid(at, draft, taxEnabled);
  // Forward only through valid steps; back always.
  const canGoTo = (target: number) =>
    target < step || Array.from({ length: target - step }, (_, i) => step + i).every(valid);

  const submit = form.handleSubmit(
    (values) =>
      save.mutate(
        { id: product?._id, input: productInputFrom(values, companyId) },
        {
          onSuccess: (saved) => {
            notify.success(product ? CATALOGUE_MESSAGES.productUpdated : CATALOGUE_MESSAGES.productCreated);
            onOpenChange(false);
            form.reset(emptyProductDraft());
            setStep(0);
            onSaved?.(saved);
          },
          onError: (error) => {
            notify.error(failureMessage(error));
            // The server's word at its field (an opening batch, batches switched on too late), on its step.
            const issues = serverIssuesOf(error);
            for (const { field, message } of issues) form.setError(field, { type: 'server', message });
            const [first] = issues;
            if (first) setStep(Math.min(stepOf(first.field), last));
          },
        },
      ),
    () => {
      // Spec 5: only the first error, as a toast; the drawer shows its step.
      const [first] = productIssues(form.getValues(), companyId, taxEnabled);
      if (!first) return;
      notify.error(first.message);
      setStep(Math.min(stepOf(first.field), last));
    },
  );

  const reset = () => {
    form.reset(initial);
    setStep(0);
  };
  const label = product ? 'Update Product' : 'Create Product';

  return (
    <>
      <Sheet open={open} onOpenChange={onOpenChange}>
        <SheetContent side="right" className="w-full gap-0 sm:max-w-2xl">
          <SheetHeader className="border-b">
            <SheetTitle>{label}</SheetTitle>
            <SheetDescription>
              {product ? 'Change how this item is named, stocked and taxed.' : 'Add an item you buy or sell.'}
            </SheetDescription>
          </SheetHeader>
          <ProductStepper
            titles={steps.map((s) => s.title)}
            current={step}
            complete={(at) => isStepComplete(at, draft, taxEnabled)}
            canGoTo={canGoTo}
            onSelect={setStep}
          />
          <form
            id="product-form"
            onSubmit={(event) => void submit(event)}
            onKeyDown={(event) => {
              // Enter in a box moves on a step, as Next would, rather than saving half a product.
              if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement) || step === last) return;
              event.preventDefault();
              if (valid(step)) setStep(step + 1);
            }}
            noValidate
            className="flex flex-1 flex-col overflow-y-auto p-4"
          >
            <h3 className="mb-4 text-sm font-semibold">{steps[step]?.title}</h3>
            {step === 0 && <BasicDetailsStep form={form} />}
            {step === 1 && (
              <AdditionalInfoStep
                form={form}
                companyId={companyId}
                onAddCategory={() => setAdding('category')}
                onAddGroup={() => setAdding('group')}
                batchesLocked={product && !product.batch_tracked && hasVouchers(product) ? BATCHES_LOCKED : undefined}
              />
            )}
            {step === 2 && taxEnabled && <AdvancedSettingsStep form={form} />}
          </form>
          <SheetFooter className="flex-row flex-wrap justify-end gap-2 border-t">
            <Button type="button" variant="ghost" className="mr-auto" onClick={reset}>
              Reset
            </Button>
            <Button type="button" variant="outline" disabled={step === 0} onClick={() => setStep(step - 1)}>
              Previous
            </Button>
            {step < last && (
              <Button type="button" variant="outline" disabled={!valid(step)} onClick={() => setStep(step + 1)}>
                Next
              </Button>
            )}
            <Button type="submit" form="product-form" disabled={save.isPending}>
              {save.isPending ? (product ? 'Updating...' : 'Creating...') : label}
            </Button>
          </SheetFooter>
        </SheetContent>
      </Sheet>
      <CategoryDrawer
        open={adding === 'category'}
        onOpenChange={(isOpen) => setAdding(isOpen ? 'category' : null)}
        companyId={companyId}
        onSaved={(category) => form.setValue('category_id', category._id, { shouldDirty: true })}
      />
      <GroupDrawer
        open={adding === 'group'}
        onOpenChange={(isOpen) => setAdding(isOpen ? 'group' : null)}
        companyId={companyId}
        onSaved={(group) => form.setValue('group_id', group._id, { shouldDirty: true })}
      />
    </>
  );
}
