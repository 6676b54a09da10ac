import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { GENERIC_ERROR_MESSAGE } from '@app/shared/api/generic-error';
import type { LedgerOption } from '@app/shared/books/ledger-docs';
import type { Voucher } from '@app/shared/books/voucher-docs';
import { CONTRA_GROUPS, type JournalType } from '@app/shared/books/voucher-types';
import { indianDate } from '@app/shared/financial-year';
import { formatAmount } from '@app/shared/money';
import { Combobox } from '@/components/combobox';
import { DateField } from '@/components/date-field';
import { RupeeInput } from '@/components/decimal-input';
import { FormField } from '@/components/form-field';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useNextNumber } from '../api/get-next-number';
import { VoucherNumberBadge } from './voucher-number-badge';
import { usePartyLedgers } from '../api/list-ledgers';
import { useSaveTransaction } from '../api/save-transaction';
import {
  draftTotals,
  emptyJournalDraft,
  emptyJournalRow,
  journalDraftFromVoucher,
  journalIssues,
  journalPayload,
  type JournalDraft,
  type JournalRowDraft,
} from '../journal-form';

export interface JournalEntryPageProps {
  companyId: string;
  type: JournalType;
  /** Edit mode: the voucher as loaded. */
  voucher?: Voucher;
  onBack: () => void;
  onSaved: () => void;
}

/** At most as many lines as the API takes. */
const MAX_LINES = 10;

/** Ledgers for a line: a contra's are cash, bank and the overdraft; a journal's any, by group. */
function ledgerOptions(ledgers: readonly LedgerOption[], type: JournalType) {
  const allowed = ledgers.filter(
    (ledger) => type === 'Journal' || (CONTRA_GROUPS as readonly string[]).includes(ledger.parent),
  );
  return allowed
    .map((ledger) => ({
      value: ledger._id,
      label: ledger.ledger_name,
      keywords: `${ledger.alias ?? ''} ${ledger._id}`,
      group: ledger.party_group ?? ledger.parent,
    }))
    .sort((a, b) => a.group.localeCompare(b.group));
}

