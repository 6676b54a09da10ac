import { FileText, Package, Plus, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UserProfile } from '@app/shared/api/users';
import type { Company } from '@app/shared/companies';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DashboardPage } from './dashboard-page';
import { welcomeOf } from './quick-actions';
import { StartPage } from './start-page';

const NEXT_STEPS = [
  { icon: Package, title: 'Add your stock items', text: 'Products with HSN codes, units and opening stock.' },
  { icon: Users, title: 'Add customers and suppliers', text: 'Debtors and creditors with their GSTINs.' },
  { icon: FileText, title: 'Raise your first invoice', text: 'GST sales and purchase invoices, printed as PDFs.' },
];

/**
 * The signed-in home: the current company's dashboard (issue 19), or, before the first company,
 * a welcome and what comes first. Issue 31: invitations waiting for an answer come first
 * (`invitations`, which shows nothing when there are none). Issue 36: the company's warnings
 * (`warnings`: e-way bills running out) come under the page's header, dashboard or start page.
 */
export function HomePage({
  user,
  company,
  onCreateCompany,
  invitations,
  warnings,
}: {
  user: UserProfile;
  company: Company | null;
  onCreateCompany: () => void;
  invitations?: ReactNode;
  warnings?: ReactNode;
}) {
  if (company && user.user_type === 'user') {
    return (
      <>
        <div className="mx-auto mb-6 max-w-7xl empty:hidden">{invitations}</div>
        {/* Issue 20: a role without reports (Staff) sees what it can start instead of the figures. */}
        {company.permissions.includes('reports') ? (
          <DashboardPage user={user} company={company} warnings={warnings} />
        ) : (
          <StartPage user={user} company={company} warnings={warnings} />
        )}
      </>
    );
  }
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">{welcomeOf(user)}</h1>
        <p className="text-muted-foreground text-sm">{user.email}</p>
      </div>
      <div className="empty:hidden">{invitations}</div>
      <Card>
        <CardHeader>
          <CardTitle>Create your first company</CardTitle>
          <CardDescription>Each company keeps its own books, stock, customers and invoices.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={onCreateCompany}>
            <Plus /> Create Company
          </Button>
        </CardContent>
      </Card>
      <div className="grid gap-4 md:grid-cols-3">
        {NEXT_STEPS.map(({ icon: Icon, title, text }) => (
          <Card key={title} className="gap-2">
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-base">
                <Icon className="text-primary size-4" />
                {title}
              </CardTitle>
              <CardDescription>{text}</CardDescription>
            </CardHeader>
          </Card>
        ))}
      </div>
    </div>
  );
}
