import { Lock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { GENERIC_ERROR_MESSAGE } from '@app/shared/api/generic-error';
import type { Ledger } from '@app/shared/books/ledger-docs';
import type { Voucher } from '@app/shared/books/voucher-docs';
import { financialYearStart, indianDate } from '@app/shared/financial-year';
import { useIsPhone } from '@/hooks/use-media-query';
import { isOutsideIndia } from '@app/shared/gst/imports';
import { isIntraState, placeOfSupplyOf } from '@app/shared/gst/place-of-supply';
import { notify } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useCurrentNumber } from '../../api/get-current-number';
import { useParties } from '../../api/list-parties';
import { useProductOptions } from '../../api/list-products';
import { useExpenseLedgers } from '../../api/list-expense-ledgers';
import { batchesHeld } from '../../batch-form';
import { useInvoiceSubmit } from '../../hooks/use-invoice-submit';
import {
  emptyInvoiceDraft,
  figuresOfDraft,
  invoiceDraftOf,
  invoiceIssues,
  linesAfterSave,
  paymentStatusOf,
  type InvoiceDraft,
  type InvoiceRules,
} from '../../invoice-form';
import type { InvoiceType } from '../../invoice-search';
import type { ItemDraft } from '../../item-form';
import { INVOICE_MESSAGES } from '../../messages';
import { AdditionalInfo } from './additional-info';
import { CustomerDrawer } from './customer-drawer';
import { FinancialSummaryCard } from './financial-summary-card';
import { InvoiceDetailsCard } from './invoice-details-card';
import { InvoiceFormHeader, InvoiceSubmitButton, type SubmitProps } from './invoice-form-header';
import { InvoiceItemsCard } from './invoice-items-card';
import { ItemDrawer } from './item-drawer';
import { SummaryBar } from './summary-bar';
import { SummaryPanel } from './summary-panel';

/** The current company as the invoice form needs it. */
export interface InvoiceFormCompany {
  id: string;
  name: string;
  /** Its state: the supplier's side of the place-of-supply rule. */
  state: string;
  taxEnabled: boolean;
}

/** Issue 18: why an invoice with notes against it keeps its date and lines. */
function lockNotice(type: InvoiceType, notes: readonly { voucher_number: string }[]) {
  const one = notes.length === 1;
  const kind = `${type === 'Sales' ? 'Credit' : 'Debit'} note${one ? '' : 's'}`;
  const numbers = notes.map((note) => note.voucher_number).join(', ');
  return `${kind} ${numbers} ${one ? 'is' : 'are'} raised against this invoice: its date and items cannot change until ${one ? 'it is' : 'they are'} cancelled.`;
}

/** The rules, with intra- or inter-state worked out from the party the form holds. */
type FormContext = Omit<InvoiceRules, 'intraState'> & { intraStateOf: (partyId: string) => boolean };

const invoiceResolver: Resolver<InvoiceDraft, FormContext> = (draft, context) => {
  const issues = context ? invoiceIssues(draft, { ...context, intraState: context.intraStateOf(draft.party_id) }) : [];
  if (issues.length === 0) return { values: draft, errors: {} };
  const errors: FieldErrors<InvoiceDraft> = {};
  for (const { field, message } of issues) errors[field] ??= { type: 'validate', message };
  return { values: {}, errors };
};

export interface InvoiceFormPageProps {
  type: InvoiceType;
  company: InvoiceFormCompany;
  /** Editing this invoice; a new one when undefined. */
  voucher?: Voucher;
  onBack: () => void;
  /** The edit page's Cancel. */
  onCancel?: () => void;
  /** Spec 2: after saving, the directory (history replaced). */
  onSaved: () => void;
}

/**
 * Spec 2: the Create invoice page (/invoices/create/{type}) and the Invoice edit page
 * (/invoices/update/{type}/{id}). Every figure is computed as the server computes it and sent
 * along for the server to check.
 */