function LineRow({
  row,
  index,
  options,
  canRemove,
  onChange,
  onRemove,
}: {
  row: JournalRowDraft;
  index: number;
  options: ReturnType<typeof ledgerOptions> | undefined;
  canRemove: boolean;
  onChange: (patch: Partial<JournalRowDraft>) => void;
  onRemove: () => void;
}) {
  const id = `journal-line-${index}`;
  const line = `Line ${index + 1}`;
  return (
    <li className="grid grid-cols-[1fr_1fr_auto] items-center gap-2 border-b pb-3 sm:grid-cols-[minmax(0,1fr)_9rem_9rem_auto] sm:border-0 sm:pb-0">
      <div className="col-span-3 sm:col-span-1">
        <Label id={`${id}-label`} htmlFor={id} className="sr-only">
          {line} ledger
        </Label>
        <Combobox
          id={id}
          value={row.ledgerId}
          onChange={(ledgerId) => onChange({ ledgerId })}
          options={options ?? []}
          disabled={!options}
          placeholder={options ? 'Select a ledger' : 'Loading...'}
          searchPlaceholder="Search by name..."
          emptyText="No ledgers found."
          contentClassName="min-w-72"
        />
      </div>
      <RupeeInput aria-label={`${line} debit`} value={row.debit} onChange={(debit) => onChange({ debit })} />
      <RupeeInput aria-label={`${line} credit`} value={row.credit} onChange={(credit) => onChange({ credit })} />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Remove ${line.toLowerCase()}`}
        disabled={!canRemove}
        onClick={onRemove}
      >
        <Trash2 />
      </Button>
    </li>
  );
}

/**
 * Issue 32: a Journal (any balanced debits and credits: depreciation, provisions, adjustments) or a
 * Contra (money between cash and bank), new or being edited. Each line is a ledger with a debit or
 * a credit; the totals show as they are typed, and the voucher goes only when they agree.
 */
export function JournalEntryPage({ companyId, type, voucher, onBack, onSaved }: JournalEntryPageProps) {
  const nextNumber = useNextNumber(companyId, type, !voucher);
  const ledgers = usePartyLedgers(companyId);
  const save = useSaveTransaction(companyId);
  const [draft, setDraft] = useState<JournalDraft>(() =>
    voucher ? journalDraftFromVoucher(voucher) : emptyJournalDraft(),
  );
  const [issues, setIssues] = useState<string[]>([]);
  const options = ledgers.data && ledgerOptions(ledgers.data, type);
  const totals = draftTotals(draft);
  const difference = Math.round((totals.debit - totals.credit) * 100) / 100;
  const number = voucher?.voucher_number ?? nextNumber.data;
  const lower = type.toLowerCase();

  const loadFailed = nextNumber.isError || ledgers.isError;
  useEffect(() => {
    if (loadFailed) notify.error(GENERIC_ERROR_MESSAGE);
  }, [loadFailed]);

  const change = (next: JournalDraft) => {
    setDraft(next);
    // Once shown, the list follows what is typed.
    if (issues.length > 0) setIssues(journalIssues(next));
  };
  const changeRow = (key: string, patch: Partial<JournalRowDraft>) =>
    change({ ...draft, rows: draft.rows.map((row) => (row.key === key ? { ...row, ...patch } : row)) });

  const submit = async () => {
    const found = journalIssues(draft);
    setIssues(found);
    if (found.length > 0) return;
    const names = new Map((ledgers.data ?? []).map((ledger) => [ledger._id, ledger.ledger_name]));
    try {
      await save.mutateAsync({
        id: voucher?._id,
        payload: journalPayload(draft, { companyId, type, names, voucher }),
      });
      notify.success(voucher ? `${type} updated successfully!` : `${type} added successfully!`);
      onSaved();
    } catch (error) {
      notify.error(error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE);
    }
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeader
        title={`${type} Entry`}
        badge={<VoucherNumberBadge number={number} />}
        description={
          type === 'Contra'
            ? 'Move money between cash and bank accounts: a deposit, a withdrawal, a transfer.'
            : 'Debit and credit any ledgers: depreciation, provisions, adjustments.'
        }
        onBack={onBack}
      />
      <form
        noValidate
        aria-label={`${type} Entry`}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="flex flex-col gap-6"
      >
        <Card>
          <CardContent className="flex flex-col gap-5">
            <FormField id="journal-date" label="Date" required>
              <DateField
                id="journal-date"
                value={draft.date}
                onChange={(date) => change({ ...draft, date })}
                max={indianDate()}
                className="sm:w-56"
              />
            </FormField>
            <div className="flex flex-col gap-3">
              <div
                aria-hidden="true"
                className="text-muted-foreground hidden text-sm font-medium sm:grid sm:grid-cols-[minmax(0,1fr)_9rem_9rem_2.25rem] sm:gap-2"
              >
                <span>Ledger</span>
                <span>Debit</span>
                <span>Credit</span>
              </div>
              <ul aria-label="Lines" className="flex flex-col gap-3">
                {draft.rows.map((row, index) => (
                  <LineRow
                    key={row.key}
                    row={row}
                    index={index}
                    options={options}
                    canRemove={draft.rows.length > 2}
                    onChange={(patch) => changeRow(row.key, patch)}
                    onRemove={() => change({ ...draft, rows: draft.rows.filter((each) => each.key !== row.key) })}
                  />
                ))}
              </ul>
              <Button
                type="button"
                variant="outline"
                className="self-start"
                disabled={draft.rows.length >= MAX_LINES}
                onClick={() => change({ ...draft, rows: [...draft.rows, emptyJournalRow()] })}
              >
                <Plus /> Add Line
              </Button>
            </div>
            <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-muted-foreground">Total Debit</dt>
                <dd className="font-medium tabular-nums">₹{formatAmount(totals.debit)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Total Credit</dt>
                <dd className="font-medium tabular-nums">₹{formatAmount(totals.credit)}</dd>
              </div>
              <div className={cn(difference === 0 ? 'text-muted-foreground' : 'text-destructive')}>
                <dt>Difference</dt>
                <dd aria-live="polite" className="font-medium tabular-nums">
                  ₹{formatAmount(Math.abs(difference))}
                </dd>
              </div>
            </dl>
            <FormField id="journal-notes" label="Narration (Optional)">
              <Textarea
                id="journal-notes"
                rows={3}
                maxLength={500}
                placeholder={`Why this ${lower} is passed`}
                value={draft.notes}
                onChange={(event) => change({ ...draft, notes: event.target.value })}
              />
            </FormField>
            {issues.length > 0 && (
              <ul role="alert" className="text-destructive list-disc pl-5 text-sm">
                {issues.map((issue) => (
                  <li key={issue}>{issue}</li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Button type="submit" disabled={save.isPending} className="sm:self-end">
          {voucher ? `Update ${type}` : `Submit ${type}`}
        </Button>
      </form>
    </div>
  );
}
