import { ArrowLeft } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Ledger } from '@app/shared/books/ledger-docs';
import type { PartyGroup } from '@app/shared/books/ledgers';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';
import { useSaveCustomer } from '../../api/save-customer';
import {
  emptyLedgerDraft,
  ledgerDraftFrom,
  ledgerInputFrom,
  ledgerIssues,
  ledgerResolver,
  requiredFieldCount,
  sectionOf,
  LEDGER_SECTIONS,
  type LedgerDraft,
  type LedgerFormContext,
  type LedgerSection,
} from '../../ledger-form';
import { CUSTOMER_MESSAGES, isRefusal } from '../../messages';
import { CustomerAvatar } from '../customer-avatar';
import { BankSection, ImageSection, ProfileSection, RequiredSection } from './ledger-sections';
import { fieldOfServerMessage } from './server-errors';

const SECTION_TITLES: Record<LedgerSection, string> = {
  required: 'Required Information',
  profile: 'Profile Information',
  image: 'Profile Image',
  bank: 'Bank Details',
};

/** Sections open at first: the required ones, and any other that already holds something. */
function openSections(draft: LedgerDraft): LedgerSection[] {
  const filled = (section: LedgerSection) =>
    LEDGER_SECTIONS[section].some((field) => {
      const value = draft[field];
      return typeof value === 'string'
        ? value !== '' && field !== 'code' && field !== 'opening_side'
        : value.key !== null;
    });
  return ['required', 'profile', ...(['image', 'bank'] as const).filter(filled)];
}

export interface LedgerFormPageProps {
  companyId: string;
  taxEnabled: boolean;
  group: PartyGroup;
  /** Edit mode when given. */
  ledger?: Ledger;
  onBack: () => void;
  /** After a save, and after a failure the form cannot fix (spec 2: the user goes to /customers). */
  onDone: () => void;
}

/** Spec 2 'Customer create/update form': a debtor or creditor in four collapsible sections. */
export function LedgerFormPage({ companyId, taxEnabled, group, ledger, onBack, onDone }: LedgerFormPageProps) {
  const save = useSaveCustomer(companyId);
  const initial = useMemo(() => (ledger ? ledgerDraftFrom(ledger, group) : emptyLedgerDraft(group)), [ledger, group]);
  const form = useForm<LedgerDraft, LedgerFormContext>({
    defaultValues: initial,
    resolver: ledgerResolver,
    context: { group, taxEnabled },
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const [open, setOpen] = useState<LedgerSection[]>(() => openSections(initial));
  const draft = useWatch({ control: form.control }) as LedgerDraft;
  const issues = ledgerIssues(draft, group, taxEnabled);
  const blocked = issues.length > 0 || draft.name.trim() === '';

  const showFirstIssue = () => {
    const [first] = ledgerIssues(form.getValues(), group, taxEnabled);
    if (!first) return;
    const section = sectionOf(first.field);
    if (section && !open.includes(section)) setOpen([...open, section]);
    // Once the section is open, to the field.
    setTimeout(() => form.setFocus(first.field), 0);
  };

  const submit = form.handleSubmit(
    (values) => {
      const dismiss = notify.loading(ledger ? CUSTOMER_MESSAGES.updating(group) : CUSTOMER_MESSAGES.creating(group));
      save.mutate(
        { id: ledger?._id, input: ledgerInputFrom(values, group, companyId, ledger) },
        {
          onSettled: dismiss,
          onSuccess: () => {
            notify.success(ledger ? CUSTOMER_MESSAGES.updated(group) : CUSTOMER_MESSAGES.created(group));
            onDone();
          },
          onError: (error) => {
            // A refusal the user can put right (a name already taken, a rule the server caught):
            // the server's words, at the field, and the form stays.
            if (isRefusal(error) && error.status !== 404) {
              notify.error(error.message);
              const field = fieldOfServerMessage(error.message);
              if (field) {
                form.setError(field, { message: error.message });
                const section = sectionOf(field);
                if (section && !open.includes(section)) setOpen([...open, section]);
              }
              return;
            }
            notify.error(ledger ? CUSTOMER_MESSAGES.updateFailed(group) : CUSTOMER_MESSAGES.createFailed(group));
            onDone();
          },
        },
      );
    },
    () => {
      notify.error(CUSTOMER_MESSAGES.fixValidation);
      showFirstIssue();
    },
  );

  const title = ledger ? 'Edit Customer' : `Add ${group}`;
  const firstIssue = issues[0];

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" onClick={onBack}>
          <ArrowLeft /> Back
        </Button>
        <div className="flex min-w-0 flex-1 items-center gap-3">
          {ledger && <CustomerAvatar name={ledger.ledger_name} image={ledger.image} />}
          <div className="min-w-0">
            <h1 className="truncate text-2xl font-semibold">{title}</h1>
            <p className="text-muted-foreground text-sm">
              {ledger
                ? `${ledger.ledger_name} · ${group}`
                : group === 'Debtors'
                  ? 'A customer who buys from you.'
                  : 'A supplier you buy from.'}
            </p>
          </div>
        </div>
      </div>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        onKeyDown={(event) => {
          // Save is disabled while the form is invalid, so Enter would do nothing: say what is wrong.
          if (event.key === 'Enter' && event.target instanceof HTMLInputElement && blocked) {
            event.preventDefault();
            void submit();
          }
        }}
        className="flex flex-col gap-6"
      >
        <Accordion
          type="multiple"
          value={open}
          onValueChange={(value) => setOpen(value as LedgerSection[])}
          className="bg-card rounded-lg border px-4"
        >
          {(Object.keys(SECTION_TITLES) as LedgerSection[]).map((section) => (
            <AccordionItem key={section} value={section}>
              <AccordionTrigger className="text-base hover:no-underline">
                <span className="flex items-center gap-2">
                  {SECTION_TITLES[section]}
                  {section === 'required' && <Badge variant="secondary">{requiredFieldCount(taxEnabled)} fields</Badge>}
                </span>
              </AccordionTrigger>
              <AccordionContent className="px-1 pt-1">
                {section === 'required' && (
                  <RequiredSection form={form} taxEnabled={taxEnabled} tinRequired={group === 'Creditors'} />
                )}
                {section === 'profile' && <ProfileSection form={form} />}
                {section === 'image' && <ImageSection form={form} />}
                {section === 'bank' && <BankSection form={form} />}
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
        <div className="flex flex-wrap items-center justify-end gap-3">
          {/* Why Save is off, while the field itself does not say so yet. */}
          {blocked && draft.name.trim() !== '' && firstIssue && !form.formState.errors[firstIssue.field] && (
            <p role="status" className="text-muted-foreground mr-auto text-sm">
              {firstIssue.message}
            </p>
          )}
          <Button type="button" variant="outline" onClick={onBack}>
            Cancel
          </Button>
          <Button type="submit" disabled={blocked || save.isPending}>
            {save.isPending ? (ledger ? 'Updating...' : 'Creating...') : ledger ? 'Update' : 'Save'}
          </Button>
        </div>
      </form>
    </div>
  );
}
