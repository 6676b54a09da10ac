import { useState } from 'react';
import type { AdminUser } from '@app/shared/api/admin';
import { PLAN_LABELS, type Plan } from '@app/shared/billing/plan-table';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PlanSelect } from '@/components/plan-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { failureMessage } from '@/lib/failure-message';
import { indianDate, indianDateTime } from '@/lib/format';
import { useCompanyAccess } from '@/lib/company-access';
import { notify } from '@/lib/toast';
import {
  useAdminAudit,
  useAdminCompanies,
  useAdminUsers,
  useChangeSubscription,
  useSetDisabled,
} from '../api/admin-console';

/** Days an administrator extends a trial by, with one click. */
const TRIAL_EXTENSION_DAYS = 14;
/** A plan an administrator sets runs for a year (a deal made outside the payment provider). */
const PLAN_MONTHS = 12;

function standingOf(user: AdminUser): string {
  if (user.status === 'trialing') return user.writable ? `Trial: ${user.trial_days_left} days left` : 'Trial ended';
  if (!user.writable) return 'Not active';
  return user.current_period_end ? `Paid until ${indianDate(user.current_period_end)}` : 'Active';
}

function UserActions({ user }: { user: AdminUser }) {
  const change = useChangeSubscription();
  const setDisabled = useSetDisabled();
  const [plan, setPlan] = useState<Plan>(user.plan);
  // The API refuses an administrator disabling themself; the button is not offered.
  const self = useCompanyAccess().userId === user.user_id;
  const onError = (error: Error) => notify.error(failureMessage(error));
  const label = user.name || user.email;
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {user.status === 'trialing' && (
        <Button
          size="sm"
          variant="outline"
          disabled={change.isPending}
          onClick={() =>
            change.mutate(
              { userId: user.user_id, change: { action: 'extend_trial', days: TRIAL_EXTENSION_DAYS } },
              {
                onSuccess: () => notify.success(`Trial of ${label} extended by ${TRIAL_EXTENSION_DAYS} days`),
                onError,
              },
            )
          }
        >
          Extend trial
        </Button>
      )}
      <PlanSelect value={plan} onChange={setPlan} size="sm" className="w-32" aria-label={`Plan for ${label}`} />
      <Button
        size="sm"
        variant="outline"
        disabled={change.isPending}
        onClick={() =>
          change.mutate(
            { userId: user.user_id, change: { action: 'set_plan', plan, months: PLAN_MONTHS } },
            { onSuccess: () => notify.success(`${label} is on ${PLAN_LABELS[plan]} for a year`), onError },
          )
        }
      >
        Set plan
      </Button>
      {!self && (
        <Button
          size="sm"
          variant={user.disabled ? 'outline' : 'destructive'}
          disabled={setDisabled.isPending}
          onClick={() =>
            setDisabled.mutate(
              { userId: user.user_id, disabled: !user.disabled },
              { onSuccess: () => notify.success(user.disabled ? `${label} enabled` : `${label} disabled`), onError },
            )
          }
        >
          {user.disabled ? 'Enable' : 'Disable'}
        </Button>
      )}
    </div>
  );
}

/** A directory's card: its title with how many match, why it failed if it did, and its table. */
function DirectoryCard({
  title,
  query,
  children,
}: {
  title: string;
  query: { data?: { total: number }; error: Error | null };
  children: React.ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {title} {query.data && <span className="text-muted-foreground">({query.data.total})</span>}
        </CardTitle>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        {query.error && <p className="text-destructive text-sm">{failureMessage(query.error)}</p>}
        {children}
      </CardContent>
    </Card>
  );
}

function UsersCard({ search }: { search: string }) {
  const users = useAdminUsers(search);
  return (
    <DirectoryCard title="Users" query={users}>
      <Table aria-label="Users">
        <TableHeader>
          <TableRow>
            <TableHead>User</TableHead>
            <TableHead>Plan</TableHead>
            <TableHead className="text-right">Companies</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.data?.docs.map((user) => (
            <TableRow key={user.user_id}>
              <TableCell>
                <p className="font-medium">{user.name || '—'}</p>
                <p className="text-muted-foreground text-xs">{user.email}</p>
                {user.disabled && <Badge variant="destructive">Disabled</Badge>}
              </TableCell>
              <TableCell>
                <p>{user.plan_label}</p>
                <p className="text-muted-foreground text-xs">{standingOf(user)}</p>
              </TableCell>
              <TableCell className="text-right">{user.companies_owned}</TableCell>
              <TableCell>
                <UserActions key={`${user.user_id}-${user.plan}`} user={user} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </DirectoryCard>
  );
}

function CompaniesCard({ search }: { search: string }) {
  const companies = useAdminCompanies(search);
  return (
    <DirectoryCard title="Companies" query={companies}>
      <Table aria-label="Companies">
        <TableHeader>
          <TableRow>
            <TableHead>Company</TableHead>
            <TableHead>GSTIN</TableHead>
            <TableHead>Owner</TableHead>
            <TableHead>Created</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {companies.data?.docs.map((company) => (
            <TableRow key={company.company_id}>
              <TableCell className="font-medium">{company.name}</TableCell>
              <TableCell>{company.gstin ?? '—'}</TableCell>
              <TableCell>{company.owner_email}</TableCell>
              <TableCell>{indianDate(company.created_at)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </DirectoryCard>
  );
}

function AuditCard() {
  const audit = useAdminAudit();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Administrators&apos; log</CardTitle>
      </CardHeader>
      <CardContent>
        {audit.data?.length === 0 && <p className="text-muted-foreground text-sm">No changes yet.</p>}
        <ul className="flex flex-col divide-y text-sm" aria-label="Administrators' log">
          {audit.data?.map((entry) => (
            <li key={`${entry.at}-${entry.user_id}`} className="py-2">
              <span className="font-medium">{entry.user_email}</span>: {entry.detail}
              <span className="text-muted-foreground block text-xs">
                by {entry.admin_email}, {indianDateTime(entry.at)}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/**
 * Issue 20: the admin console: users (with their plan or trial, which an administrator extends
 * or sets, and disable), companies with their owners, and the log of what administrators did.
 */
export function AdminConsolePage() {
  const [search, setSearch] = useState('');
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader title="Admin Console" description="Users, their plans and companies; every change is logged." />
      <SearchBox value={search} placeholder="Search by e-mail, name, company or GSTIN" onSearch={setSearch} />
      <UsersCard search={search} />
      <CompaniesCard search={search} />
      <AuditCard />
    </div>
  );
}
