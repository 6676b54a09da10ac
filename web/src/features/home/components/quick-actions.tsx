import { Link } from '@tanstack/react-router';
import { IndianRupee, Plus } from 'lucide-react';
import { fullName, type UserProfile } from '@app/shared/api/users';
import { Button } from '@/components/ui/button';

/** Home's greeting: 'Welcome, <first> <last>'. */
export const welcomeOf = (user: UserProfile) => `Welcome, ${fullName(user.name)}`;

/** What home starts: a sale, a purchase (for roles that post them), a receipt. */
export function QuickActions({ purchases }: { purchases: boolean }) {
  return (
    <>
      <Button asChild>
        <Link to="/invoices/create/$type" params={{ type: 'sales' }}>
          <Plus /> New Sale
        </Link>
      </Button>
      {purchases && (
        <Button asChild variant="outline">
          <Link to="/invoices/create/$type" params={{ type: 'purchase' }}>
            <Plus /> New Purchase
          </Link>
        </Button>
      )}
      <Button asChild variant="outline">
        <Link to="/transactions/create/$type" params={{ type: 'receipt' }}>
          <IndianRupee /> Receive Money
        </Link>
      </Button>
    </>
  );
}
