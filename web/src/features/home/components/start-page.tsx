import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Package } from 'lucide-react';
import { ROLE_LABELS } from '@app/shared/api/permissions';
import type { UserProfile } from '@app/shared/api/users';
import type { Company } from '@app/shared/companies';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { QuickActions, welcomeOf } from './quick-actions';

/**
 * Issue 20: home for a member whose role has no reports (Staff): the company, their role, and what
 * they can start from here (sales, receipts, products), instead of the dashboard's figures.
 */
export function StartPage({
  user,
  company,
  warnings,
}: {
  user: UserProfile;
  company: Company;
  /** What needs doing soon (issue 36), as on the dashboard. */
  warnings?: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeader
        title={welcomeOf(user)}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <h2 className="text-foreground font-medium">{company.name}</h2>
            <Badge variant="secondary">{ROLE_LABELS[company.role]}</Badge>
          </span>
        }
      />
      {warnings}
      <div className="flex flex-wrap gap-3">
        <QuickActions purchases={false} />
        <Button asChild variant="outline">
          <Link to="/products">
            <Package /> Products
          </Link>
        </Button>
      </div>
    </div>
  );
}
