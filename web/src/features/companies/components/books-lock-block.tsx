import { useState } from 'react';
import { BOOKS_LOCK_MESSAGES } from '@app/shared/books/books-lock';
import type { Company } from '@app/shared/companies';
import { indianDate as todayInIndia, toDisplayDate } from '@app/shared/financial-year';
import { DateField } from '@/components/date-field';
import { Block, Row } from '@/components/settings-rows';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { isIsoDay } from '@/lib/dates';
import { failureMessage } from '@/lib/failure-message';
import { notify } from '@/lib/toast';
import { useLockBooks } from '../api/books-lock';

/**
 * Issue 32: the books locked up to a day, once that period's returns are filed: nobody creates,
 * changes or deletes a voucher dated on or before it. Everyone sees the lock; the owner sets it,
 * moves it or lifts it.
 */
export function BooksLockBlock({ company }: { company: Company }) {
  const lockedUntil = company.books_locked_until;
  const mayLock = company.permissions.includes('lock_books');
  const [day, setDay] = useState(lockedUntil ?? todayInIndia());
  const lock = useLockBooks(company._id);
  const save = (until: string | null) =>
    lock.mutate(until, {
      onSuccess: () => notify.success(until ? BOOKS_LOCK_MESSAGES.lockedUpTo(until) : BOOKS_LOCK_MESSAGES.unlocked),
      onError: (error) => notify.error(failureMessage(error)),
    });
  return (
    <Block title="Locked books">
      <Row label="Books locked up to">{lockedUntil ? toDisplayDate(lockedUntil) : 'Not locked'}</Row>
      {mayLock && (
        <form
          className="flex flex-wrap items-end gap-2 pt-3"
          onSubmit={(event) => {
            event.preventDefault();
            save(day);
          }}
        >
          <div className="flex flex-col gap-1">
            <Label htmlFor="books-lock-day">Lock up to</Label>
            <DateField id="books-lock-day" value={day} onChange={setDay} max={todayInIndia()} />
          </div>
          <Button type="submit" size="sm" disabled={lock.isPending || !isIsoDay(day)}>
            Lock books
          </Button>
          {lockedUntil && (
            <Button type="button" size="sm" variant="outline" disabled={lock.isPending} onClick={() => save(null)}>
              Unlock
            </Button>
          )}
        </form>
      )}
    </Block>
  );
}
