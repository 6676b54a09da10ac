import type { ReactNode } from 'react';
import type { SheetRowOutcome } from '@app/shared/imports/sheet-import';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

export const STATUS_WORDS: Record<SheetRowOutcome['status'], string> = {
  new: 'New',
  created: 'Created',
  exists: 'Already in the books',
  refused: 'Refused',
};

const count = new Intl.NumberFormat('en-IN');

/** The refused rows shown at most; the report has them all. */
const SHOWN = 200;

/**
 * A sheet's rows checked or imported: how many are new (or created), already in the books, or
 * refused, and each refused row's problems with the column they are in, in the forms' words.
 */
export function SheetOutcomes({
  outcomes,
  imported,
  children,
}: {
  outcomes: readonly SheetRowOutcome[];
  imported: boolean;
  children: ReactNode;
}) {
  const tally = (status: SheetRowOutcome['status']) => outcomes.filter((each) => each.status === status).length;
  const refused = outcomes.filter((each) => each.status === 'refused');
  return (
    <section className="flex flex-col gap-3" aria-label={imported ? 'What was imported' : 'What the sheet holds'}>
      <p role="status" className="text-sm">
        {imported ? 'Imported' : 'Checked'} {count.format(outcomes.length)} rows:{' '}
        {imported ? `${count.format(tally('created'))} created` : `${count.format(tally('new'))} new`},{' '}
        {count.format(tally('exists'))} already in the books, {count.format(refused.length)} refused.
      </p>
      {refused.length > 0 && (
        <Table aria-label="Rows that cannot be imported">
          <TableHeader>
            <TableRow>
              <TableHead className="w-14">Row</TableHead>
              <TableHead>Name</TableHead>
              <TableHead>Column</TableHead>
              <TableHead>Problem</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {refused.slice(0, SHOWN).flatMap((outcome) =>
              outcome.problems.map((problem, index) => (
                <TableRow key={`${outcome.row}-${index}`}>
                  <TableCell>{outcome.row}</TableCell>
                  <TableCell className="whitespace-normal">{outcome.name}</TableCell>
                  <TableCell>{problem.column ?? ''}</TableCell>
                  <TableCell className="whitespace-normal">{problem.message}</TableCell>
                </TableRow>
              )),
            )}
          </TableBody>
        </Table>
      )}
      {refused.length > SHOWN && (
        <p className="text-muted-foreground text-sm">
          The first {SHOWN} refused rows are shown; the report lists all {count.format(refused.length)}.
        </p>
      )}
      {children}
    </section>
  );
}