export function InvoiceFormPage({ type, company, voucher, onBack, onCancel, onSaved }: InvoiceFormPageProps) {
  // The invoice as it was when the page opened: a refetch behind the form must not change the
  // version the update sends back (a newer one would silently overwrite someone else's edit).
  const [original] = useState(voucher);
  const taxEnabled = company.taxEnabled;
  const [today] = useState(indianDate);
  const group = type === 'Sales' ? 'Debtors' : 'Creditors';
  const parties = useParties(company.id, group);
  const products = useProductOptions(company.id);
  const expenseLedgers = useExpenseLedgers(company.id, type === 'Purchase');
  const number = useCurrentNumber(company.id, type, original === undefined);
  const [showSummary, setShowSummary] = useState(true);
  const phone = useIsPhone();
  const [itemDrawer, setItemDrawer] = useState<{ open: boolean; index: number | null }>({ open: false, index: null });
  const [addingParty, setAddingParty] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);

  // GST.md: an edit keeps the invoice's place of supply; a new invoice takes the chosen party's.
  const placeOfSupply = (partyId: string) => {
    if (original) {
      const { tin, state, country } = original.party_details;
      return original.place_of_supply ?? placeOfSupplyOf({ tin, state, country }, company.state);
    }
    const party = parties.data?.find((p) => p._id === partyId);
    return placeOfSupplyOf(
      party && { tin: party.tin, state: party.mailing_state, country: party.mailing_country },
      company.state,
    );
  };
  const intraStateOf = (partyId: string) => !taxEnabled || isIntraState(placeOfSupply(partyId), company.state);
  const context: FormContext = {
    type,
    taxEnabled,
    today,
    earliest: financialYearStart(),
    original: original && { date: original.date, due_date: original.due_date ?? '' },
    intraStateOf,
  };
  const form = useForm<InvoiceDraft, FormContext>({
    defaultValues: original ? invoiceDraftOf(original) : emptyInvoiceDraft(today),
    resolver: invoiceResolver,
    context,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // Spec 8: what the form cannot work without, and the number (the generic message), said once.
  const pickersFailed = parties.isError || products.isError;
  useEffect(() => {
    if (pickersFailed) notify.error(INVOICE_MESSAGES.loadFailed);
  }, [pickersFailed]);
  const numberFailed = number.isError;
  useEffect(() => {
    if (numberFailed) notify.error(GENERIC_ERROR_MESSAGE);
  }, [numberFailed]);

  // Spec 2: the number comes from the server; a Purchase's stays editable (the supplier's bill number).
  // (An edit keeps the invoice's own number, whatever the cache holds for new ones.)
  // A purchase's number arriving while the user is in the field is not written into it: the
  // supplier's number being typed would have the suggestion run into it ('PI/26-27/0001HD/2611').
  const current = original ? undefined : number.data?.current_number;
  useEffect(() => {
    if (!current || form.getFieldState('voucher_number').isDirty) return;
    const typing = type === 'Purchase' && document.activeElement?.id === 'invoice-number';
    if (!typing) form.setValue('voucher_number', current);
  }, [current, form, type]);

  const [partyId, items, additionalCharge, paidAmount, date, reverseCharge] = useWatch({
    control: form.control,
    name: ['party_id', 'items', 'additional_charge', 'paid_amount', 'date', 'reverse_charge'],
  });
  const party = parties.data?.find((p) => p._id === partyId);
  const partyName = party?.ledger_name ?? original?.party_name;
  const intraState = intraStateOf(partyId);
  const rules: InvoiceRules = { ...context, intraState };
  const figures = figuresOfDraft(
    { items, additional_charge: additionalCharge, reverse_charge: type === 'Purchase' && reverseCharge },
    rules,
  );
  const status = paymentStatusOf(paidAmount, figures);
  const supply = placeOfSupply(partyId);
  const supplyNote =
    taxEnabled && (partyId || original)
      ? intraState
        ? `Intra-state supply (${supply}): CGST + SGST`
        : `Inter-state supply to ${supply}: IGST`
      : undefined;

  const setItems = (next: InvoiceDraft['items']) =>
    form.setValue('items', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const { submit, saving, lineErrors, clearLineErrors } = useInvoiceSubmit({
    form,
    company,
    type,
    original,
    partyName,
    rulesFor: (id) => ({ ...context, intraState: intraStateOf(id) }),
    onSaved,
  });

  const saveItem = (saved: ItemDraft[]) => {
    const index = itemDrawer.index;
    const edited = index === null ? undefined : items[index];
    if (edited) clearLineErrors(edited.key);
    setItems(linesAfterSave(items, index, saved));
    notify.success(index === null ? INVOICE_MESSAGES.itemAdded : INVOICE_MESSAGES.itemUpdated);
    setItemDrawer({ open: false, index: null });
  };
  // Issue 18: what a sale line may take from each batch, besides what the other lines take (an
  // edit gives back what the invoice took when it was saved, as the server does).
  const savedTakes = original?.status === 'active' && type === 'Sales' ? original.inventory : [];
  const heldOf = batchesHeld(items, itemDrawer.index, savedTakes);

  // Issue 18: an invoice with notes against it keeps its date and lines until they are cancelled.
  const notes = original?.status === 'active' ? (original.returns?.notes ?? []) : [];
  const lockedByNotes = notes.length > 0;

  const title = `${original ? 'Edit' : 'Create'} ${type} Invoice${original ? ` ${original.voucher_number}` : ''}`;
  const submitProps: SubmitProps = {
    submitLabel: original ? 'Update Invoice' : 'Create Invoice',
    submittingLabel: original ? 'Updating...' : 'Processing...',
    submitting: saving,
    canSubmit: items.length > 0,
  };
  // Room under the form for what floats over its foot: the phone's bar, the desktop's summary.
  const footRoom = phone ? 'pb-28' : showSummary ? 'pb-64' : '';
  return (
    <div className={cn('mx-auto flex max-w-7xl flex-col gap-6', footRoom)}>
      <InvoiceFormHeader
        title={title}
        companyName={company.name}
        today={today}
        taxEnabled={taxEnabled}
        showSummary={showSummary}
        // A phone's summary is its bar, always there (it holds the save button).
        onToggleSummary={phone ? undefined : () => setShowSummary(!showSummary)}
        showSubmit={!phone}
        onBack={onBack}
        onCancel={onCancel}
        {...submitProps}
      />
      <form id="invoice-form" noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
        {lockedByNotes && (
          <div role="note" className="bg-muted/50 flex items-start gap-3 rounded-lg border px-4 py-3 text-sm">
            <Lock className="text-muted-foreground mt-0.5 size-4 shrink-0" />
            <p>{lockNotice(type, notes)}</p>
          </div>
        )}
        <InvoiceDetailsCard
          form={form}
          type={type}
          taxEnabled={taxEnabled}
          numberEditable={type === 'Purchase' && !original}
          numberLoading={!original && number.isLoading}
          parties={parties.data}
          partyLocked={original !== undefined}
          partyName={original?.party_name}
          onAddParty={() => setAddingParty(true)}
          today={today}
          earliest={original && original.date < context.earliest ? original.date : context.earliest}
          supplyNote={supplyNote}
          imported={taxEnabled && type === 'Purchase' && Boolean(partyId || original) && isOutsideIndia(supply)}
          dateLocked={lockedByNotes}
        />
        <InvoiceItemsCard
          items={items}
          taxEnabled={taxEnabled}
          intraState={intraState}
          error={form.formState.errors.items?.message}
          onAdd={() => setItemDrawer({ open: true, index: null })}
          onEdit={(index) => setItemDrawer({ open: true, index })}
          onRemove={(index) => {
            const removed = items[index];
            if (removed) clearLineErrors(removed.key);
            setItems(items.filter((_, i) => i !== index));
          }}
          addButtonRef={addButton}
          readOnly={lockedByNotes}
          lineErrors={lineErrors}
        />
        <AdditionalInfo field={form.register('additional_info')} />
        <FinancialSummaryCard
          form={form}
          figures={figures}
          taxEnabled={taxEnabled}
          intraState={intraState}
          status={status}
        />
      </form>
      {phone ? (
        <SummaryBar
          items={items.length}
          figures={figures}
          party={partyName}
          status={status}
          submit={<InvoiceSubmitButton {...submitProps} />}
        />
      ) : (
        showSummary && <SummaryPanel items={items.length} figures={figures} party={partyName} status={status} />
      )}
      <ItemDrawer
        open={itemDrawer.open}
        onOpenChange={(open) => setItemDrawer((drawer) => ({ ...drawer, open }))}
        taxEnabled={taxEnabled}
        intraState={intraState}
        products={products.data}
        expenseLedgers={type === 'Purchase' ? expenseLedgers.data : undefined}
        item={itemDrawer.index === null ? undefined : items[itemDrawer.index]}
        onSave={saveItem}
        onCloseFocus={() => addButton.current?.focus()}
        batches={{ companyId: company.id, type, date, today, heldOf }}
      />
      <CustomerDrawer
        open={addingParty}
        onOpenChange={setAddingParty}
        companyId={company.id}
        group={group}
        taxEnabled={taxEnabled}
        onCreated={(ledger: Ledger) =>
          form.setValue('party_id', ledger._id, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
        }
        onCloseFocus={() => document.getElementById('invoice-party')?.focus()}
      />
    </div>
  );
}
