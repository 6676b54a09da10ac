import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { GENERIC_ERROR_MESSAGE } from '@app/shared/api/generic-error';
import type { Voucher } from '@app/shared/books/voucher-docs';
import { NOTE_REASONS, originalTypeOf, type NoteKind, type NoteType } from '@app/shared/books/voucher-types';
import { financialYearStart, indianDate } from '@app/shared/financial-year';
import { failureMessage } from '@/lib/failure-message';
import { isIntraState, placeOfSupplyOf } from '@app/shared/gst/place-of-supply';
import { invoiceFiguresOf } from '@/lib/invoice-form-maths';
import { notify } from '@/lib/toast';
import { useCurrentNumber } from '../../api/get-current-number';
import { invoiceQueryOptions } from '../../api/get-invoice';
import { useParties } from '../../api/list-parties';
import { usePartyInvoices } from '../../api/list-party-invoices';
import { useProductOptions } from '../../api/list-products';
import { useSaveInvoice } from '../../api/save-invoice';
import { useIdempotencyKey } from '../../hooks/use-idempotency-key';
import { batchesHeld } from '../../batch-form';
import { invoiceDraftOf, linesAfterSave } from '../../invoice-form';
import type { ItemDraft } from '../../item-form';
import { INVOICE_MESSAGES, NOTE_MESSAGES, fieldErrorsOf } from '../../messages';
import {
  NO_INVOICE,
  allReturnable,
  emptyNoteDraft,
  noteAmountsOf,
  noteFieldOf,
  noteIssues,
  noteLinesOf,
  notePayloadIssues,
  notePayloadOf,
  noteQuantitiesOf,
  returnRowsOf,
  rowReturnStatusOf,
  type NoteDraft,
  type NoteIssue,
  type NoteRules,
} from '../../note-form';
import { InvoiceFormHeader } from '../invoice-form/invoice-form-header';
import type { InvoiceFormCompany } from '../invoice-form/invoice-form-page';
import { InvoiceItemsCard } from '../invoice-form/invoice-items-card';
import { ItemDrawer } from '../invoice-form/item-drawer';
import { NoteDetailsCard } from './note-details-card';
import { NoteSummaryCard } from './note-summary-card';
import { PriceLinesCard } from './price-lines-card';
import { ReturnLinesCard } from './return-lines-card';

/** What the rules need besides the form: the invoice a draft names is read from the query cache. */
interface NoteContext extends Omit<NoteRules, 'invoice' | 'rows'> {
  invoiceOf: (id: string) => Voucher | undefined;
  /** Editing: the note, whose own returns count as returnable again. */
  note: Voucher | undefined;
}

const rulesOf = (draft: NoteDraft, context: NoteContext): NoteRules => {
  const invoice = context.invoiceOf(draft.original_id);
  return { ...context, invoice, rows: invoice ? returnRowsOf(invoice, context.note) : [] };
};

/** The rules' problems, each at its field (a row's quantity at `quantities.<row>`). */
const noteResolver: Resolver<NoteDraft, NoteContext> = (draft, context) => {
  const issues = context ? noteIssues(draft, rulesOf(draft, context)) : [];
  if (issues.length === 0) return { values: draft, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const { field, message } of issues) {
    const [head = field, index] = field.split('.');
    if (index === undefined) errors[head] ??= { type: 'validate', message };
    else {
      const list = (errors[head] ??= []) as unknown[];
      list[Number(index)] ??= { type: 'validate', message };
    }
  }
  return { values: {}, errors: errors as FieldErrors<NoteDraft> };
};

/** The form an edited note starts from. */
function noteDraftOf(note: Voucher, invoice: Voucher | undefined): NoteDraft {
  const kind = note.note_kind ?? 'return';
  const rows = invoice ? returnRowsOf(invoice, note) : [];
  return {
    date: note.date,
    party_id: note.party_name_id,
    original_id: note.against?.vouchar_id ?? NO_INVOICE,
    reason: NOTE_REASONS.find((reason) => reason === note.reason) ?? '',
    narration: note.narration ?? '',
    kind,
    quantities: kind === 'return' ? noteQuantitiesOf(rows, note) : [],
    amounts: kind === 'return' ? [] : noteAmountsOf(rows, note),
    items: note.against ? [] : invoiceDraftOf(note).items,
  };
}

