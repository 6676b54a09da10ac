import { TrendingDown, TrendingUp, Undo2 } from 'lucide-react';
import type { NoteAction } from '../note-actions';

/** Return: goods coming back; Lower and Raise price: the value going down or up. */
export function NoteActionIcon({ action }: { action: NoteAction }) {
  if (action.label === 'Return') return <Undo2 />;
  return action.label === 'Lower price' ? <TrendingDown /> : <TrendingUp />;
}
