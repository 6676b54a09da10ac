import { useMemo, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { voucherInputSchema, type VoucherPayload } from '@app/shared/books/voucher-input';
import type { Bill } from '@app/shared/bills/bill-record';
import type { LedgerOption } from '@app/shared/books/ledger-docs';
import { DEFAULT_EXPIRY_ALERT_DAYS } from '@app/shared/catalogue/batches';
import type { ProductOption } from '@app/shared/catalogue/product-docs';
import { financialYearStart, indianDate } from '@app/shared/financial-year';
import { ApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/failure-message';
import { invoiceFiguresOf } from '@/lib/invoice-form-maths';
import { notify } from '@/lib/toast';
import { issuesResolver } from '../../issues-resolver';
import { BILL_PAGE_MESSAGES } from '../../messages';
import { productValuesOf } from '../../new-product';
import { supplierValuesOf } from '../../new-supplier';
import type { BillFieldKey } from '../../review-fields';
import { isIntraStateSupplier, totalsMismatch } from '../../review-figures';
import { purchasePayloadOf, reviewIssues, type ReviewRules } from '../../review-payload';
import { readLineOf, reviewValuesOf, withProduct, type ReviewValues } from '../../review-values';
import { NewProductDialog } from './new-product-dialog';
import { NewSupplierDialog } from './new-supplier-dialog';
import { ReviewDetails } from './review-details';
import { ReviewLines } from './review-lines';
import { ReviewTotals } from './review-totals';
import { ReviewWarnings } from './review-warnings';

/** The form the page's Create purchase button submits. */
export const REVIEW_FORM_ID = 'bill-review-form';

export interface ReviewCompany {
  id: string;
  /** Its state: intra- or inter-state supply is the supplier's state against it. */
  state: string;
  taxEnabled: boolean;
  /** Issue 34: batches expiring within this many days are flagged (the company's setting). */
  expiryAlertDays?: number;
}

export interface ReviewFormProps {
  bill: Bill;
  company: ReviewCompany;
  suppliers: readonly LedgerOption[];
  products: readonly ProductOption[];
  onFocusField: (key: BillFieldKey) => void;
  /** Posts the purchase; rejects with the server's refusal. */
  onPost: (payload: VoucherPayload) => Promise<unknown>;
}

const resolver = issuesResolver<ReviewValues, ReviewRules>((values, rules) =>
  rules ? reviewIssues(values, rules) : [],
);

/** The server's field names as the form's ('party_name_id' is the supplier picker). */
const formField = (field: string) => (field === 'party_name_id' ? 'party_id' : field);

/**
 * The draft purchase read off the bill, as the purchase invoice form's fields: the supplier (or a
 * new one to create), the bill's number and date, a line per line read (each to be matched to a
 * product, or a new one), and its totals against the bill's. Nothing is posted until Create purchase.
 */
export function ReviewForm({ bill, company, suppliers, products, onFocusField, onPost }: ReviewFormProps) {
  const [dates] = useState(() => ({ today: indianDate(), earliest: financialYearStart() }));
  const form = useForm<ReviewValues, ReviewRules>({
    defaultValues: reviewValuesOf(bill, products),
    resolver,
    // Issue 18: the batch-tracked products, from the pickers' list (below).
    context: { ...dates, isBatchTracked: (id) => rules.isBatchTracked?.(id) ?? false },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [addingSupplier, setAddingSupplier] = useState(false);
  const [productFor, setProductFor] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const proposedSupplier = useMemo(() => supplierValuesOf(bill.draft), [bill.draft]);

  const [partyId, items, additionalCharge] = useWatch({
    control: form.control,
    name: ['party_id', 'items', 'additional_charge'],
  });
  // Issue 18: which products keep batches, as the pickers' list says.
  const batchTracked = useMemo(
    () => new Set(products.filter((product) => product.batch_tracked).map((product) => product._id)),
    [products],
  );
  const rules: ReviewRules = { ...dates, isBatchTracked: (id) => batchTracked.has(id) };
  const supplier = suppliers.find((option) => option._id === partyId);
  const intraState = !company.taxEnabled || isIntraStateSupplier(supplier, company.state);
  const figures = invoiceFiguresOf(items, additionalCharge, company.taxEnabled, intraState);
  const productLine = productFor === null ? undefined : items[productFor];
  const proposedProduct = useMemo(
    () => productLine && productValuesOf(productLine, readLineOf(bill.draft, productLine)),
    [productLine, bill.draft],
  );

  const submit = form.handleSubmit(
    async (values) => {
      const payload = purchasePayloadOf(values, {
        companyId: company.id,
        taxEnabled: company.taxEnabled,
        intraState,
        partyName: supplier?.ledger_name ?? '',
      });
      const parsed = voucherInputSchema.safeParse(payload);
      if (!parsed.success) {
        notify.error(parsed.error.issues[0]?.message ?? BILL_PAGE_MESSAGES.fixErrors);
        return;
      }
      setRefusal(null);
      try {
        await onPost(payload);
      } catch (error) {
        if (error instanceof ApiError) {
          for (const { field, message } of error.fieldErrors) {
            form.setError(formField(field) as FieldPath<ReviewValues>, { type: 'server', message });
          }
        }
        const message = failureMessage(error);
        setRefusal(message);
        notify.error(message);
      }
    },
    () => {
      const first = reviewIssues(form.getValues(), rules)[0];
      notify.error(first?.message ?? BILL_PAGE_MESSAGES.fixErrors);
    },
  );

  // The dialogs stay outside the form: React carries a submit out of a portal to the form around it.
  return (
    <>
      <form id={REVIEW_FORM_ID} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
        <ReviewWarnings problems={bill.problems} mismatch={totalsMismatch(bill.draft, figures)} refusal={refusal} />
        <ReviewDetails
          form={form}
          draft={bill.draft}
          suppliers={suppliers}
          proposedSupplier={bill.supplier_match ? null : proposedSupplier}
          onNewSupplier={() => setAddingSupplier(true)}
          onFocusField={onFocusField}
          today={rules.today}
          earliest={rules.earliest}
          supplyNote={
            company.taxEnabled && supplier
              ? intraState
                ? 'Intra-state supply: CGST + SGST'
                : 'Inter-state supply: IGST'
              : undefined
          }
        />
        <ReviewLines
          form={form}
          items={items}
          draft={bill.draft}
          products={products}
          taxEnabled={company.taxEnabled}
          intraState={intraState}
          batchTracked={batchTracked}
          expiryCheck={{ today: rules.today, windowDays: company.expiryAlertDays ?? DEFAULT_EXPIRY_ALERT_DAYS }}
          onCreateProduct={setProductFor}
          onFocusField={onFocusField}
        />
        <ReviewTotals form={form} draft={bill.draft} figures={figures} onFocusField={onFocusField} />
      </form>
      <NewSupplierDialog
        open={addingSupplier}
        onOpenChange={setAddingSupplier}
        companyId={company.id}
        taxEnabled={company.taxEnabled}
        proposed={proposedSupplier}
        onCreated={(ledger) =>
          form.setValue('party_id', ledger._id, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
        }
      />
      {proposedProduct && (
        <NewProductDialog
          open={productFor !== null}
          onOpenChange={(open) => !open && setProductFor(null)}
          companyId={company.id}
          taxEnabled={company.taxEnabled}
          proposed={proposedProduct}
          onCreated={(product) => {
            const index = productFor;
            form.setValue(
              'items',
              items.map((line, i) => (i === index ? withProduct(line, product, readLineOf(bill.draft, line)) : line)),
              { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
            );
          }}
        />
      )}
    </>
  );
}