export interface NoteFormPageProps {
  type: NoteType;
  company: InvoiceFormCompany;
  /**
   * The invoice the note is raised against when the page was opened from it (/invoices/create/
   * credit-note?against=...), or the edited note's: party and invoice are then fixed.
   */
  invoice?: Voucher;
  /** Editing this note; a new one when undefined. */
  note?: Voucher;
  /**
   * What a new note against `invoice` does to start with: return goods (the default), lower the
   * price; a debit note on a sale raises it.
   */
  kind?: NoteKind;
  onBack: () => void;
  /** The edit page's Cancel. */
  onCancel?: () => void;
  /** After saving: the note's page. */
  onSaved: (note: Voucher) => void;
}

/**
 * Issue 18 (design step 13): the credit note form (/invoices/create/credit-note) and the debit note
 * form, as Tally and Zoho Books users know them. Against an invoice, one row per invoice line with
 * what is left to return and a Return Qty box; the note's figures are the shared notes maths, the
 * server's own, and only the lines returning something are sent. Without an invoice, the party's
 * invoice is picked, or 'No invoice' with a reason and the note's own lines (the invoice form's
 * items card and drawer).
 */
export function NoteFormPage(props: NoteFormPageProps) {
  const { type, company, invoice: given, note, onBack, onCancel, onSaved } = props;
  // The note as it was when the page opened: its version goes back with the update.
  const [original] = useState(note);
  const [today] = useState(indianDate);
  const [earliest] = useState(() => financialYearStart());
  const locked = given !== undefined || original !== undefined;
  const queryClient = useQueryClient();
  const startKind: NoteKind =
    original?.note_kind ??
    (type === 'Debit Note' && given?.voucher_type === 'Sales' ? 'increase' : (props.kind ?? 'return'));
  const raising = startKind === 'increase';
  const parties = useParties(company.id, type === 'Credit Note' || raising ? 'Debtors' : 'Creditors');
  const number = useCurrentNumber(company.id, type, original === undefined);
  const [itemDrawer, setItemDrawer] = useState<{ open: boolean; index: number | null }>({ open: false, index: null });
  const addButton = useRef<HTMLButtonElement>(null);

  const context: NoteContext = {
    type,
    today,
    earliest,
    originalDate: original?.date,
    note: original,
    invoiceOf: (id) =>
      id && id !== NO_INVOICE ? queryClient.getQueryData(invoiceQueryOptions(company.id, id).queryKey) : undefined,
  };
  const form = useForm<NoteDraft, NoteContext>({
    defaultValues: original
      ? noteDraftOf(original, given)
      : emptyNoteDraft(today, given?.party_name_id ?? '', given?._id ?? '', startKind),
    resolver: noteResolver,
    context,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [partyId, originalId, quantities, items, date, kind, amounts] = useWatch({
    control: form.control,
    name: ['party_id', 'original_id', 'quantities', 'items', 'date', 'kind', 'amounts'],
  });
  const standalone = originalId === NO_INVOICE;
  const chosenId = originalId && !standalone ? originalId : '';
  const invoiceQuery = useQuery({
    ...invoiceQueryOptions(company.id, chosenId),
    initialData: given?._id === chosenId ? given : undefined,
    enabled: chosenId !== '',
  });
  const invoice = chosenId ? invoiceQuery.data : undefined;
  const invoices = usePartyInvoices(company.id, locked ? '' : partyId, originalTypeOf(type, startKind));
  // Only a standalone note picks products.
  const products = useProductOptions(company.id, standalone);

  // Spec 8: what the form cannot work without, and the number, said once.
  const pickersFailed = parties.isError || invoices.isError || invoiceQuery.isError;
  useEffect(() => {
    if (pickersFailed) notify.error(INVOICE_MESSAGES.loadFailed);
  }, [pickersFailed]);
  const numberFailed = number.isError;
  useEffect(() => {
    if (numberFailed) notify.error(GENERIC_ERROR_MESSAGE);
  }, [numberFailed]);

  const party = parties.data?.find((p) => p._id === partyId);
  const partyName = invoice?.party_name ?? party?.ledger_name ?? original?.party_name ?? given?.party_name;
  const rows = invoice ? returnRowsOf(invoice, original) : [];
  const returns = noteLinesOf({ kind, quantities, amounts }, rows, invoice);

  // A standalone note is taxed like an invoice to its party (an edit keeps what the note had).
  const standaloneTax = original ? original.tax_enabled : company.taxEnabled;
  const standaloneSupply =
    original?.place_of_supply ??
    placeOfSupplyOf(
      party && { tin: party.tin, state: party.mailing_state, country: party.mailing_country },
      company.state,
    );
  const standaloneIntra = original
    ? original.intra_state
    : !standaloneTax || isIntraState(standaloneSupply, company.state);
  const taxEnabled = standalone ? standaloneTax : (invoice?.tax_enabled ?? company.taxEnabled);
  const intraState = standalone ? standaloneIntra : (invoice?.intra_state ?? true);
  const supply = standalone ? standaloneSupply : invoice?.place_of_supply;
  const figures = standalone ? invoiceFiguresOf(items, '', standaloneTax, standaloneIntra) : returns.figures;
  const supplyNote =
    taxEnabled && supply && (standalone ? partyId : invoice)
      ? intraState
        ? `Intra-state supply (${supply}): CGST + SGST`
        : `Inter-state supply to ${supply}: IGST`
      : undefined;

  const revalidate = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
  const setQuantity = (row: number, text: string) =>
    form.setValue(
      'quantities',
      rows.map((_, i) => (i === row ? text : (quantities[i] ?? ''))),
      revalidate,
    );
  const setAmount = (row: number, text: string) =>
    form.setValue(
      'amounts',
      rows.map((_, i) => (i === row ? text : (amounts[i] ?? ''))),
      revalidate,
    );
  const setItems = (next: NoteDraft['items']) => form.setValue('items', next, revalidate);
  const saveItem = (saved: ItemDraft[]) => {
    const index = itemDrawer.index;
    setItems(linesAfterSave(items, index, saved));
    notify.success(index === null ? INVOICE_MESSAGES.itemAdded : INVOICE_MESSAGES.itemUpdated);
    setItemDrawer({ open: false, index: null });
  };

  const save = useSaveInvoice(company.id, company.taxEnabled);
  const keyFor = useIdempotencyKey();
  const showIssues = (issues: NoteIssue[]) => {
    for (const { field, message } of issues) {
      if (!form.getFieldState(field).error) form.setError(field, { type: 'server', message });
    }
  };
  const submit = form.handleSubmit(
    (draft) => {
      const chosen = context.invoiceOf(draft.original_id);
      const { payload, sent } = notePayloadOf(draft, {
        companyId: company.id,
        type,
        partyName: partyName ?? '',
        invoice: chosen,
        rows: chosen ? returnRowsOf(chosen, original) : [],
        taxEnabled: standaloneTax,
        intraState: standaloneIntra,
        note: original,
      });
      const issues = notePayloadIssues(payload, sent);
      if (issues[0]) {
        showIssues(issues);
        notify.error(issues[0].message);
        return;
      }
      save.mutate(
        { id: original?._id, payload, idempotencyKey: keyFor(payload) },
        {
          onSuccess: (saved) => {
            notify.success(original ? NOTE_MESSAGES.updated(type) : NOTE_MESSAGES.created(type));
            onSaved(saved);
          },
          onError: (error) => {
            const problems = fieldErrorsOf(error);
            showIssues(
              problems.flatMap(({ field, message }) => {
                const at = noteFieldOf(field, sent);
                return at ? [{ field: at, message }] : [];
              }),
            );
            // Someone else's note may have returned some of it meanwhile: show what is left now.
            if (chosen && problems.some(({ field }) => field.startsWith('items.'))) void invoiceQuery.refetch();
            notify.error(
              failureMessage(error, original ? NOTE_MESSAGES.updateFailed(type) : NOTE_MESSAGES.createFailed(type)),
            );
          },
        },
      );
    },
    () => {
      const values = form.getValues();
      const [first] = noteIssues(values, rulesOf(values, context));
      if (first) notify.error(first.message);
    },
  );

  const typed = (kind === 'return' ? quantities : amounts).some((text) => Number(text || '0') > 0);
  const canSubmit = standalone ? items.length > 0 : invoice !== undefined && typed;
  const quantityErrors = form.formState.errors.quantities;
  const amountErrors = form.formState.errors.amounts;
  const title = `${original ? 'Edit' : 'Create'} ${type}${original ? ` ${original.voucher_number}` : ''}`;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <InvoiceFormHeader
        title={title}
        companyName={company.name}
        today={today}
        taxEnabled={company.taxEnabled}
        onBack={onBack}
        onCancel={onCancel}
        submitLabel={`${original ? 'Update' : 'Create'} ${type}`}
        submittingLabel={original ? 'Updating...' : 'Processing...'}
        submitting={save.isPending}
        canSubmit={canSubmit}
      />
      <form id="invoice-form" noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
        <NoteDetailsCard
          form={form}
          type={type}
          number={original?.voucher_number ?? number.data?.current_number}
          numberLoading={!original && number.isLoading}
          parties={parties.data}
          partyName={partyName}
          locked={locked}
          invoices={invoices.data?.docs.filter((row) => rowReturnStatusOf(row) !== 'Returned')}
          invoice={invoice}
          today={today}
          earliest={earliest}
          supplyNote={supplyNote}
          kindLocked={raising || original !== undefined}
          onPartyChange={() => {
            form.setValue('original_id', '');
            form.setValue('quantities', []);
            form.setValue('amounts', []);
          }}
          onInvoiceChange={() => {
            form.setValue('quantities', []);
            form.setValue('amounts', []);
          }}
        />
        {invoice && !standalone && kind !== 'return' && (
          <PriceLinesCard
            kind={kind}
            rows={rows}
            amounts={amounts}
            lines={returns.lines}
            errors={rows.map((_, i) => amountErrors?.[i]?.message)}
            error={amountErrors?.message}
            taxEnabled={invoice.tax_enabled}
            onChange={setAmount}
          />
        )}
        {invoice && !standalone && kind === 'return' && (
          <ReturnLinesCard
            rows={rows}
            quantities={quantities}
            lines={returns.lines}
            errors={rows.map((_, i) => quantityErrors?.[i]?.message)}
            error={quantityErrors?.message}
            taxEnabled={invoice.tax_enabled}
            onChange={setQuantity}
            onReturnAll={() => form.setValue('quantities', allReturnable(rows), revalidate)}
          />
        )}
        {standalone && (
          <InvoiceItemsCard
            items={items}
            taxEnabled={standaloneTax}
            intraState={standaloneIntra}
            error={form.formState.errors.items?.message}
            onAdd={() => setItemDrawer({ open: true, index: null })}
            onEdit={(index) => setItemDrawer({ open: true, index })}
            onRemove={(index) => setItems(items.filter((_, i) => i !== index))}
            addButtonRef={addButton}
          />
        )}
        <NoteSummaryCard form={form} figures={figures} taxEnabled={taxEnabled} intraState={intraState} />
      </form>
      {standalone && (
        <ItemDrawer
          open={itemDrawer.open}
          onOpenChange={(open) => setItemDrawer((drawer) => ({ ...drawer, open }))}
          taxEnabled={standaloneTax}
          intraState={standaloneIntra}
          products={products.data}
          item={itemDrawer.index === null ? undefined : items[itemDrawer.index]}
          onSave={saveItem}
          onCloseFocus={() => addButton.current?.focus()}
          // Issue 18: a credit note takes goods back into a batch (named with its expiry, as on a
          // purchase); a debit note sends them back to the supplier out of batches, as a sale does.
          batches={{
            companyId: company.id,
            type: type === 'Credit Note' ? 'Purchase' : 'Sales',
            date,
            today,
            heldOf: batchesHeld(items, itemDrawer.index),
          }}
        />
      )}
    </div>
  );
}
