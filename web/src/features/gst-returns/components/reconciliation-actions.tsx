import { Link2, MessageSquareText, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { MAX_NOTE_CHARS, RECONCILIATION_MESSAGES as M, type ReconciliationDoc } from '@app/shared/gst/gstr2b-docs';
import { toDisplayDate } from '@app/shared/financial-year';
import { formatAmount } from '@app/shared/money';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { Decision } from '../api/reconciliation';

export type ReconDocument = ReconciliationDoc['missing_in_books'][number];

/** Keeps a decision and says so; false when it was refused (the toast says why). */
export type Decide = (decision: Decision, success: string) => Promise<boolean>;

/** A small dialog around one field, its button keeping the decision and closing on success. */
function DecisionDialog(props: {
  trigger: ReactNode;
  title: string;
  description: string;
  action: string;
  canSubmit: boolean;
  onSubmit: () => Promise<boolean>;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const kept = await props.onSubmit();
    setBusy(false);
    if (kept) setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{props.trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        {props.children}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button disabled={!props.canSubmit || busy} onClick={() => void submit()}>
            {props.action}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const sideOf = (side: '2b' | 'books', document: ReconDocument) =>
  side === '2b' ? { two_b_id: document.id } : { books_id: document.id };

/** Marks a bill of either side pending, with what it waits for; its note is shown beside it. */
export function PendingButton({
  side,
  document,
  decide,
}: {
  side: '2b' | 'books';
  document: ReconDocument;
  decide: Decide;
}) {
  const [note, setNote] = useState(document.note ?? '');
  return (
    <DecisionDialog
      trigger={
        <Button size="sm" variant="ghost" aria-label={`Mark ${document.number} pending`}>
          <MessageSquareText /> Pending
        </Button>
      }
      title={`Mark ${document.number} pending`}
      description="Say what it waits for: the supplier's filing, a corrected bill, your CA's answer."
      action="Save note"
      canSubmit={note.trim().length > 0}
      onSubmit={() => decide({ action: 'pending', ...sideOf(side, document), note }, M.pending(document.number))}
    >
      <div className="grid gap-2">
        <Label htmlFor={`note-${document.id}`}>Note</Label>
        <Textarea
          id={`note-${document.id}`}
          value={note}
          maxLength={MAX_NOTE_CHARS}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
    </DecisionDialog>
  );
}

/** A pending note under its bill, with a way to clear it. */
export function PendingNote({
  side,
  document,
  decide,
}: {
  side: '2b' | 'books';
  document: ReconDocument;
  decide: Decide;
}) {
  if (!document.note) return null;
  return (
    <div className="text-muted-foreground mt-1 flex items-start gap-1 text-xs">
      <span className="whitespace-normal">Pending: {document.note}</span>
      <button
        type="button"
        className="hover:text-foreground shrink-0"
        aria-label={`Clear the note on ${document.number}`}
        onClick={() => void decide({ action: 'clear_pending', ...sideOf(side, document) }, M.noteRemoved)}
      >
        <X className="size-3.5" />
      </button>
    </div>
  );
}

const describe = (document: ReconDocument) =>
  `${document.number} of ${toDisplayDate(document.date)}, taxable ${formatAmount(document.taxable)}`;

/**
 * Links a 2B bill by hand to a purchase of the same supplier (and kind) that the rules left
 * unpaired: a bill entered under another number, or on a date far from the supplier's.
 */
export function LinkButton({
  row,
  candidates,
  decide,
}: {
  row: ReconDocument;
  candidates: ReconDocument[];
  decide: Decide;
}) {
  const [booksId, setBooksId] = useState('');
  const chosen = candidates.find((candidate) => candidate.id === booksId);
  return (
    <DecisionDialog
      trigger={
        <Button size="sm" variant="ghost" disabled={candidates.length === 0} aria-label={`Link ${row.number}`}>
          <Link2 /> Link
        </Button>
      }
      title={`Link ${row.number} to a purchase`}
      description={`${row.supplier}'s bills in the books that 2B does not hold yet.`}
      action="Link"
      canSubmit={chosen !== undefined}
      onSubmit={() =>
        decide({ action: 'link', two_b_id: row.id, books_id: booksId }, M.linked(row.number, chosen?.number ?? ''))
      }
    >
      <div className="grid gap-2">
        <Label htmlFor={`link-${row.id}`}>Purchase</Label>
        <NativeSelect id={`link-${row.id}`} value={booksId} onChange={(event) => setBooksId(event.target.value)}>
          <option value="">Choose a purchase</option>
          {candidates.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {describe(candidate)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </DecisionDialog>
  );
}
