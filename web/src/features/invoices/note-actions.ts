import { NOTE_OF, type InvoiceType, type NoteType } from '@app/shared/books/voucher-types';
import type { ReturnStatus } from './note-form';

/** A note an invoice's menu offers to raise against it (issue 18). */
export interface NoteAction {
  label: 'Return' | 'Lower price' | 'Raise price';
  type: NoteType;
  /** The note form's `kind` search: absent for a return and a raise (a debit note on a sale raises). */
  kind?: 'value';
}

/**
 * What can be raised against an active invoice: a return and a lower price while goods are left
 * on it (a credit note on a sale, a debit note on a purchase), and on a sale a raise of its price
 * (a debit note on the customer), as Zoho Books' invoice menu offers credit and debit notes.
 */
export function noteActionsOf(type: InvoiceType, returned: ReturnStatus | undefined): NoteAction[] {
  const note = NOTE_OF[type];
  return [
    ...(returned === 'Returned'
      ? []
      : ([
          { label: 'Return', type: note },
          { label: 'Lower price', type: note, kind: 'value' },
        ] satisfies NoteAction[])),
    ...(type === 'Sales' ? [{ label: 'Raise price', type: 'Debit Note' } satisfies NoteAction] : []),
  ];
}
